import type { CardLanguage } from '../contract/card-languages';
import { perLanguage } from '../intl-per-language';

/** The plural categories of Intl.PluralRules: Russian uses one, few, many and other; Arabic all six. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A text's forms for each plural category its language has ("Остался {count} резервный код", "…кода", "…кодов"). */
export type PluralForms = Readonly<Partial<Record<PluralCategory, string>>> & { readonly other: string };

/** A language's plural forms for the texts whose noun changes with its number, by text key. */
export type PluralTable<Key extends string> = Readonly<Partial<Record<Key, PluralForms>>>;

/** Fills {name} placeholders in a text. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = perLanguage((locale) => new Intl.PluralRules(locale));
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));

/**
 * The form of a text for `count` things that its language's Intl.PluralRules chooses ("Осталось 5 резервных кодов",
 * "Остался 21 резервный код", "ساعتان"), its number written as the language writes numbers ("1 234" in Russian, as
 * `formatNumber` writes it) in the placeholder `name` ({count}, {days}…), unless `params` write it themselves.
 */
export function pluralText(language: CardLanguage, count: number, forms: PluralForms, params: Record<string, string | number> = {}, name = 'count'): string {
  const form = forms[pluralRules(language).select(count)] ?? forms.other;
  return interpolate(form, { [name]: numberFormat(language).format(count), ...params });
}
