import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardDirection } from '../../shared/contract/card-languages';
import { documentInLanguage } from '../../shared/pages/document-language';
import { manifestPath, webManifestIn, type WebManifest } from '../../shared/pages/web-manifest';

const hebrew = JSON.parse(readFileSync(new URL('../../manifest.webmanifest', import.meta.url), 'utf8')) as WebManifest;
const indexHtml = readFileSync(new URL('../../app/index.html', import.meta.url), 'utf8');
const HEBREW_LETTERS = /[\u0590-\u05ff]/;

describe.each(['en', 'ar', 'ru'] as const)('the app installed in %s', (language) => {
  const manifest = webManifestIn(hebrew, language);

  it('is named, described and offers its shortcuts in that language, not in Hebrew', () => {
    const texts = [manifest.name, manifest.short_name, manifest.description, ...manifest.shortcuts.flatMap((s) => [s.name, s.short_name, s.description]), ...manifest.screenshots.map((s) => s.label)];
    for (const text of texts) {
      expect(text).toBeTruthy();
      expect(text).not.toMatch(HEBREW_LETTERS);
    }
    expect(manifest).toMatchObject({ lang: language, dir: cardDirection(language) });
  });

  it('is the same app as in Hebrew: its identity, start, icons, shortcuts and share target', () => {
    const { id, start_url, scope, icons, share_target } = hebrew;
    expect(manifest).toMatchObject({ id, start_url, scope, icons, share_target });
    expect(manifest.shortcuts.map((s) => [s.url, s.icons])).toEqual(hebrew.shortcuts.map((s) => [s.url, s.icons]));
    expect(manifest.screenshots.map((s) => s.src)).toEqual(hebrew.screenshots.map((s) => s.src));
  });

  it("is the manifest the app's document links in that language", () => {
    expect(manifestPath(language)).not.toBe(manifestPath('he'));
    expect(documentInLanguage(indexHtml, language)).toContain(`<link rel="manifest" href="${manifestPath(language)}" />`);
  });
});

it('in Hebrew the app links the manifest at the root as it is', () => {
  expect(webManifestIn(hebrew, 'he')).toEqual(hebrew);
  expect(documentInLanguage(indexHtml, 'he')).toContain(`<link rel="manifest" href="${manifestPath('he')}" />`);
});
