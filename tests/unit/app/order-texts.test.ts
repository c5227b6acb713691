import { describe, expect, it } from 'vitest';
import { countedText, interpolate, type MessageKey } from '../../../app/i18n';
import { ar } from '../../../shared/i18n/ar';
import { en } from '../../../shared/i18n/en';
import { he } from '../../../shared/i18n/he';
import { ru } from '../../../shared/i18n/ru';

/** A translator over one language's feature texts, as the app's `t` fills them. */
const translator = (table: Partial<Record<MessageKey, string>>) => (key: MessageKey, params?: Record<string, string | number>) => interpolate(table[key] ?? key, params);

/** An order's line in My orders and its title in the admin's orders, for 1, 2 and 5 cards. */
function orderLines(table: Partial<Record<MessageKey, string>>): string[] {
  const t = translator(table);
  return [1, 2, 5].flatMap((quantity) => [
    countedText(t, 'physicalCards.orderSummary', quantity, { id: 7, name: 'Dana' }),
    countedText(t, 'admin.orders.order', quantity, { id: 7 }),
  ]);
}

describe('an order of printed cards, named with its number and how many cards', () => {
  it('reads as Russian writes an order: «Заказ № 7 · 2 шт.», right for any number of cards', () => {
    expect(orderLines(ru)).toEqual([
      'Заказ № 7 · 1 шт. · Dana',
      'Заказ № 7 · 1 шт.',
      'Заказ № 7 · 2 шт. · Dana',
      'Заказ № 7 · 2 шт.',
      'Заказ № 7 · 5 шт. · Dana',
      'Заказ № 7 · 5 шт.',
    ]);
  });

  it('names one card in the singular in English and Hebrew, not "1 cards"', () => {
    expect(orderLines(en)).toEqual(['Order 7 · 1 card for Dana', 'Order 7 · 1 card', 'Order 7 · 2 cards for Dana', 'Order 7 · 2 cards', 'Order 7 · 5 cards for Dana', 'Order 7 · 5 cards']);
    expect(orderLines(he).slice(0, 4)).toEqual(['הזמנה 7 · כרטיס אחד של Dana', 'הזמנה 7 · כרטיס אחד', 'הזמנה 7 · 2 כרטיסים של Dana', 'הזמנה 7 · 2 כרטיסים']);
  });

  it('numbers the order in Arabic ("الطلب رقم 7") and gives the quantity apart, right for any number', () => {
    expect(orderLines(ar).slice(0, 4)).toEqual([
      'الطلب رقم 7 · بطاقة Dana · الكمية: 1',
      'الطلب رقم 7 · بطاقة واحدة',
      'الطلب رقم 7 · بطاقات Dana · الكمية: 2',
      'الطلب رقم 7 · عدد البطاقات: 2',
    ]);
  });
});
