import { INTL_LOCALES, type CardLanguage } from '../../shared/contract/card-languages';
import { perLanguage } from '../../shared/intl-per-language';
import { longDate } from '../../shared/long-date';

/** Formatting rules: long dates, numbers and whole-shekel amounts, each in the app's language. */

const NO_BREAK_SPACE = '\u00a0';

/** The interface language (set by the i18n module), Hebrew until told otherwise. */
let language: CardLanguage = 'he';

/**
 * Dates and amounts follow the interface language, not the phone's locale: "14 במרץ 2025" and "40 ₪", "14 مارس 2025"
 * and "40 ₪", "14 марта 2025 г." and "40 ₪", or "14 March 2025" and "₪40".
 */
export function formatIn(interfaceLanguage: CardLanguage): void {
  language = interfaceLanguage;
}

// Made on first use: building a long-date format loads the locale's calendar data, tens of milliseconds on a phone
// that a page without dates (the landing page) should not spend while it starts.
type DateInput = Date | string | number | null | undefined;

/** `make`'s Intl object for the interface language, made on first use per language. */
function inInterfaceLanguage<T>(make: (locale: string) => T): () => T {
  const ofLanguage = perLanguage(make);
  return () => ofLanguage(language);
}

/** A formatter of dates in the style of `options`, its Intl format made on first use per locale; empty for a missing or invalid date. */
function dateTimeFormatter(options: Intl.DateTimeFormatOptions): (value: DateInput) => string {
  const format = inInterfaceLanguage((locale) => new Intl.DateTimeFormat(locale, options));
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    return format().format(date);
  };
}

/**
 * A date in the long form of the interface language, e.g. "14 במרץ 2025", its parts held on one line; empty for a
 * missing or invalid date. The rule is `longDate`'s, which the visitor's pages drawn by the server follow too.
 */
export const formatDate = (value: DateInput): string => longDate(language, value);

/**
 * A calendar day kept as `YYYY-MM-DD` (a lead's reminder, a statistics day) in the long form of the interface language,
 * the same day wherever the phone is: read in the phone's own zone, its UTC midnight was the day before west of London.
 */
export const formatCalendarDay = (day: string): string => longDate(language, day, 'UTC');

const longDateTime = dateTimeFormatter({ dateStyle: 'long', timeStyle: 'short' });

/**
 * A date with its time of day, joined as the interface language joins them ("1 בדצמבר 2026 בשעה 10:22",
 * "1 ديسمبر 2026 في 10:22", "1 December 2026 at 10:22"); held together like `formatDate`. One place for the join: a
 * hand-made "date, time" put a Latin comma into Arabic text.
 */
export const formatDateTime = (value: DateInput): string => longDateTime(value).replaceAll(' ', NO_BREAK_SPACE);

const languageNames = inInterfaceLanguage((locale) => new Intl.DisplayNames(locale, { type: 'language' }));

/**
 * A language named in the interface language ("אנגלית" on a Hebrew screen, "العبرية" on an Arabic one), as Intl names
 * it: where the owner reads which language a lead speaks. A language menu names each in itself (`LANGUAGE_NAMES`).
 */
export function formatLanguageName(named: CardLanguage): string {
  return languageNames().of(named) ?? named;
}

/** A day and short month in the interface language, read in UTC (a calendar day kept at UTC midnight): "14 במרץ" or "14 Mar". */
export const formatShortDate = dateTimeFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A time of day, hours and minutes ("14:05"); empty for a missing or invalid time. */
export const formatTime = dateTimeFormatter({ timeStyle: 'short' });

/** A formatter of numbers in the style of `options`, its Intl format made on first use per locale. */
function numberFormatter(options: Intl.NumberFormatOptions): (value: number) => string {
  const format = inInterfaceLanguage((locale) => new Intl.NumberFormat(locale, options));
  return (value) => format().format(value);
}

/** A number as the interface language writes it: "12,345" in Hebrew and English, "12 345" in Russian. */
export const formatNumber = numberFormatter({});

/** A number with exactly one decimal in the interface language: "4.4", "4,4" in Russian. */
export const formatOneDecimal = numberFormatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

const RLM = '\u200f';
const LRM = '\u200e';

const intlPercent = numberFormatter({ style: 'percent', maximumFractionDigits: 1 });

/**
 * A whole percentage below 1000 in each language exactly as its Intl.NumberFormat writes it (the tests hold each to
 * Intl's output): "38%" in Hebrew and English, "38\u200e%\u200e" in Arabic, "38\u00a0%" in Russian.
 */
const PERCENT_FORMS: Readonly<Record<CardLanguage, (digits: string) => string>> = {
  he: (digits) => `${digits}%`,
  ar: (digits) => `${digits}${LRM}%${LRM}`,
  ru: (digits) => `${digits}${NO_BREAK_SPACE}%`,
  en: (digits) => `${digits}%`,
};

/**
 * A fraction as a percentage in the interface language: "12.5%", "12,5\u00a0%" in Russian. The one way the app writes
 * a percentage: its texts hold the whole of it in {percent}, never a "%" of their own. A whole percentage (the landing
 * page's saving and figures) is written out, as `formatShekels` writes prices, so the landing page makes no Intl
 * number format while it starts.
 */
export function formatPercent(fraction: number): string {
  const percent = fraction * 100;
  const whole = Math.round(percent);
  if (whole >= 0 && !Object.is(whole, -0) && whole < 1000 && Math.abs(percent - whole) < 1e-9) return PERCENT_FORMS[language](String(whole));
  return intlPercent(fraction);
}

/**
 * A whole-shekel amount in each language exactly as its Intl.NumberFormat writes it (`INTL_LOCALES`; the tests hold
 * each to Intl's output): the sign after the number in Hebrew, Arabic and Russian ("\u200f1,235\u00a0\u200f₪",
 * "\u200f1,235\u00a0₪", "1\u00a0235\u00a0₪"), before it in English ("₪1,235").
 */
const SHEKEL_FORMS: Readonly<Record<CardLanguage, { group: string; write: (digits: string, minus: boolean) => string }>> = {
  he: { group: ',', write: (digits, minus) => `${RLM}${minus ? `${LRM}-` : ''}${digits}${NO_BREAK_SPACE}${RLM}₪` },
  ar: { group: ',', write: (digits, minus) => `${RLM}${minus ? `${LRM}-` : ''}${digits}${NO_BREAK_SPACE}₪` },
  ru: { group: NO_BREAK_SPACE, write: (digits, minus) => `${minus ? '-' : ''}${digits}${NO_BREAK_SPACE}₪` },
  en: { group: ',', write: (digits, minus) => `${minus ? '-' : ''}₪${digits}` },
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** An amount in `currency` with `decimals` decimals, by Intl in the interface language's locale (its format made once). */
function intlAmount(amount: number, currency: 'ILS' | 'USD', decimals: number): string {
  const locale = INTL_LOCALES[language];
  const key = `${locale} ${currency} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * A whole-shekel amount in the interface language, rounding half away from zero. Written out because a page's first
 * Intl.NumberFormat loads the number-formatting data, 50 ms of main thread in Chromium on this project's development
 * machine, and the landing page's prices would otherwise pay for it while it starts.
 */
function formatShekels(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) return intlAmount(amount, 'ILS', 0);
  const negative = amount < 0 || Object.is(amount, -0);
  const form = SHEKEL_FORMS[language];
  return form.write(String(whole).replace(/\B(?=(\d{3})+$)/g, form.group), negative);
}

/** The currency actually used: ILS for "ILS" or "₪" (and by default), USD for anything else. */
export function displayCurrency(currency: string | null | undefined = 'ILS'): 'ILS' | 'USD' {
  if (currency === null || currency === undefined) return 'ILS';
  const code = currency.trim().toUpperCase();
  return code === 'ILS' || code === '₪' ? 'ILS' : 'USD';
}

/** An amount with zero decimals in the interface language; a missing amount shows as 0 shekels. */
export function formatCurrency(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return formatShekels(0);
  if (displayCurrency(currency) === 'ILS') return formatShekels(amount);
  return intlAmount(amount, 'USD', 0);
}

/** A shekel price as stored: with its agorot where it has them ("‏29.90 ‏₪", "29,90 ₪"), else as formatCurrency writes it. */
export function formatExactPrice(amount: number): string {
  if (Number.isInteger(amount)) return formatShekels(amount);
  return intlAmount(amount, 'ILS', 2);
}

/** A file's size for people: "340 KB", "1.2 MB" (the units read the same in Hebrew). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
