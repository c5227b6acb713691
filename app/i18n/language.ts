import { LANGUAGE_PARAMETER } from '../../shared/pages/table';

/** Supported languages; he is the default. */
export const LANGUAGES = ['he', 'en'] as const;
/** One supported language. */
export type Language = (typeof LANGUAGES)[number];

/** Reads a stored language choice, falling back to Hebrew. */
export function parseLanguage(value: string | null | undefined): Language {
  return value === 'en' ? 'en' : 'he';
}

/** The language an address asks for (`?lang=en`, as a card links to the privacy policy), if it is one of the app's. */
export function linkedLanguage(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return LANGUAGES.find((language) => language === asked);
}
