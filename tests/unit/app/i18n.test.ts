import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { LEAD_SOURCES } from '../../../shared/contract/lead-statuses';
import { linkedLanguage } from '../../../app/i18n/language';

/** The {name} placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

const allHe: Record<string, string> = { ...heCore, ...he };
const allEn: Record<string, string> = { ...enCore, ...en };

/** Source files under a folder of the app, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('i18n key parity', () => {
  it('has every Hebrew key in English and no English key missing from Hebrew, in the same table', () => {
    expect(Object.keys(enCore).sort()).toEqual(Object.keys(heCore).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(he).sort());
  });

  it('keeps each key in one table only, core or features', () => {
    expect(Object.keys(he).filter((key) => key in heCore)).toEqual([]);
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(allHe)) {
      const english = allEn[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
    }
  });

  it('names the language switch after the other language and the beta badge per language', () => {
    expect(allHe['lang.switchTo']).toBe('English');
    expect(allEn['lang.switchTo']).toBe('עברית');
    expect(allHe['app.beta']).toBe('בטא');
    expect(allEn['app.beta']).toBe('Beta');
    expect(allHe['notFound.title']).toBe('דף לא נמצא');
  });

  it('gives the shell, auth and landing code only core texts, which the landing page has before any other table loads', () => {
    const firstLoad = ['app/layout', 'app/features/landing', 'app/features/auth', 'app/components/Toast.tsx', 'app/components/ErrorDisplay.tsx', 'app/components/NotFound.tsx', 'app/components/LoadingScreen.tsx'];
    const files = firstLoad.flatMap((path) => (/\.tsx?$/.test(path) ? [path] : sources(path)));
    const featureKeysUsed = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([A-Za-z]+\.[\w.]+)'/g)].map((match) => match[1]!).filter((key) => key in he).map((key) => `${file}: ${key}`),
    );
    expect(featureKeysUsed).toEqual([]);
  });
});

describe('texts that read right', () => {
  it("tells how a lead came in with a sentence of each source's own, no label capitalised mid-sentence in English", () => {
    for (const source of LEAD_SOURCES) {
      const key = `leads.timeline.created.${source}`;
      expect(allHe[key], key).toMatch(/^הגיע\/ה /);
      expect(allEn[key], key).toMatch(/^Came (through|from) [^A-Z]+$/);
    }
  });

  it('names the badge QR button and the follow-up placeholders in correct Hebrew', () => {
    // "QR מתג" read as the QR of a switch; "ואת הקישור" put an object marker in a list of nouns.
    expect(allHe['scan.qrButton']).toBe('קריאת QR של תג');
    expect(allHe['followUp.placeholders']).toBe('אפשר לכתוב {placeholders}: שם הפונה, השם שלך והקישור לכרטיס.');
  });
});

describe('a language named by the address', () => {
  it('is the app’s language for a link that names one of its languages (a card’s link to the privacy policy), and nothing otherwise', () => {
    expect(['?lang=en', '?lang=he', '?x=1&lang=en', '?lang=ru', '?lang=', '', '?lang=EN'].map(linkedLanguage)).toEqual(['en', 'he', 'en', undefined, undefined, undefined, undefined]);
  });
});
