import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkImports, currentLintZones, folderOf, LINT_CONFIG, lintZones, loadedFrom, mayDraw, root } from '../architecture/import-graph.mjs';

/** The import patterns the lint forbids in the files an override names (the last override naming them decides). */
const restricted = (files: string) => lintZones().findLast((zone) => zone.files.includes(files))!.rules['no-restricted-imports'][1].patterns.map((p) => p.regex);

describe('the folders import one way', () => {
  // Reads and resolves every import of the repository: seconds on a busy runner.
  it('has no folder loops, no file loops and no wrong-way imports', () => {
    expect(checkImports().problems).toEqual([]);
  }, 60_000);

  it('gives the lint the same zones, for every folder depth there is (else: node tests/architecture/import-graph.mjs --write-lint-zones)', () => {
    expect(currentLintZones(readFileSync(LINT_CONFIG, 'utf8'))).toEqual(lintZones());
  });

  it('lets only the page wing draw documents, in the check and in the lint', () => {
    expect(['api/pages/cards.ts', 'shared/pages/offline-card.ts', 'app/prerender/render.tsx', 'tests/unit/x.test.ts'].every(mayDraw)).toBe(true);
    expect(['api/blog/routes.ts', 'api/server.ts', 'sw/card-routes.ts', 'app/features/landing/LandingPage.tsx', 'build/prerender.mjs'].some(mayDraw)).toBe(false);
    expect(restricted('api/*/*')).toContain('^(react-dom/server)$');
    expect(restricted('app/features/*/*/*')).toContain('^(react-dom/server)$');
    expect(restricted('api/pages/*')).not.toContain('^(react-dom/server)$');
  });

  it('draws app/ and shared/ by subfolder, each feature apart, api/ by domain and the files at its top alone', () => {
    expect(folderOf('app/features/editor/sections/LinkSection.tsx')).toBe('app/features/editor');
    expect(folderOf('app/lib/api.ts')).toBe('app/lib');
    expect(folderOf('app/main.tsx')).toBe('app');
    expect(folderOf('shared/contract/profiles.ts')).toBe('shared/contract');
    expect(folderOf('api/profiles/service.ts')).toBe('api/profiles');
    expect(folderOf('api/services.ts')).toBe('api/services.ts');
    expect(folderOf('vite.config.ts')).toBe('.');
  });
});

describe('the drawn pages\' start script', () => {
  // It is the one script of every marketing page, read before the app: a few KB. It once grew to 462 KB by an import's
  // import (the validation library, through the list of languages). Its size is measured by bench/bundle-size.mjs.
  it('loads no module of the validation library', () => {
    const loaded = [...loadedFrom('app/prerender/start-app.ts')];
    expect(loaded).toContain('app/drawn-page.ts');
    expect(loaded.filter((file) => /from 'zod'/.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
