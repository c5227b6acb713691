import { describe, expect, it } from 'vitest';
import { displayCurrency, formatCurrency, formatDate, formatDatesIn } from '../../../app/lib/format';
import { formatShortDay } from '../../../app/features/stats/format';

/** The visible parts only: Intl adds RLM marks and spaces around the sign in he-IL. */
function visible(text: string): string {
  return text.replace(/[\u200e\u200f\s]/g, '');
}

const shekelParts = (n: number) =>
  new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .formatToParts(n)
    .filter((p) => p.type !== 'literal');

describe('formatDate', () => {
  it('writes the long Hebrew form with day, month name and year', () => {
    expect(formatDate(new Date(2025, 2, 14))).toBe('14\u00a0במרץ\u00a02025');
    expect(formatDate('2024-12-01T10:00:00')).toBe('1\u00a0בדצמבר\u00a02024');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('holds a date together in every language: a narrow line never leaves "г." or the year alone', () => {
    const day = new Date(2027, 11, 1, 12);
    try {
      formatDatesIn('ru');
      expect(formatDate(day)).toBe('1\u00a0декабря\u00a02027\u00a0г.');
      formatDatesIn('ar');
      expect(formatDate(day)).toBe('1\u00a0ديسمبر\u00a02027');
      formatDatesIn('en');
      expect(formatDate(day)).toBe('1\u00a0December\u00a02027');
    } finally {
      formatDatesIn('he');
    }
    expect(formatDate(day)).toBe('1\u00a0בדצמבר\u00a02027');
  });
});

describe('formatCurrency', () => {
  it('shows shekels with zero decimals, rounding', () => {
    expect(visible(formatCurrency(1234.5))).toBe('1,235₪');
    expect(visible(formatCurrency(40))).toBe('40₪');
    const parts = shekelParts(300);
    expect(parts.map((p) => p.type)).toEqual(['integer', 'currency']);
    expect(parts.find((p) => p.type === 'currency')?.value).toBe('₪');
    expect(formatCurrency(300)).toBe(new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 }).format(300));
  });

  it("writes every shekel amount exactly as he-IL's Intl.NumberFormat does, without using it", () => {
    const intl = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const amounts = [0, -0, 0.5, -0.4, -0.5, 1.5, 2.5, -2.5, 999.5, 1234.5, 1e6, -1_234_567.5, Number.MAX_SAFE_INTEGER, 1e21, -1e21];
    for (let n = -3000; n <= 3000; n += 7) amounts.push(n, n + 0.25, n + 0.5, n + 0.75);
    for (let n = 1; n < 1e15; n *= 13) amounts.push(n, -n, n + 0.5);
    for (const amount of amounts) expect([amount, formatCurrency(amount)]).toEqual([amount, intl.format(amount)]);
  });

  it('shows ₪0 for a null amount', () => {
    expect(formatCurrency(null)).toBe('₪0');
    expect(formatCurrency(undefined)).toBe('₪0');
  });

  it('accepts the shekel sign as ILS and shows any other currency as USD', () => {
    expect(visible(formatCurrency(40, '₪'))).toBe('40₪');
    expect(visible(formatCurrency(40, 'ils'))).toBe('40₪');
    expect(visible(formatCurrency(40, 'EUR'))).toBe('40$');
    expect(visible(formatCurrency(40, 'USD'))).toBe('40$');
    expect(displayCurrency('GBP')).toBe('USD');
    expect(displayCurrency(undefined)).toBe('ILS');
  });
});

describe('dates follow the interface language', () => {
  it('writes long dates in English when the app is in English, and in Hebrew again after', () => {
    const day = new Date('2025-03-14T10:00:00Z');
    formatDatesIn('en');
    try {
      expect(formatDate(day)).toBe('14\u00a0March\u00a02025');
    } finally {
      formatDatesIn('he');
    }
    expect(formatDate(day)).toBe('14\u00a0במרץ\u00a02025');
  });

  it("writes the statistics chart's days in the interface language too", () => {
    formatDatesIn('en');
    try {
      expect(formatShortDay('2026-10-29')).toBe('29 Oct');
    } finally {
      formatDatesIn('he');
    }
    expect(formatShortDay('2026-10-29')).toBe('29 באוק׳');
  });
});
