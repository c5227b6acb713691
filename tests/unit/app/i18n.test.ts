import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ar } from '../../../shared/i18n/ar';
import { arCore } from '../../../shared/i18n/ar-core';
import { en } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { ru } from '../../../shared/i18n/ru';
import { ruCore } from '../../../shared/i18n/ru-core';
import { LEAD_SOURCES } from '../../../shared/contract/lead-statuses';
import { linkedLanguage } from '../../../app/i18n/language';
import { countedText, interpolate, type MessageKey } from '../../../app/i18n';
import { arServer } from '../../../shared/i18n/ar-server';
import { arPlurals } from '../../../shared/i18n/ar';
import { ruPlurals } from '../../../shared/i18n/ru';
import type { PluralForms } from '../../../shared/i18n/plural';
import { sourceFiles } from '../../helpers/source-files';

/** The {name} placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

const allHe: Record<string, string> = { ...heCore, ...he };
const allEn: Record<string, string> = { ...enCore, ...en };
/** Every language but Hebrew, each table as its translators wrote it. */
const OTHERS: Record<string, Record<string, string>> = { ar: { ...arCore, ...ar }, ru: { ...ruCore, ...ru }, en: allEn };

/** The keys of a table whose text has Latin or Hebrew words but none in the language's own letters, unless it is the English text. */
const untranslated = (texts: Record<string, string>, letters: RegExp) =>
  Object.entries(texts).filter(([key, text]) => /[A-Za-z\u0590-\u05FF]{3}/.test(text) && !letters.test(text) && allEn[key] !== text).map(([key]) => key);

/** The seats held for invitations as the team page counts them, in one language's texts. */
const pending = (texts: Record<string, string>, count: number) =>
  countedText((key: MessageKey, params?: Record<string, string | number>) => interpolate(texts[key]!, params), 'team.seatsPending', count);

describe('i18n key parity', () => {
  it('has every Hebrew key in each language and no key missing from Hebrew, in the same table', () => {
    for (const [core, features] of [[enCore, en], [arCore, ar], [ruCore, ru]] as const) {
      expect(Object.keys(core).sort()).toEqual(Object.keys(heCore).sort());
      expect(Object.keys(features).sort()).toEqual(Object.keys(he).sort());
    }
  });

  it('keeps each key in one table only, core or features', () => {
    expect(Object.keys(he).filter((key) => key in heCore)).toEqual([]);
  });

  it('has no empty text and the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(allHe)) {
      expect(text.trim(), key).not.toBe('');
      for (const [language, texts] of Object.entries(OTHERS)) {
        const other = texts[key] ?? '';
        expect(other.trim(), `${language}: ${key}`).not.toBe('');
        expect(placeholders(other), `${language}: ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('writes Arabic texts in Arabic letters and Russian ones in Cyrillic, none left in English or Hebrew', () => {
    expect(untranslated(OTHERS.ar!, /[\u0600-\u06FF]/)).toEqual([]);
    expect(untranslated(OTHERS.ru!, /[\u0400-\u04FF]/)).toEqual([]);
  });

  it('speaks of a lead in both genders on the follow-up page, its checkbox as its intro («שהשאיר/ה»)', () => {
    expect(allHe['followUp.intro']).toContain('שהשאיר/ה');
    expect(allHe['followUp.enabled']).toBe('לשלוח אוטומטית לכל ליד חדש שהשאיר/ה מייל');
  });

  it("tells an owner that this server reads no paper cards in plain words, with what to do instead, naming no program or file", () => {
    for (const texts of [allHe, ...Object.values(OTHERS)]) expect(texts['scan.unavailable']).not.toMatch(/Tesseract|docs\//);
    expect(allHe['scan.unavailable']).toBe('קריאת כרטיסי ביקור מנייר אינה זמינה בשרת הזה. אפשר עדיין לצלם כרטיס ולהקליד את הפרטים בעצמכם, והתמונה תישמר עם הליד.');
  });

  it('names the language list and the beta badge per language', () => {
    expect([allHe, OTHERS.ar, OTHERS.ru, allEn].map((texts) => texts!['lang.label'])).toEqual(['שפה', 'اللغة', 'Язык', 'Language']);
    expect(allHe['app.beta']).toBe('בטא');
    expect(allEn['app.beta']).toBe('Beta');
    expect(allHe['notFound.title']).toBe('דף לא נמצא');
  });

  it('gives the shell, auth and landing code only core texts, which the landing page has before any other table loads', () => {
    const firstLoad = ['app/layout', 'app/features/landing', 'app/features/auth', 'app/components/Toast.tsx', 'app/components/ErrorDisplay.tsx', 'app/components/NotFound.tsx', 'app/components/LoadingScreen.tsx'];
    const files = firstLoad.flatMap((path) => (/\.tsx?$/.test(path) ? [path] : sourceFiles(path)));
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

  it('puts no one-letter prefix on a value, which a Latin name would be glued to ("תשובה לauditowner")', () => {
    expect(Object.entries(allHe).filter(([, text]) => /[\u0590-\u05FF]\{\w+\}/.test(text))).toEqual([]);
    expect(allHe['supportAdmin.replyLabel']).toBe('תשובה אל {name}');
  });

  it('names one seat held for an invitation in the singular, in every language', () => {
    expect(pending(allHe, 1)).toBe('מתוכם מושב אחד שמור להזמנה שעדיין לא התקבלה');
    expect(pending(allHe, 4)).toBe('מתוכם 4 שמורים להזמנות שעדיין לא התקבלו');
    expect(pending(allEn, 1)).toBe('1 of them reserved for a pending invitation');
    expect(pending(OTHERS.ar!, 1)).toBe('منها مقعد واحد محجوز لدعوة لم تُقبل بعد');
    expect(pending(OTHERS.ru!, 1)).toBe('Из них одно место закреплено за ещё не принятым приглашением');
  });

  it('names the badge QR button and the follow-up placeholders in correct Hebrew', () => {
    // "QR מתג" read as the QR of a switch; "ואת הקישור" put an object marker in a list of nouns.
    expect(allHe['scan.qrButton']).toBe('קריאת QR של תג');
    expect(allHe['followUp.placeholders']).toBe('אפשר לכתוב {placeholders}: שם הפונה, השם שלך והקישור לכרטיס.');
  });
});

/** Every right-to-left text: the app's Hebrew and Arabic tables, and the server's messages in Hebrew and in Arabic. */
const RIGHT_TO_LEFT: string[] = [
  ...Object.values(allHe),
  ...Object.values({ ...arCore, ...ar }),
  ...arServer.tables.flatMap(([hebrew, arabic]) => Object.keys(arabic).flatMap((key) => [String(hebrew[key]), arabic[key]!])),
];

/** A text less its examples between backticks, which show as left-to-right code (withExamples). */
const outsideExamples = (text: string) => text.replace(/`[^`]*`/g, '');

describe('left-to-right snippets in right-to-left texts', () => {
  it('keeps "https://" as typed: a left-to-right mark after it, unless the address goes on', () => {
    // Without the mark the "://" joins the right-to-left words beside it and reads "//:https".
    expect(RIGHT_TO_LEFT.filter((text) => /https:\/\/(?![\u200E\w])/.test(outsideExamples(text)))).toEqual([]);
  });

  it('keeps the @ of a handle and the / of a path in front: a left-to-right mark before them', () => {
    // "@dana.design" after Arabic words showed as "dana.design@", "/p/demo" after Hebrew ones as "p/demo/".
    const unmarked = /(^|[^\u200E\w/:.-])[@/]+[a-z]/i;
    expect(RIGHT_TO_LEFT.filter((text) => unmarked.test(outsideExamples(text).replace(/\{\w+\}/g, 'x')))).toEqual([]);
  });
});

describe('a language named by the address', () => {
  it('is the app’s language for a link that names one of its languages (a card’s link to the privacy policy), and nothing otherwise', () => {
    expect(['?lang=en', '?lang=he', '?x=1&lang=en', '?lang=ru', '?lang=ar', '?lang=fr', '?lang=', '', '?lang=EN'].map(linkedLanguage)).toEqual(['en', 'he', 'en', 'ru', 'ar', undefined, undefined, undefined, undefined]);
  });
});

/** The numbers 0–200 in each plural category of a language, as Intl counts them. */
function numbersByCategory(language: string): Map<string, number[]> {
  const rules = new Intl.PluralRules(language);
  const numbers = new Map<string, number[]>();
  for (let n = 0; n <= 200; n++) numbers.set(rules.select(n), [...(numbers.get(rules.select(n)) ?? []), n]);
  return numbers;
}

describe('plural forms of the texts with a number', () => {
  const tables: Record<string, Readonly<Partial<Record<string, PluralForms>>>> = { ru: ruPlurals, ar: arPlurals };

  it('gives every text every form its language counts with, each with the Hebrew text\'s placeholders', () => {
    for (const [language, table] of Object.entries(tables)) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const numbers = numbersByCategory(language);
      expect(Object.keys(table).length, language).toBeGreaterThan(0);
      for (const [key, forms] of Object.entries(table)) {
        expect(Object.keys(forms!).sort(), `${language}: ${key}`).toEqual([...categories].sort());
        const hebrew = placeholders(allHe[key] ?? '');
        for (const category of categories) {
          const form = forms![category as keyof PluralForms] ?? '';
          // A category of one number only (Arabic's zero, one and two) may say it in words: "ساعتان", not "2 ساعات".
          const saidInWords = numbers.get(category)?.length === 1 ? hebrew.filter((name) => !/^\{(count|days|months)\}$/.test(name)) : hebrew;
          expect([hebrew, saidInWords], `${language}: ${key} (${category}): ${form}`).toContainEqual(placeholders(form));
        }
      }
    }
  });
});
