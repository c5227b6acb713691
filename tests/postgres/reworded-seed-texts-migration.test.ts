import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../api/seed/seed';
import type { QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import { engines, enginesBefore } from '../helpers/engines';

const BEFORE = '0057';
const NOW = new Date('2026-11-30T10:00:00.000Z');

type TextColumn = 'description' | 'features' | `${'description' | 'features'}_${'en' | 'ar' | 'ru'}`;

/** The seeded packages' texts as an installation seeded before their rewording holds them. */
const OLD_TEXTS: [seedKey: string, column: TextColumn, text: string][] = [
  ['pro', 'features_en', JSON.stringify(['Up to 5 cards', 'View statistics', 'Lead collection', 'Every template and colour', 'A discounted NFC card', 'Full chat support'])],
  [
    'team',
    'description',
    'כרטיסים לכל הצוות בתשלום לפי מושב: כל חבר/ת צוות מקבל/ת את כל מה שבחבילה המקצועית, ובעלי הארגון רואים את כל הכרטיסים והלידים במקום אחד.',
  ],
  [
    'team',
    'features',
    JSON.stringify(['מחיר לכל מושב: בעלי הארגון וכל חבר/ת צוות', 'כל מה שבחבילה המקצועית, לכל מושב', 'תבנית צוות אחידה לכל הכרטיסים', 'כל הלידים של הצוות במקום אחד, עם ייצוא CSV', 'כרטיסי NFC לכל חבר/ת צוות']),
  ],
  ['team', 'description_en', "Cards for the whole team, paid per seat: every member gets everything in Pro, and the organisation's owners see every card and lead in one place."],
  [
    'team',
    'features_en',
    JSON.stringify(["A price per seat: the organisation's owner and each member", 'Everything in Pro, for every seat', 'One team template for every card', "All the team's leads in one place, with CSV export", 'NFC cards for every member']),
  ],
  [
    'team',
    'description_ar',
    'بطاقات للفريق كله بالدفع لكل مقعد: كل عضو يحصل على كل ما في الباقة الاحترافية، ويرى أصحاب المؤسسة كل البطاقات والعملاء المحتملين في مكان واحد.',
  ],
  [
    'team',
    'features_ar',
    JSON.stringify(['سعر لكل مقعد: صاحب المؤسسة وكل عضو', 'كل ما في الباقة الاحترافية، لكل مقعد', 'قالب موحّد للفريق لكل البطاقات', 'كل العملاء المحتملين للفريق في مكان واحد، مع تصدير CSV', 'بطاقات NFC لكل عضو']),
  ],
  [
    'team',
    'description_ru',
    'Визитки для всей команды с оплатой за место: каждый участник получает всё, что есть в тарифе «Профи», а владельцы организации видят все визитки и лиды в одном месте.',
  ],
  [
    'team',
    'features_ru',
    JSON.stringify(['Цена за место: владелец организации и каждый участник', 'Всё из тарифа «Профи» для каждого места', 'Единый шаблон команды для всех визиток', 'Все лиды команды в одном месте, с выгрузкой в CSV', 'NFC-карты для каждого участника']),
  ],
  ['nfc_card', 'description_en', 'A physical card with an NFC chip and a QR code that opens your digital card with a tap. Delivered within 3-5 business days.'],
  [
    'nfc_card',
    'features_en',
    JSON.stringify(['An NFC chip that iPhones and Android phones read', 'A QR code printed on the card', 'Point it at another digital card at any time', 'Delivered within 3-5 business days']),
  ],
];

const TEXT_COLUMNS = ['', '_en', '_ar', '_ru'].flatMap((l) =>
  ['name', 'description', 'features', 'benefit1', 'benefit2', 'benefit3', 'benefit4', 'benefit5'].map((c) => `${c}${l}` as keyof Tables['products']),
);

/** Every package's texts by its seed key (an admin's own package under its name). */
async function texts(query: QueryBuilder): Promise<Record<string, Record<string, unknown>>> {
  const rows = await query.selectFrom('products').select(['seed_key', 'name', ...TEXT_COLUMNS]).orderBy('id').execute();
  return Object.fromEntries(rows.map((row) => [row.seed_key ?? row.name, row]));
}

const setText = (query: QueryBuilder, seedKey: string, column: TextColumn, text: string) =>
  query.updateTable('products').set({ [column]: text }).where('seed_key', '=', seedKey).execute();

describe.each(enginesBefore(BEFORE))('migration 0057 on $name: seeded package texts reworded since', ({ name, before }) => {
  it('gives an installation seeded before the rewording the texts a new one gets, and keeps every text an admin wrote', async () => {
    const { query, finish } = await before();
    await seedProducts(query, NOW);
    for (const [seedKey, column, text] of OLD_TEXTS) await setText(query, seedKey, column, text);
    // An admin changed the Team plan's English description, and added a line to Pro's English features.
    const adminDescription = 'Cards for the whole team, paid per seat: ask us about a price for your organisation.';
    await setText(query, 'team', 'description_en', adminDescription);
    const adminFeatures = JSON.stringify(['Up to 5 cards', 'View statistics', 'Lead collection', 'Every template and colour', 'A discounted NFC card', 'Full chat support', 'Priority phone line']);
    await setText(query, 'pro', 'features_en', adminFeatures);
    // And made a package of their own from the Team plan's old Hebrew description.
    const teamDescription = OLD_TEXTS.find(([key, column]) => key === 'team' && column === 'description')![2];
    await query
      .insertInto('products')
      .values({ name: 'ארגונים', description: teamDescription, package_type: 'team', created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .execute();

    await finish();

    const fresh = await engines.find((engine) => engine.name === name)!.open();
    await seedProducts(fresh, NOW);
    const now = await texts(query);
    const seeded = await texts(fresh);
    expect(now).toEqual({
      ...seeded,
      pro: { ...seeded.pro, features_en: adminFeatures },
      team: { ...seeded.team, description_en: adminDescription },
      ארגונים: expect.objectContaining({ description: teamDescription }),
    });
    expect(now.team!.description).toContain('ובעלי הצוות רואים');
    expect(now.team!.features_en).toContain("the team's owner and each member");
    expect(now.team!.description_ar).toContain('ويرى مالك الفريق كل البطاقات');
    expect(now.team!.features_ar).toContain('مالك الفريق وكل عضو');
    expect(now.team!.description_ru).toContain('а владелец команды видит все визитки');
    expect(now.team!.features_ru).toContain('владелец команды и каждый участник');
    expect(now.nfc_card!.description_en).toContain('Delivered within 3–5 business days');
    expect(now.nfc_card!.features_en).toContain('Delivered within 3–5 business days');
  });
});
