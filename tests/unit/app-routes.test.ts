import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRouteMatcher, appRoutePatternOf } from '../../api/pages/app-routes';
import { appRoutePatterns } from '../../build/app-route-patterns.mjs';

const known = appRouteMatcher(appRoutePatterns(readFileSync(new URL('../../app/routeTree.gen.ts', import.meta.url), 'utf8')));

describe('appRouteMatcher', () => {
  it('knows every address of the app, with its parameters', () => {
    for (const path of ['/', '/help', '/help/', '/blog', '/blog/3', '/editor', '/editor/12', '/stats/4', '/contact-leads', '/contact-leads/7', '/profile-12', '/checkout/subscription/2', '/admin', '/admin/users', '/Help']) {
      expect(known(path), path).toBe(true);
    }
  });

  it('knows that other addresses lead nowhere', () => {
    for (const path of ['/no-such-page', '/help/more', '/blog/3/comments', '/editor/12/x', '/profile-', '/checkout/subscription', '/wp-admin/setup.php', '/contact-leads/7/8']) {
      expect(known(path), path).toBe(false);
    }
  });
});

describe('appRoutePatternOf', () => {
  const patternOf = appRoutePatternOf(['/admin/$section', '/admin/support', '/editor/', '/editor/$id', '/stats/', '/stats/$profileId', '/dashboard']);

  it('names the pattern of an address, the one with fewer parameters where several match, and none outside them', () => {
    const expected: [string, string | undefined][] = [
      ['/admin/support', '/admin/support'],
      ['/admin/users', '/admin/$section'],
      ['/editor', '/editor/'],
      ['/editor/4', '/editor/$id'],
      ['/dashboard/', '/dashboard'],
      ['/leads', undefined],
      ['/editor/4/x', undefined],
    ];
    expect(expected.map(([path]) => [path, patternOf(path)])).toEqual(expected);
  });
});
