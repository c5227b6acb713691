import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeModules } from '../../build/route-modules.mjs';

const routesDir = mkdtempSync(join(tmpdir(), 'kartis-routes-'));
for (const file of ['__root.tsx', 'index.tsx', '_authed.tsx', '_authed.editor.$id.tsx', '_authed.stats.index.tsx', 'help.tsx', '$.tsx']) writeFileSync(join(routesDir, file), '');
afterAll(() => rmSync(routesDir, { recursive: true, force: true }));

const split = (file: string) => `routes/${file}?tsr-split=component`;
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_framework.js'], css: ['assets/index.css'] },
  '_framework.js': { file: 'assets/framework.js' },
  [split('index.tsx')]: { file: 'assets/landing.js', imports: ['_framework.js'] },
  [split('_authed.tsx')]: { file: 'assets/authed.js', imports: ['_framework.js'], css: ['assets/authed.css'] },
  [split('_authed.editor.$id.tsx')]: { file: 'assets/editor-route.js', imports: ['_EditorPages.js'] },
  '_EditorPages.js': { file: 'assets/EditorPages.js', imports: ['_zod.js'], css: ['assets/EditorPages.css'] },
  '_zod.js': { file: 'assets/zod.js' },
  [split('_authed.stats.index.tsx')]: { file: 'assets/stats-route.js' },
  [split('help.tsx')]: { file: 'assets/help.js' },
  [split('$.tsx')]: { file: 'assets/catch-all.js' },
  '../shared/i18n/he.ts': { file: 'assets/he.js', imports: ['_checkout-texts.js'] },
  '_checkout-texts.js': { file: 'assets/checkout-texts.js' },
  'lib/persist-query-cache.tsx': { file: 'assets/persist.js' },
  'features/offline-edits/card-save-queue.ts': { file: 'assets/card-save-queue.js' },
  'layout/OwnerActions.tsx': { file: 'assets/OwnerActions.js', imports: ['_framework.js', '_HeaderPopover.js'] },
  '_HeaderPopover.js': { file: 'assets/HeaderPopover.js' },
};

describe('routeModules', () => {
  const modules = routeModules(manifest, routesDir);

  it("lists an owner's page with its layout, its imports and styles, the texts and the owner's start modules, the header's owner actions among them", () => {
    expect(modules['/editor/$id']).toEqual([
      '/assets/authed.js',
      '/assets/authed.css',
      '/assets/editor-route.js',
      '/assets/EditorPages.js',
      '/assets/EditorPages.css',
      '/assets/zod.js',
      '/assets/he.js',
      '/assets/checkout-texts.js',
      '/assets/persist.js',
      '/assets/card-save-queue.js',
      '/assets/OwnerActions.js',
      '/assets/HeaderPopover.js',
    ]);
    expect(modules['/stats/']).toContain('/assets/stats-route.js');
  });

  it('leaves out what index.html loads, the texts from the landing page, and the catch-all route', () => {
    expect(modules['/']).toEqual(['/assets/landing.js']);
    expect(modules['/help']).toEqual(['/assets/help.js', '/assets/he.js', '/assets/checkout-texts.js']);
    expect(modules['/$']).toBeUndefined();
  });
});
