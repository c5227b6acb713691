import { SERVER_QUERIES_ID } from '../shared/documents.mjs';
import { LANGUAGE_PARAMETER } from '../shared/contract/card-languages';
import { linkedLanguage, parseLanguage } from './i18n/language';
import { isReturningFromSignIn } from './lib/session-check';
import { STORAGE_KEYS, browserStorage, readStoredUser } from './lib/storage';

/** The header's list of languages (app/layout/LanguageSwitch.tsx). */
export const LANGUAGE_LIST = '.language-switch select';

/** Dispatched on window once the app has taken over a page the server sent drawn (hydrated or replaced it). */
export const APP_STARTED_EVENT = 'kartis:app-started';

/**
 * True when the app's first render here draws exactly the pre-rendered page the server sent, so it can hydrate it:
 * drawn for a visitor (a user stored on this device changes the header), in the language the app starts in (the one
 * the address names, else the one chosen here), at an address whose query names nothing but that language.
 */
export function drawnPageFits(root: HTMLElement): boolean {
  const storage = browserStorage();
  const query = [...new URLSearchParams(location.search).keys()];
  const language = linkedLanguage(location.search) ?? parseLanguage(storage.getItem(STORAGE_KEYS.language));
  return root.dataset.prerendered === language && query.every((key) => key === LANGUAGE_PARAMETER) && !readStoredUser(storage);
}

/**
 * True when a pre-rendered page can wait for the visitor before the app starts: it fits as drawn, its content is
 * whole (not drawn as loading, like the blog's list, which the app fetches), no #section asks the app to scroll to a
 * part it draws, no sign-in is coming back to be told who is signed in, and it has no field to type into (what is
 * typed before the app hydrates a field would not reach it). The header's language list is no such field: a language
 * picked from it before the app starts is kept for the app (app/prerender/start-app.ts).
 */
export function drawnPageCanWait(root: HTMLElement): boolean {
  return (
    drawnPageFits(root) &&
    !root.querySelector('main [role="status"]') &&
    location.hash === '' &&
    !isReturningFromSignIn() &&
    [...root.querySelectorAll('input, select, textarea')].every((field) => field.closest(LANGUAGE_LIST) !== null)
  );
}

/**
 * True on an owner's page the server drew for the signed-in owner with its data (api/pages/owner-pages.ts), inert until the
 * app has taken it over and sent with the queries it was drawn from, in the app's `language` here: the app's first
 * render draws that very page, so it can hydrate it. (Drawn in another language, the page is replaced instead.)
 */
export function ownerPageDrawn(root: HTMLElement, language: string): boolean {
  return root.inert && root.hasChildNodes() && document.getElementById(SERVER_QUERIES_ID) !== null && document.documentElement.lang === language;
}
