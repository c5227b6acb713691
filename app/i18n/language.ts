/** Supported languages; he is the default. */
export const LANGUAGES = ['he', 'en'] as const;
/** One supported language. */
export type Language = (typeof LANGUAGES)[number];

/** Reads a stored language choice, falling back to Hebrew. */
export function parseLanguage(value: string | null | undefined): Language {
  return value === 'en' ? 'en' : 'he';
}
