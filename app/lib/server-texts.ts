import { useEffect, useReducer } from 'react';
import type { Locale } from '../../shared/contract/auth';
import type { ServerTexts } from '../../shared/i18n/server-texts';

interface TranslatedServerTexts {
  byMessage: ReadonlyMap<string, string>;
  byCode: Readonly<Record<string, string>>;
  field: string;
  general: string;
}

/** The interface language, told by the i18n module (which builds on lib/) whenever it is set. */
let shown: Locale = 'he';

/** Says which language the server's messages are to be shown in. */
export function serverTextsIn(language: Locale): void {
  shown = language;
}

type OtherLocale = Exclude<Locale, 'he'>;

/** Each language's lookup of the server's messages, loaded when that language is first shown. */
const TABLES: Record<OtherLocale, () => Promise<ServerTexts>> = {
  ar: () => import('../../shared/i18n/ar-server').then((m) => m.arServer),
  ru: () => import('../../shared/i18n/ru-server').then((m) => m.ruServer),
  en: () => import('../../shared/i18n/en-server').then((m) => m.enServer),
};

const translated: Partial<Record<OtherLocale, TranslatedServerTexts>> = {};
const loading: Partial<Record<OtherLocale, Promise<void>>> = {};

const HEBREW = /[\u0590-\u05FF]/;

/**
 * Loads the shown language's words for the server's (Hebrew) messages, once; an app shown in Hebrew needs nothing.
 * Loaded when first needed, as it names every message of the contract.
 */
export function loadServerTexts(): Promise<void> {
  const language = shown;
  if (language === 'he') return Promise.resolve();
  loading[language] ??= TABLES[language]().then(({ tables, codes, field, general }) => {
    const byMessage = new Map<string, string>();
    for (const [hebrew, inLanguage] of tables) {
      for (const [key, text] of Object.entries(inLanguage)) byMessage.set(String(hebrew[key]), text);
    }
    translated[language] = { byMessage, byCode: codes, field, general };
  });
  return loading[language];
}

/** True when serverText can already say everything in the interface language (Hebrew, or another once loaded). */
export function serverTextsReady(): boolean {
  return shown === 'he' || translated[shown] !== undefined;
}

/**
 * For a component that shows the contract's messages itself, not only a server's answer: on a screen in another
 * language than Hebrew it loads their words in it, and draws again once they are there.
 */
export function useServerTexts(): void {
  const ready = serverTextsReady();
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
  useEffect(() => {
    if (!ready) void loadServerTexts().catch(() => undefined).then(drawAgain);
  }, [ready]);
}

/** What a server's message is about, to put it into the shown language when the message itself is not in the tables. */
export interface ServerTextContext {
  /** The answer's error code. */
  code?: string | undefined;
  /** The message names one field's problem. */
  field?: boolean;
}

/**
 * A message of the server's (or of the contract's checks) in the interface language: in Hebrew as it came; in
 * another its words in that language, else what its code means, so no Hebrew reaches a screen in another language.
 * Text with no Hebrew in it (a name someone typed) stays as it is.
 */
export function serverText(message: string, context: ServerTextContext = {}): string {
  // Callers wait for loadServerTexts(); should the table not load, the message shows as sent.
  const words = shown === 'he' ? undefined : translated[shown];
  if (!words || !HEBREW.test(message)) return message;
  const known = words.byMessage.get(message);
  if (known) return known;
  if (context.field) return words.field;
  return (context.code !== undefined && words.byCode[context.code]) || words.general;
}
