import { INTL_LOCALES, type CardLanguage } from './contract/card-languages';

const NO_BREAK_SPACE = '\u00a0';

/** Intl's formats of long dates, made on first use per locale and time zone (building one loads the locale's calendar data). */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the long form of `language` ("1 בדצמבר 2026", "1 ديسمبر 2026", "1 декабря 2026 г.", "1 December 2026"),
 * in `timeZone` (else the reader's own); empty for a missing or invalid date. Its parts are joined by no-break spaces:
 * on a narrow line Intl's plain spaces left "г." or the year alone on the next.
 */
export function longDate(language: CardLanguage, value: Date | string | number | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone });
    formats.set(key, format);
  }
  return format.format(date).replaceAll(' ', NO_BREAK_SPACE);
}
