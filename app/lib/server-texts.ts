import { useEffect, useReducer } from 'react';
import type { Locale } from '../../shared/contract/auth';

interface EnglishServerTexts {
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

let english: EnglishServerTexts | undefined;
let loading: Promise<void> | undefined;

const HEBREW = /[\u0590-\u05FF]/;

/**
 * Loads the English of the server's (Hebrew) messages, once; an app shown in Hebrew needs nothing. Loaded when first
 * needed, as it names every message of the contract.
 */
export function loadServerTexts(): Promise<void> {
  if (shown === 'he') return Promise.resolve();
  loading ??= import('../../shared/i18n/en-server').then(({ SERVER_MESSAGE_TABLES, ENGLISH_ERROR_CODES, ENGLISH_FIELD_FALLBACK, ENGLISH_GENERAL_FALLBACK }) => {
    const byMessage = new Map<string, string>();
    for (const [hebrew, inEnglish] of SERVER_MESSAGE_TABLES) {
      for (const [key, text] of Object.entries(inEnglish)) byMessage.set(String(hebrew[key]), text);
    }
    english = { byMessage, byCode: ENGLISH_ERROR_CODES, field: ENGLISH_FIELD_FALLBACK, general: ENGLISH_GENERAL_FALLBACK };
  });
  return loading;
}

/** True when serverText can already say everything in the interface language (Hebrew, or English once loaded). */
export function serverTextsReady(): boolean {
  return shown === 'he' || english !== undefined;
}

/**
 * For a component that shows the contract's messages itself, not only a server's answer: on an English screen it
 * loads their English, and draws again once it is there.
 */
export function useServerTexts(): void {
  const ready = serverTextsReady();
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
  useEffect(() => {
    if (!ready) void loadServerTexts().catch(() => undefined).then(drawAgain);
  }, [ready]);
}

/** What a server's message is about, to put it into English when the message itself is not in the tables. */
export interface ServerTextContext {
  /** The answer's error code. */
  code?: string | undefined;
  /** The message names one field's problem. */
  field?: boolean;
}

/**
 * A message of the server's (or of the contract's checks) in the interface language: in Hebrew as it came; in
 * English its English, else what its code means, so no Hebrew reaches an English screen. Text with no Hebrew in it
 * (a name someone typed) stays as it is.
 */
export function serverText(message: string, context: ServerTextContext = {}): string {
  // Callers wait for loadServerTexts(); should the English table not load, the message shows as sent.
  if (shown === 'he' || !HEBREW.test(message) || !english) return message;
  const known = english.byMessage.get(message);
  if (known) return known;
  if (context.field) return english.field;
  return (context.code !== undefined && english.byCode[context.code]) || english.general;
}
