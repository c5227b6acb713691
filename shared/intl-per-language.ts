import { INTL_LOCALES, type CardLanguage } from './contract/card-languages';

/** `make`'s Intl object for a language, made on first use and kept (they are slow to make: each loads locale data). */
export function perLanguage<T>(make: (locale: string) => T): (language: CardLanguage) => T {
  const made = new Map<CardLanguage, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(INTL_LOCALES[language]);
      made.set(language, value);
    }
    return value;
  };
}
