import type { Locale } from '../shared/contract/auth';
import { ar } from '../shared/i18n/ar';
import { en } from '../shared/i18n/en';
import { he, type FeatureMessageKey } from '../shared/i18n/he';
import { ru } from '../shared/i18n/ru';

const TABLES: Readonly<Record<Locale, Record<FeatureMessageKey, string>>> = { he, ar, ru, en };

/** A text of the app's feature tables, its {placeholders} filled. */
export type FeatureTranslate = (key: FeatureMessageKey, params?: Record<string, string | number>) => string;

/**
 * The app's feature texts in an account's language, for what the server says in the app's words (a push, a mail that
 * names a device as the account page does).
 */
export function featureTextsIn(language: Locale): FeatureTranslate {
  const table = TABLES[language];
  return (key, params) => (params ? table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : table[key]);
}
