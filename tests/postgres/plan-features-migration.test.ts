import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../api/seed/seed';
import type { QueryBuilder } from '../../db/query-builder';
import { engines, enginesBefore } from '../helpers/engines';

const BEFORE = '0058';
const NOW = new Date('2026-12-02T10:00:00.000Z');

type FeaturesColumn = 'features' | 'features_en' | 'features_ar' | 'features_ru';

/** The plans' lists as an installation seeded before 0058 holds them: a template kept from the free plan, a discounted NFC card. */
const OLD_LISTS: [seedKey: 'basic' | 'pro', column: FeaturesColumn, features: string[]][] = [
  ['basic', 'features', ['כרטיס דיגיטלי אחד', 'קישור אישי וקוד QR לשיתוף', 'כפתורי חיוג, וואטסאפ וניווט', 'שמירת איש קשר לטלפון בלחיצה', 'תבנית עיצוב בסיסית']],
  ['basic', 'features_en', ['One digital card', 'A personal link and QR code to share', 'Call, WhatsApp and directions buttons', 'Save the contact to a phone in one tap', 'A basic design template']],
  ['basic', 'features_ar', ['بطاقة رقمية واحدة', 'رابط شخصي ورمز QR للمشاركة', 'أزرار اتصال وواتساب وملاحة', 'حفظ جهة الاتصال في الهاتف بلمسة', 'قالب تصميم أساسي']],
  ['basic', 'features_ru', ['Одна цифровая визитка', 'Личная ссылка и QR-код, чтобы делиться', 'Кнопки звонка, WhatsApp и маршрута', 'Сохранение контакта в телефон одним касанием', 'Базовый шаблон оформления']],
  ['pro', 'features', ['עד 5 כרטיסים', 'סטטיסטיקות צפייה', 'איסוף לידים', 'כל התבניות והצבעים', 'כרטיס NFC במחיר מוזל', 'תמיכה מלאה בצ׳אט']],
  ['pro', 'features_en', ['Up to 5 cards', 'View statistics', 'Lead collection', 'Every template and color', 'A discounted NFC card', 'Full chat support']],
  ['pro', 'features_ar', ['حتى 5 بطاقات', 'إحصائيات المشاهدة', 'جمع العملاء المحتملين', 'كل القوالب والألوان', 'بطاقة NFC بسعر مخفّض', 'دعم كامل عبر الدردشة']],
  ['pro', 'features_ru', ['До 5 визиток', 'Статистика просмотров', 'Сбор лидов', 'Все шаблоны и цвета', 'NFC-карта со скидкой', 'Полная поддержка в чате']],
];

/** The four lists of features of each plan, by seed key. */
async function lists(query: QueryBuilder): Promise<Record<string, Record<FeaturesColumn, string[]>>> {
  const rows = await query.selectFrom('products').select(['seed_key', 'features', 'features_en', 'features_ar', 'features_ru']).where('seed_key', 'is not', null).execute();
  return Object.fromEntries(
    rows.map((row) => [row.seed_key!, { features: JSON.parse(row.features), features_en: JSON.parse(row.features_en), features_ar: JSON.parse(row.features_ar), features_ru: JSON.parse(row.features_ru) }]),
  );
}

describe.each(enginesBefore(BEFORE))('migration 0058 on $name: the plans promise what they give', ({ name, before }) => {
  it('takes the discounted NFC card off the paid plan and the single template off the free plan, and keeps a list an admin wrote', async () => {
    const { query, finish } = await before();
    await seedProducts(query, NOW);
    for (const [seedKey, column, features] of OLD_LISTS) {
      await query.updateTable('products').set({ [column]: JSON.stringify(features) }).where('seed_key', '=', seedKey).execute();
    }
    // An admin promised their own discount in Russian.
    const adminRussian = ['До 5 визиток', 'NFC-карта со скидкой 20 %'];
    await query.updateTable('products').set({ features_ru: JSON.stringify(adminRussian) }).where('seed_key', '=', 'pro').execute();

    await finish();

    const fresh = await engines.find((engine) => engine.name === name)!.open();
    await seedProducts(fresh, NOW);
    const seeded = await lists(fresh);
    const now = await lists(query);
    expect(now).toEqual({ ...seeded, pro: { ...seeded.pro, features_ru: adminRussian } });
    expect(now.pro!.features_en).not.toContain('A discounted NFC card');
    expect(now.pro!.features).not.toContain('כרטיס NFC במחיר מוזל');
    expect(now.pro!.features_ar).toContain('تصدير العملاء المحتملين إلى CSV وجهات الاتصال');
    expect(now.basic!.features).toContain('כל התבניות והצבעים');
    expect(now.basic!.features_ru).toContain('Все шаблоны и цвета');
  });
});
