import { describe, expect, it } from 'vitest';
import { displayCurrency, formatCalendarDay, formatCurrency, formatDate, formatDateTime, formatExactPrice, formatIn, formatLanguageName, formatNumber, formatPercent } from '../../../app/lib/format';
import { CARD_LANGUAGES, INTL_LOCALES, type CardLanguage } from '../../../shared/contract/card-languages';
import { formatShortDay } from '../../../app/features/stats/format';

/** The visible parts only: Intl adds RLM marks and spaces around the sign in he-IL. */
function visible(text: string): string {
  return text.replace(/[\u200e\u200f\s]/g, '');
}

const shekelParts = (n: number) =>
  new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .formatToParts(n)
    .filter((p) => p.type !== 'literal');

/** What `write` gives with the app in `language`, the app back in Hebrew after. */
function inLanguage<T>(language: CardLanguage, write: () => T): T {
  formatIn(language);
  try {
    return write();
  } finally {
    formatIn('he');
  }
}

const written = (language: CardLanguage, amount: number) => inLanguage(language, () => formatCurrency(amount));

describe('formatCalendarDay', () => {
  it('writes a day kept as YYYY-MM-DD (a lead’s reminder) as that day on a phone in any time zone: in New York 24 December stayed 23', () => {
    const zone = process.env.TZ;
    try {
      for (const place of ['America/Los_Angeles', 'America/New_York', 'UTC', 'Asia/Jerusalem', 'Pacific/Kiritimati']) {
        process.env.TZ = place;
        expect(formatCalendarDay('2026-12-24'), place).toBe('24\u00a0בדצמבר\u00a02026');
        expect(inLanguage('en', () => formatCalendarDay('2027-03-26')), place).toBe('26\u00a0March\u00a02027');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

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
      formatIn('ru');
      expect(formatDate(day)).toBe('1\u00a0декабря\u00a02027\u00a0г.');
      formatIn('ar');
      expect(formatDate(day)).toBe('1\u00a0ديسمبر\u00a02027');
      formatIn('en');
      expect(formatDate(day)).toBe('1\u00a0December\u00a02027');
    } finally {
      formatIn('he');
    }
    expect(formatDate(day)).toBe('1\u00a0בדצמבר\u00a02027');
  });
});

describe('formatDateTime', () => {
  const moment = new Date(2026, 11, 1, 10, 22);
  /** Intl's own date with time for the language, held together like a date. */
  const intl = (language: CardLanguage) =>
    new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(moment).replaceAll(' ', '\u00a0');

  it('joins the date and the time as each language does, with no Latin comma in Arabic', () => {
    const arabic = inLanguage('ar', () => formatDateTime(moment));
    expect(arabic).not.toContain(',');
    expect(arabic).toBe(intl('ar'));
    expect(arabic).toMatch(/^1\u00a0ديسمبر\u00a02026.*10:22$/);
    for (const language of CARD_LANGUAGES) expect(inLanguage(language, () => formatDateTime(moment))).toBe(intl(language));
    expect(formatDateTime(moment)).toContain('10:22');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
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

  it('shows 0 shekels for a missing amount', () => {
    expect(formatCurrency(null)).toBe(formatCurrency(0));
    expect(visible(formatCurrency(undefined))).toBe('0₪');
  });

  it('places the shekel sign as each language does: "89 ₪" in Russian, Hebrew and Arabic, "₪89" in English', () => {
    expect(written('ru', 89)).toBe('89\u00a0₪');
    expect(written('ru', 1235)).toBe('1\u00a0235\u00a0₪');
    expect(written('en', 89)).toBe('₪89');
    expect(visible(written('ar', 89))).toBe('89₪');
    expect(visible(written('he', 89))).toBe('89₪');
    expect(written('he', 40)).toBe('\u200f40\u00a0\u200f₪');
  });

  it("writes every shekel amount in every language exactly as the language's Intl.NumberFormat does, without using it", () => {
    const amounts = [0, -0, 0.5, -0.4, -0.5, 1.5, 2.5, -2.5, 999.5, 1234.5, 1e6, -1_234_567.5, Number.MAX_SAFE_INTEGER, 1e21, -1e21];
    for (let n = -3000; n <= 3000; n += 7) amounts.push(n, n + 0.25, n + 0.5, n + 0.75);
    for (let n = 1; n < 1e15; n *= 13) amounts.push(n, -n, n + 0.5);
    for (const language of CARD_LANGUAGES) {
      const intl = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'ILS', minimumFractionDigits: 0, maximumFractionDigits: 0 });
      const agorot = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of amounts) expect([language, amount, inLanguage(language, () => formatCurrency(amount))]).toEqual([language, amount, intl.format(amount)]);
      expect([language, inLanguage(language, () => formatExactPrice(29.9))]).toEqual([language, agorot.format(29.9)]);
    }
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
    formatIn('en');
    try {
      expect(formatDate(day)).toBe('14\u00a0March\u00a02025');
    } finally {
      formatIn('he');
    }
    expect(formatDate(day)).toBe('14\u00a0במרץ\u00a02025');
  });

  it("writes the statistics chart's days in the interface language too", () => {
    formatIn('en');
    try {
      expect(formatShortDay('2026-10-29')).toBe('29 Oct');
    } finally {
      formatIn('he');
    }
    expect(formatShortDay('2026-10-29')).toBe('29 באוק׳');
  });
});

describe('formatLanguageName', () => {
  it("names a lead's language in the owner's, in the owner's letters: not «שפה: English» or «اللغة: עברית»", () => {
    expect(inLanguage('he', () => formatLanguageName('en'))).toBe('אנגלית');
    expect(inLanguage('ar', () => formatLanguageName('he'))).toBe('العبرية');
    expect(inLanguage('ru', () => formatLanguageName('ar'))).toBe('арабский');
    expect(inLanguage('en', () => formatLanguageName('ru'))).toBe('Russian');
  });
});

describe('formatNumber and formatPercent', () => {
  it("write a number and a percentage as the interface language does, not always as Hebrew does", () => {
    expect(inLanguage('he', () => formatNumber(1234567))).toBe('1,234,567');
    expect(inLanguage('en', () => formatNumber(1234567))).toBe('1,234,567');
    expect(inLanguage('ru', () => formatNumber(1234567))).toBe('1\u00a0234\u00a0567');
    expect(inLanguage('ar', () => formatNumber(1234567))).toBe(new Intl.NumberFormat(INTL_LOCALES.ar).format(1234567));
    expect(inLanguage('en', () => formatPercent(0.125))).toBe('12.5%');
    expect(inLanguage('ru', () => formatPercent(0.125))).toBe('12,5\u00a0%');
  });

  it("writes every percentage in every language exactly as the language's Intl.NumberFormat does, a whole one without using it", () => {
    const fractions = [0, -0, -1e-12, 1e-12, 0.125, 0.0004, 0.0005, -0.2, 0.999, 0.9999, 12.345, 9.99, 10, 1234.5];
    for (let n = 0; n <= 1100; n += 1) fractions.push(n / 100, (n + 0.05) / 100);
    for (const language of CARD_LANGUAGES) {
      const intl = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'percent', maximumFractionDigits: 1 });
      for (const fraction of fractions) expect([language, fraction, inLanguage(language, () => formatPercent(fraction))]).toEqual([language, fraction, intl.format(fraction)]);
    }
  });
});
