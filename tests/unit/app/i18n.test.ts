import { describe, expect, it } from 'vitest';
import { en } from '../../../app/i18n/en';
import { he } from '../../../app/i18n/he';

/** The {name} placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

describe('i18n key parity', () => {
  it('has every Hebrew key in English and no English key missing from Hebrew', () => {
    const heKeys = Object.keys(he).sort();
    const enKeys = Object.keys(en).sort();
    expect(enKeys.filter((key) => !heKeys.includes(key))).toEqual([]);
    expect(heKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(he)) {
      const english = en[key as keyof typeof he];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
    }
  });

  it('names the language switch after the other language and the beta badge per language', () => {
    expect(he['lang.switchTo']).toBe('English');
    expect(en['lang.switchTo']).toBe('עברית');
    expect(he['app.beta']).toBe('בטא');
    expect(en['app.beta']).toBe('Beta');
    expect(he['notFound.title']).toBe('דף לא נמצא');
  });
});
