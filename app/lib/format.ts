import { INTL_LOCALES, type CardLanguage } from '../../shared/contract/card-languages';

/** Formatting rules: Hebrew (Israel) locale, long dates, whole-shekel amounts; dates in the app's language. */

const NO_BREAK_SPACE = '\u00a0';

/** The locale of dates: the interface language's (set by the i18n module), Hebrew until told otherwise. */
let dateLocale = 'he-IL';

/** Amounts keep the Hebrew (Israel) form in every language. */
const LOCALE = 'he-IL';

/** Dates follow the interface language, not the phone's locale: "14 במרץ 2025", "14 مارس 2025", "14 марта 2025 г." or "14 March 2025". */
export function formatDatesIn(language: CardLanguage): void {
  dateLocale = INTL_LOCALES[language];
}

// Made on first use: building a long-date format loads the locale's calendar data, tens of milliseconds on a phone
// that a page without dates (the landing page) should not spend while it starts.
type DateInput = Date | string | number | null | undefined;

/** A formatter of dates in the style of `options`, its Intl format made on first use per locale; empty for a missing or invalid date. */
function dateTimeFormatter(options: Intl.DateTimeFormatOptions): (value: DateInput) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    let format = formats.get(dateLocale);
    if (!format) {
      format = new Intl.DateTimeFormat(dateLocale, options);
      formats.set(dateLocale, format);
    }
    return format.format(date);
  };
}

const longDate = dateTimeFormatter({ dateStyle: 'long' });

/**
 * A date in the long form of the interface language, e.g. "14 במרץ 2025"; empty for a missing or invalid date. Its
 * parts are joined by no-break spaces: on a narrow line Intl's plain spaces left "г." or the year alone on the next.
 */
export const formatDate = (value: DateInput): string => longDate(value).replaceAll(' ', NO_BREAK_SPACE);

/** A day and short month in the interface language, read in UTC (a calendar day kept at UTC midnight): "14 במרץ" or "14 Mar". */
export const formatShortDate = dateTimeFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A time of day, hours and minutes ("14:05"); empty for a missing or invalid time. */
export const formatTime = dateTimeFormatter({ timeStyle: 'short' });

let dollarFormat: Intl.NumberFormat | undefined;

const RLM = '\u200f';
const LRM = '\u200e';

/**
 * A whole-shekel amount exactly as he-IL's Intl.NumberFormat writes it ("\u200f1,235\u00a0\u200f₪", negatives with
 * "\u200f\u200e-"), rounding half away from zero; the tests hold it to Intl's output. Written out because a
 * page's first Intl.NumberFormat loads the number-formatting data, 50 ms of main thread in Chromium on this
 * project's development machine, and the landing page's prices would otherwise pay for it while it starts.
 */
function formatShekels(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'ILS', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
  const negative = amount < 0 || Object.is(amount, -0);
  return `${RLM}${negative ? `${LRM}-` : ''}${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}${NO_BREAK_SPACE}${RLM}₪`;
}

/** The currency actually used: ILS for "ILS" or "₪" (and by default), USD for anything else. */
export function displayCurrency(currency: string | null | undefined = 'ILS'): 'ILS' | 'USD' {
  if (currency === null || currency === undefined) return 'ILS';
  const code = currency.trim().toUpperCase();
  return code === 'ILS' || code === '₪' ? 'ILS' : 'USD';
}

/** An amount with zero decimals in he-IL; a null amount shows "₪0". */
export function formatCurrency(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '₪0';
  if (displayCurrency(currency) === 'ILS') return formatShekels(amount);
  dollarFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return dollarFormat.format(amount);
}

let agorotFormat: Intl.NumberFormat | undefined;

/** A shekel price as stored: with its agorot where it has them ("‏29.90 ‏₪"), else as formatCurrency writes it. */
export function formatExactPrice(amount: number): string {
  if (Number.isInteger(amount)) return formatShekels(amount);
  agorotFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return agorotFormat.format(amount);
}

/** A file's size for people: "340 KB", "1.2 MB" (the units read the same in Hebrew). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
