import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRouteMatcher } from '../../api/pages/app-routes';
import { appRoutePatterns } from '../../build/app-route-patterns.mjs';
import { BARE_PATHS, INDEXED_PATHS, isMarketingPage, NOINDEX_PATHS, PRERENDERED_PAGES, PUBLIC_PAGES } from '../../shared/pages/table';

const known = appRouteMatcher(appRoutePatterns(readFileSync(new URL('../../app/routeTree.gen.ts', import.meta.url), 'utf8')));

describe('the public pages table', () => {
  it('names pages the app has, and route files that exist', () => {
    for (const { path } of PUBLIC_PAGES) expect(known(path), path).toBe(true);
    for (const { route } of PRERENDERED_PAGES) expect(existsSync(new URL(`../../app/${route}`, import.meta.url)), route).toBe(true);
  });

  it('pre-renders the landing page first', () => {
    expect(PRERENDERED_PAGES[0]).toEqual({ path: '/', route: 'routes/index.tsx' });
  });

  it('puts each page either in the sitemap or out of search results', () => {
    expect([...INDEXED_PATHS, ...NOINDEX_PATHS].sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
    expect(NOINDEX_PATHS).toEqual(['/at-routes-test']);
  });

  it('reads the marketing pages and the bare ones from the same rows', () => {
    expect(PRERENDERED_PAGES.every(({ path }) => isMarketingPage(path))).toBe(true);
    expect(isMarketingPage('/blog/3')).toBe(true);
    expect(isMarketingPage('/embed')).toBe(false);
    expect(BARE_PATHS).toEqual(['/privacy', '/terms', '/refund', '/accessibility', '/embed']);
  });
});
