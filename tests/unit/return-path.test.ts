import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../../api/auth/google/return-path';

/** How a browser resolves a Location header on this site: the host it would go to. */
const hostReached = (location: string) => new URL(location, 'https://kartis.example').host;

describe('safeReturnPath', () => {
  it('keeps paths inside the app, with their query and fragment', () => {
    expect(safeReturnPath('/editor?tab=links#photo')).toBe('/editor?tab=links#photo');
    expect(safeReturnPath('/p/dana-levi')).toBe('/p/dana-levi');
    expect(safeReturnPath('/a/./b/../c')).toBe('/a/c');
  });

  it('never leaves the site, whatever the spelling', () => {
    const corpus = [
      '//evil.example/',
      '/.//evil.example/',
      '/././/evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n//evil.example',
      ' //evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/javascript:alert(1)//',
      '///evil.example',
      '/%09/evil.example',
      '/%5c/evil.example',
      '/%2f/evil.example',
      'evil.example',
      '',
    ];
    for (const input of corpus) {
      const path = safeReturnPath(input);
      expect(hostReached(path), `${JSON.stringify(input)} -> ${path}`).toBe('kartis.example');
      expect(path, JSON.stringify(input)).toMatch(/^\/(?![/\\])/);
    }
    expect(safeReturnPath('/.//evil.example/')).toBe(DEFAULT_RETURN_PATH);
  });

  it('refuses the API and anything that is not a string', () => {
    for (const input of ['/api/auth/logout', '/./api/account', undefined, null, 42, ['/editor']]) expect(safeReturnPath(input)).toBe(DEFAULT_RETURN_PATH);
  });
});
