import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { he, type MessageKey } from './he';
import { STORAGE_KEYS, browserStorage } from '../lib/storage';

export type { MessageKey } from './he';

/** Supported languages (spec §1); he is the default. */
export const LANGUAGES = ['he', 'en'] as const;
/** One supported language. */
export type Language = (typeof LANGUAGES)[number];

/** Text tables loaded so far: Hebrew ships with the app, English loads when first chosen. */
const loadedMessages: Partial<Record<Language, Record<MessageKey, string>>> = { he };

/** Makes a language's texts available (call before switching to it). */
export async function loadMessages(language: Language): Promise<void> {
  if (!loadedMessages[language]) loadedMessages[language] = (await import('./en')).en;
}

/** Reads a stored language choice, falling back to Hebrew. */
export function parseLanguage(value: string | null | undefined): Language {
  return value === 'en' ? 'en' : 'he';
}

/** Fills {name} placeholders in a text. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text for a key in a language. */
export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>): string {
  return interpolate((loadedMessages[language] ?? he)[key], params);
}

/** Sets lang and dir on <html> for the language. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
}

const storedLanguageAtom = atom<Language>(parseLanguage(browserStorage().getItem(STORAGE_KEYS.language)));

/** The interface language; writing it persists the choice and switches <html lang dir> at once. */
export const languageAtom = atom(
  (get) => get(storedLanguageAtom),
  async (_get, set, language: Language) => {
    await loadMessages(language);
    set(storedLanguageAtom, language);
    browserStorage().setItem(STORAGE_KEYS.language, language);
    applyDocumentLanguage(language);
  },
);

/** The translate function for the current language. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const language = useAtomValue(languageAtom);
  return useCallback((key, params) => translate(language, key, params), [language]);
}
