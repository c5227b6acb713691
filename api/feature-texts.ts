import type { Locale } from '../shared/contract/auth';
import { ar, arPlurals } from '../shared/i18n/ar';
import { en } from '../shared/i18n/en';
import { he, type FeatureMessageKey } from '../shared/i18n/he';
import { interpolate, pluralText, type PluralTable } from '../shared/i18n/plural';
import { ru, ruPlurals } from '../shared/i18n/ru';

const TABLES: Readonly<Record<Locale, Record<FeatureMessageKey, string>>> = { he, ar, ru, en };
const PLURALS: Readonly<Partial<Record<Locale, PluralTable<FeatureMessageKey>>>> = { ar: arPlurals, ru: ruPlurals };

/** A text of the app's feature tables, its {placeholders} filled. */
export type FeatureTranslate = (key: FeatureMessageKey, params?: Record<string, string | number>) => string;

/**
 * The app's feature texts in an account's language, for what the server says in the app's words (a push, a mail that
 * names a device as the account page does).
 */
export function featureTextsIn(language: Locale): FeatureTranslate {
  const table = TABLES[language];
  return (key, params) => interpolate(table[key], params);
}

/**
 * A feature text for `count` things, in the form the language's plural rules give the number where it has them
 * ("5 новых лидов", "عميلان محتملان جديدان"), else the text with {count}.
 */
export function countedFeatureText(language: Locale, key: FeatureMessageKey, count: number): string {
  const forms = PLURALS[language]?.[key];
  return forms ? pluralText(language, count, forms) : interpolate(TABLES[language][key], { count });
}
