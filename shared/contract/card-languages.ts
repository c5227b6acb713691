/** The languages a card can be written in: Hebrew first, then Arabic, Russian and English. */
export const CARD_LANGUAGES = ['he', 'ar', 'ru', 'en'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

/** Each language by its own name, as a reader of it looks for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<CardLanguage, string>> = { he: 'עברית', ar: 'العربية', ru: 'Русский', en: 'English' };

/** The query parameter that opens a page in one of these languages (`/privacy?lang=en`), as a card links to it. */
export const LANGUAGE_PARAMETER = 'lang';

/** The writing direction of a card's language: Hebrew and Arabic run right to left. */
export function cardDirection(language: CardLanguage): 'rtl' | 'ltr' {
  return language === 'he' || language === 'ar' ? 'rtl' : 'ltr';
}

/** Something made for each card language, by `make`. */
export function perCardLanguage<T>(make: (language: CardLanguage) => T): Readonly<Record<CardLanguage, T>> {
  return Object.fromEntries(CARD_LANGUAGES.map((language) => [language, make(language)])) as Record<CardLanguage, T>;
}

/** True for one of the card languages (a value read from outside the contract). */
export function isCardLanguage(value: unknown): value is CardLanguage {
  return (CARD_LANGUAGES as readonly unknown[]).includes(value);
}

/** The Intl locale that writes dates and times in a language as Israel does (Arabic with the digits 0–9 used here). */
export const INTL_LOCALES: Readonly<Record<CardLanguage, string>> = { he: 'he-IL', ar: 'ar-IL-u-nu-latn', ru: 'ru-IL', en: 'en-IL' };
