import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImports, currentLintZones, folderOf, LINT_CONFIG, lintZones } from '../architecture/import-graph.mjs';

describe('the folders import one way', () => {
  // Reads and resolves every import of the repository: seconds on a busy runner.
  it('has no folder loops, no file loops and no wrong-way imports', () => {
    expect(checkImports().problems).toEqual([]);
  }, 60_000);

  it('gives the lint the same zones, for every folder depth there is (else: node tests/architecture/import-graph.mjs --write-lint-zones)', () => {
    expect(currentLintZones(readFileSync(LINT_CONFIG, 'utf8'))).toEqual(lintZones());
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
