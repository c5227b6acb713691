// The language chosen on this device: kept in its storage and told to the server in a cookie, so the server draws the
// next pages in it before any script runs. Read by the drawn pages' start script too, so it stays this small.
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import { isCardLanguage } from '../../shared/contract/card-languages';
import { STORAGE_KEYS, browserStorage } from '../lib/storage';
import { linkedLanguage, parseLanguage, type Language } from './language';

/** The language chosen on this device (Hebrew until one is). */
export const deviceLanguage = (): Language => parseLanguage(browserStorage().getItem(STORAGE_KEYS.language));

/** Whether a language was ever chosen on this device (Hebrew is then only the default). */
export const languageChosenOnDevice = (): boolean => isCardLanguage(browserStorage().getItem(STORAGE_KEYS.language));

/** Tells the server the language chosen on this device (a cookie). */
export function tellServerLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

/** Keeps a language as this device's choice, for the app and for the server. */
export function chooseDeviceLanguage(language: Language): void {
  browserStorage().setItem(STORAGE_KEYS.language, language);
  tellServerLanguage(language);
}

/**
 * A language a link names (`?lang=ar`, as an Arabic card links to the site) becomes this device's when none has been
 * chosen on it: the visitor reads on in it, page after page. A choice already made stays; the page the link opens is
 * shown in its language all the same.
 */
export function adoptLinkedLanguage(): void {
  const linked = linkedLanguage(location.search);
  if (linked && !languageChosenOnDevice()) chooseDeviceLanguage(linked);
}
