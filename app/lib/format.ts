/** Formatting rules of spec §9: Hebrew (Israel) locale, long dates, whole-shekel amounts. */

const LOCALE = 'he-IL';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' });

/** A date in the long Hebrew form, e.g. "14 במרץ 2025"; empty for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: 'ILS' | 'USD'): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    currencyFormats.set(currency, format);
  }
  return format;
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
  return currencyFormat(displayCurrency(currency)).format(amount);
}
