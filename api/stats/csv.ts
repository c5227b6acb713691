import { csvDocument, type CsvValue } from '../csv';
import { CARD_TEXTS } from '../../shared/card/texts';
import type { Locale } from '../../shared/contract/auth';
import { LANGUAGE_NAMES } from '../../shared/contract/card-languages';
import type { ItemClicks, StatsReport } from '../../shared/contract/stats';

/** The stats export's words, in the account's language: column and section titles, sources, devices and item kinds. */
export const STATS_CSV_TEXTS = {
  he: {
    titles: {
      day: 'תאריך',
      views: 'צפיות',
      uniques: 'מבקרים ייחודיים',
      clicks: 'לחיצות',
      contactSaves: 'שמירות איש קשר',
      shares: 'שיתופים',
      leads: 'לידים',
      card: 'כרטיס',
      item: 'פריט',
      removedItem: 'פריט שהוסר',
      action: 'פעולה מהירה',
      source: 'מקור',
      device: 'מכשיר',
      referrer: 'אתר מפנה',
      language: 'שפה',
    },
    sources: { nfc: 'NFC', qr: 'QR', link: 'קישור', direct: 'ישיר' },
    devices: { mobile: 'נייד', tablet: 'טאבלט', desktop: 'מחשב', other: 'אחר' },
    // Items the owner left unnamed, by kind.
    kinds: { phone: 'טלפון', email: 'מייל', website: 'אתר', address: 'כתובת', social: 'רשת חברתית', button: 'כפתור', video: 'סרטון', gallery: 'גלריה' } as Record<string, string>,
  },
  ar: {
    titles: {
      day: 'التاريخ',
      views: 'المشاهدات',
      uniques: 'الزوار الفريدون',
      clicks: 'النقرات',
      contactSaves: 'حفظ جهة الاتصال',
      shares: 'المشاركات',
      leads: 'العملاء المحتملون',
      card: 'البطاقة',
      item: 'العنصر',
      removedItem: 'عنصر محذوف',
      action: 'إجراء سريع',
      source: 'المصدر',
      device: 'الجهاز',
      referrer: 'الموقع المُحيل',
      language: 'اللغة',
    },
    sources: { nfc: 'NFC', qr: 'QR', link: 'رابط', direct: 'مباشر' },
    devices: { mobile: 'هاتف', tablet: 'جهاز لوحي', desktop: 'حاسوب', other: 'آخر' },
    kinds: { phone: 'هاتف', email: 'بريد إلكتروني', website: 'موقع', address: 'عنوان', social: 'شبكة اجتماعية', button: 'زر', video: 'فيديو', gallery: 'معرض صور' } as Record<string, string>,
  },
  ru: {
    titles: {
      day: 'Дата',
      views: 'Просмотры',
      uniques: 'Уникальные посетители',
      clicks: 'Клики',
      contactSaves: 'Сохранения контакта',
      shares: 'Репосты',
      leads: 'Лиды',
      card: 'Визитка',
      item: 'Элемент',
      removedItem: 'Удалённый элемент',
      action: 'Быстрое действие',
      source: 'Источник',
      device: 'Устройство',
      referrer: 'Ссылающийся сайт',
      language: 'Язык',
    },
    sources: { nfc: 'NFC', qr: 'QR', link: 'Ссылка', direct: 'Напрямую' },
    devices: { mobile: 'Телефон', tablet: 'Планшет', desktop: 'Компьютер', other: 'Другое' },
    kinds: { phone: 'Телефон', email: 'Эл. почта', website: 'Сайт', address: 'Адрес', social: 'Соцсеть', button: 'Кнопка', video: 'Видео', gallery: 'Галерея' } as Record<string, string>,
  },
  en: {
    titles: {
      day: 'Date',
      views: 'Views',
      uniques: 'Unique visitors',
      clicks: 'Clicks',
      contactSaves: 'Contact saves',
      shares: 'Shares',
      leads: 'Leads',
      card: 'Card',
      item: 'Item',
      removedItem: 'Removed item',
      action: 'Quick action',
      source: 'Source',
      device: 'Device',
      referrer: 'Referring site',
      language: 'Language',
    },
    sources: { nfc: 'NFC', qr: 'QR', link: 'Link', direct: 'Direct' },
    devices: { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Computer', other: 'Other' },
    kinds: { phone: 'Phone', email: 'Email', website: 'Website', address: 'Address', social: 'Social network', button: 'Button', video: 'Video', gallery: 'Gallery' } as Record<string, string>,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * A stats report as CSV in `locale`: per card sums (all-cards report), every day, then clicks per item and quick
 * action, sources, devices, referrers and, for cards in several languages, views by language.
 */
export function statsCsv(report: StatsReport, locale: Locale): string {
  const words = STATS_CSV_TEXTS[locale];
  const t = words.titles;
  const itemTitle = (item: ItemClicks) => (item.kind === null ? t.removedItem : (item.label ?? words.kinds[item.kind] ?? item.kind));
  const rows: CsvValue[][] = [];
  if (report.card === null) {
    rows.push([t.card, t.views, t.uniques, t.clicks, t.leads]);
    for (const card of report.cards) rows.push([card.name, card.views, card.uniques, card.clicks, card.leads]);
    rows.push([]);
  }
  rows.push([t.day, t.views, t.uniques, t.clicks, t.contactSaves, t.shares, t.leads]);
  for (const d of report.series) rows.push([d.day, d.views, d.uniques, d.clicks, d.contactSaves, d.shares, d.leads]);
  // Over several cards, each item names the card it is on, as the stats page does: two cards' «Phone» are two rows.
  const cardName = new Map(report.cards.length > 1 ? report.cards.map((card) => [card.profileId, card.name]) : []);
  if (cardName.size > 0) {
    rows.push([], [t.item, t.card, t.clicks]);
    for (const item of report.items) rows.push([itemTitle(item), cardName.get(item.profileId) ?? '', item.clicks]);
  } else {
    rows.push([], [t.item, t.clicks]);
    for (const item of report.items) rows.push([itemTitle(item), item.clicks]);
  }
  rows.push([], [t.action, t.clicks]);
  // The quick actions as the card's own buttons name them.
  for (const a of report.actions) rows.push([CARD_TEXTS[locale][a.action], a.clicks]);
  rows.push([], [t.source, t.views]);
  for (const s of report.sources) rows.push([words.sources[s.source], s.views]);
  rows.push([], [t.device, t.views]);
  for (const d of report.devices) rows.push([words.devices[d.device], d.views]);
  rows.push([], [t.referrer, t.views]);
  for (const r of report.referrers) rows.push([r.host, r.views]);
  // Views by language only for cards in several languages, each language by its own name.
  if (report.languages.length > 0) {
    rows.push([], [t.language, t.views]);
    for (const l of report.languages) rows.push([LANGUAGE_NAMES[l.language], l.views]);
  }
  return csvDocument(rows);
}

/** The download name of a report (ASCII, so every browser keeps it). */
export function statsCsvFilename(report: StatsReport): string {
  return `kartis-stats-${report.card ? report.card.slug : 'all'}-${report.to}-${report.days}d.csv`;
}
