import { atom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { cardDirection, LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { heCore, type CoreMessageKey } from '../../shared/i18n/he-core';
import type { FeatureMessageKey } from '../../shared/i18n/he';
import { interpolate, pluralText, type PluralTable } from '../../shared/i18n/plural';
import { STORAGE_KEYS, browserStorage } from '../lib/storage';
import { appStore } from '../lib/store';
import { formatIn } from '../lib/format';
import { serverTextsIn } from '../lib/server-texts';
import { postToWorker } from '../lib/post-to-worker';
import { deviceLanguage, tellServerLanguage } from './device-language';
import { SW_MESSAGES } from '../../shared/sw-messages';
import { manifestPath } from '../../shared/pages/web-manifest';

/** Every text key the app uses: the core texts of the first load plus the features' texts. */
export type MessageKey = CoreMessageKey | FeatureMessageKey;

import { linkedLanguage, type Language } from './language';

export { LANGUAGE_NAMES, LANGUAGES, parseLanguage, type Language } from './language';
export { adoptLinkedLanguage, deviceLanguage, languageChosenOnDevice } from './device-language';

type Messages = Partial<Record<MessageKey, string>>;
type Plurals = PluralTable<MessageKey>;
type LoadedMessages = Record<Language, { core?: Messages; features?: Messages; plurals?: Plurals }>;

/**
 * Text tables loaded so far. Hebrew core texts (shell, auth, landing) ship with the first load; the features'
 * texts load with any route but the landing page, and another language loads when first chosen.
 */
let loaded: LoadedMessages = { he: { core: heCore }, ar: {}, ru: {}, en: {} };
const pendingFeatures: Partial<Record<Language, Promise<void>>> = {};

/** The loaded tables as state: replaced when a feature table arrives, so components that rendered without it render again. */
const loadedMessagesAtom = atom(loaded);

/** Makes a language's core texts available (call before switching to it). */
export async function loadMessages(language: Language): Promise<void> {
  if (loaded[language].core) return;
  const core = await CORE_TABLES[language]();
  loaded = { ...loaded, [language]: { ...loaded[language], core } };
  appStore.set(loadedMessagesAtom, loaded);
}

/** Each language's core table: Hebrew's ships with the first load, the others load when first chosen. */
const CORE_TABLES: Record<Language, () => Promise<Messages>> = {
  he: () => Promise.resolve(heCore),
  ar: () => import('../../shared/i18n/ar-core').then((m) => m.arCore),
  ru: () => import('../../shared/i18n/ru-core').then((m) => m.ruCore),
  en: () => import('../../shared/i18n/en-core').then((m) => m.enCore),
};

/**
 * The feature tables' imports, one function each: written as one conditional, the minifier merges the imports'
 * preload wrappers into one, and the Hebrew table's own imports then load only after it.
 */
const FEATURE_TABLES: Record<Language, () => Promise<{ features: Messages; plurals?: Plurals }>> = {
  he: () => import('../../shared/i18n/he').then((m) => ({ features: m.he })),
  ar: () => import('../../shared/i18n/ar').then((m) => ({ features: m.ar, plurals: m.arPlurals })),
  ru: () => import('../../shared/i18n/ru').then((m) => ({ features: m.ru, plurals: m.ruPlurals })),
  en: () => import('../../shared/i18n/en').then((m) => ({ features: m.en })),
};

/** Makes a language's feature texts available; every route but the landing page waits for them. */
export function loadFeatureMessages(language: Language): Promise<void> {
  if (loaded[language].features) return Promise.resolve();
  pendingFeatures[language] ??= FEATURE_TABLES[language]().then((tables) => {
    loaded = { ...loaded, [language]: { ...loaded[language], ...tables } };
    appStore.set(loadedMessagesAtom, loaded);
  });
  return pendingFeatures[language];
}

/** The texts a page needs before it renders: the landing page makes do with the core texts. */
export async function loadMessagesFor(pathname: string, language: Language): Promise<void> {
  await loadMessages(language);
  if (pathname !== '/') await loadFeatureMessages(language);
}

export { interpolate };

/** The text for a key in a language; a feature text not loaded yet reads empty until its table arrives. */
export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>): string {
  return translateFrom(loaded, language, key, params);
}

function translateFrom(tablesByLanguage: LoadedMessages, language: Language, key: MessageKey, params?: Record<string, string | number>): string {
  const tables = tablesByLanguage[language];
  const text = tables.core?.[key] ?? tables.features?.[key];
  if (text === undefined) {
    void loadFeatureMessages(language);
    return '';
  }
  return interpolate(text, params);
}

/**
 * Sets lang and dir on <html> for the language the app is shown in, the dates, amounts and server's messages to it,
 * and the web manifest, so the app installed after a change of language is named in the new one.
 */
export function applyDocumentLanguage(language: Language): void {
  formatIn(language);
  serverTextsIn(language);
  document.documentElement.lang = language;
  document.documentElement.dir = cardDirection(language);
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
}

/**
 * Tells the server (its cookie) and the service worker the language chosen on this device: they draw the next pages
 * in it, before the app starts.
 */
export function tellDeviceLanguage(language: Language): void {
  tellServerLanguage(language);
  if ('serviceWorker' in navigator) postToWorker({ type: SW_MESSAGES.LANGUAGE, language });
}

// A link that names a language (a card's link to the privacy policy) opens in it, whatever the device's choice.
const storedLanguageAtom = atom<Language>(
  linkedLanguage(typeof location === 'undefined' ? '' : location.search) ?? deviceLanguage(),
);

/** The interface language; writing it loads its texts, then persists the choice and switches <html lang dir>. */
export const languageAtom = atom(
  (get) => get(storedLanguageAtom),
  async (_get, set, language: Language) => {
    await Promise.all([loadMessages(language), loadFeatureMessages(language)]);
    set(storedLanguageAtom, language);
    browserStorage().setItem(STORAGE_KEYS.language, language);
    applyDocumentLanguage(language);
    tellDeviceLanguage(language);
  },
);

/** The language a server render draws in: set without storing it or touching a document, which a server has not. */
export function setRenderedLanguage(language: Language): void {
  formatIn(language);
  serverTextsIn(language);
  appStore.set(storedLanguageAtom, language);
}

/**
 * A translate function: the text of a key in one language, its {placeholders} filled. It carries its language's
 * plural forms (Russian and Arabic), from which `countedText` and `numberedText` choose the form for a number.
 */
export type Translate = ((key: MessageKey, params?: Record<string, string | number>) => string) & {
  readonly plurals?: { readonly language: Language; readonly forms: Plurals };
};

/** A key whose text for exactly one thing is its `…One` twin ("התראה חדשה אחת" beside "{count} חדשות"). */
type CountedKey = { [K in MessageKey]: `${K}One` extends MessageKey ? K : never }[MessageKey];

/**
 * The text for `count` things: in Russian and Arabic the form their plural rules give the number ("Остался 1
 * резервный код", "Осталось 5 резервных кодов"); else the key's `…One` twin for one (Hebrew names one in the
 * singular), and the key with {count} for any other number. `params` fill the text's other placeholders, and may write
 * the count itself ({ count: "1,234" }).
 */
export function countedText(t: Translate, key: CountedKey, count: number, params: Record<string, string | number> = {}): string {
  if (t.plurals?.forms[key]) return numberedText(t, key, 'count', count, params);
  return count === 1 ? t(`${key}One` as MessageKey, params) : t(key, { count, ...params });
}

/**
 * The text of a key with a number in its placeholder `name` ({days}, {months}): in Russian and Arabic in the form
 * their plural rules give the number ("ещё 3 дня", "3 أشهر"), else the key's one text with the number.
 */
export function numberedText(t: Translate, key: MessageKey, name: string, value: number, params: Record<string, string | number> = {}): string {
  const plurals = t.plurals;
  const forms = plurals?.forms[key];
  return plurals && forms ? pluralText(plurals.language, value, forms, params, name) : t(key, { [name]: value, ...params });
}

/** The translate function for the current language. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  const tables = useAtomValue(loadedMessagesAtom);
  return useMemo(() => {
    const plurals = tables[language].plurals;
    const t = (key: MessageKey, params?: Record<string, string | number>) => translateFrom(tables, language, key, params);
    return plurals ? Object.assign(t, { plurals: { language, forms: plurals } }) : t;
  }, [tables, language]);
}

/** A download's address (a CSV, a vCard) that asks for the file in the language shown (`lang`), not the account's. */
export function useDownloadHref(): (href: string) => string {
  const language = useAtomValue(languageAtom);
  return useCallback((href) => `${href}${href.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`, [language]);
}
