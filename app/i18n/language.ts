// The card languages' module, not the contract's auth module (the same list): this one is read by the drawn pages'
// start script, which must not carry the validation library.
import { CARD_LANGUAGES, isCardLanguage, LANGUAGE_PARAMETER, type CardLanguage } from '../../shared/contract/card-languages';
export { LANGUAGE_NAMES } from '../../shared/contract/card-languages';

/** Supported languages, in the order the language menu lists them; he is the default. */
export const LANGUAGES = CARD_LANGUAGES;
/** One supported language. */
export type Language = CardLanguage;


/** Reads a stored language choice, falling back to Hebrew. */
export function parseLanguage(value: string | null | undefined): Language {
  return isCardLanguage(value) ? value : 'he';
}

/** The language an address asks for (`?lang=en`, as a card links to the privacy policy), if it is one of the app's. */
export function linkedLanguage(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return isCardLanguage(asked) ? asked : undefined;
}
