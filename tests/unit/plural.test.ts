import { describe, expect, it } from 'vitest';
import { pluralText } from '../../shared/i18n/plural';

const codes = { one: 'Остался {count} резервный код', few: 'Осталось {count} резервных кода', many: 'Осталось {count} резервных кодов', other: 'Осталось {count} резервного кода' };
const hours = { zero: 'أقل من ساعة', one: 'ساعة واحدة', two: 'ساعتان', few: '{count} ساعات', many: '{count} ساعة', other: '{count} ساعة' };

describe('a count told in the form its language gives the number', () => {
  it('declines a Russian noun by the number as Intl counts it', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => pluralText('ru', n, codes))).toEqual([
      'Остался 1 резервный код',
      'Осталось 2 резервных кода',
      'Осталось 5 резервных кодов',
      'Осталось 11 резервных кодов',
      'Остался 21 резервный код',
      'Осталось 22 резервных кода',
      'Осталось 25 резервных кодов',
    ]);
  });

  it('gives Arabic its zero, one, two, few, many and other', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralText('ar', n, hours))).toEqual(['أقل من ساعة', 'ساعة واحدة', 'ساعتان', '3 ساعات', '11 ساعة', '100 ساعة']);
  });

  it('writes the number as the language writes numbers, and fills the other placeholders', () => {
    expect(pluralText('ru', 1234, { one: '{count} лид {name}', few: '{count} лида {name}', many: '{count} лидов {name}', other: '{count} лида {name}' }, { name: 'Dana' })).toBe('1\u00a0234 лида Dana');
    expect(pluralText('ar', 1234, hours)).toBe('1,234 ساعة');
  });

  it('fills the number under the name its text gives it, and a number the caller wrote itself', () => {
    expect(pluralText('ru', 3, { one: 'ещё {days} день', few: 'ещё {days} дня', many: 'ещё {days} дней', other: 'ещё {days} дня' }, {}, 'days')).toBe('ещё 3 дня');
    expect(pluralText('ru', 5, codes, { count: '5 (пять)' })).toBe('Осталось 5 (пять) резервных кодов');
  });
});
