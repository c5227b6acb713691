import { csvDocument, type CsvValue } from '../csv';
import { CARD_TEXTS } from '../../shared/card/texts';
import type { ItemClicks, StatsReport } from '../../shared/contract/stats';

/** Column and section titles of the stats export. */
export const CSV_TITLES = {
  day: 'תאריך',
  views: 'צפיות',
  uniques: 'מבקרים ייחודיים',
  clicks: 'קליקים',
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
} as const;

const SOURCE_NAMES = { nfc: 'NFC', qr: 'QR', link: 'קישור', direct: 'ישיר' } as const;
const DEVICE_NAMES = { mobile: 'נייד', tablet: 'טאבלט', desktop: 'מחשב', other: 'אחר' } as const;
/** Items the owner left unnamed, by kind. */
const KIND_NAMES: Record<string, string> = {
  phone: 'טלפון',
  email: 'מייל',
  website: 'אתר',
  address: 'כתובת',
  social: 'רשת חברתית',
  button: 'כפתור',
  video: 'סרטון',
  gallery: 'גלריה',
};

function itemTitle(item: ItemClicks): string {
  if (item.kind === null) return CSV_TITLES.removedItem;
  return item.label ?? KIND_NAMES[item.kind] ?? item.kind;
}

/** A stats report as CSV: per card sums (all-cards report), every day, then clicks per item and quick action, sources, devices and referrers. */
export function statsCsv(report: StatsReport): string {
  const t = CSV_TITLES;
  const rows: CsvValue[][] = [];
  if (report.card === null) {
    rows.push([t.card, t.views, t.uniques, t.clicks, t.leads]);
    for (const card of report.cards) rows.push([card.name, card.views, card.uniques, card.clicks, card.leads]);
    rows.push([]);
  }
  rows.push([t.day, t.views, t.uniques, t.clicks, t.contactSaves, t.shares, t.leads]);
  for (const d of report.series) rows.push([d.day, d.views, d.uniques, d.clicks, d.contactSaves, d.shares, d.leads]);
  rows.push([], [t.item, t.clicks]);
  for (const item of report.items) rows.push([itemTitle(item), item.clicks]);
  rows.push([], [t.action, t.clicks]);
  // The quick actions as the card's own buttons name them.
  for (const a of report.actions) rows.push([CARD_TEXTS.he[a.action], a.clicks]);
  rows.push([], [t.source, t.views]);
  for (const s of report.sources) rows.push([SOURCE_NAMES[s.source], s.views]);
  rows.push([], [t.device, t.views]);
  for (const d of report.devices) rows.push([DEVICE_NAMES[d.device], d.views]);
  rows.push([], [t.referrer, t.views]);
  for (const r of report.referrers) rows.push([r.host, r.views]);
  return csvDocument(rows);
}

/** The download name of a report (ASCII, so every browser keeps it). */
export function statsCsvFilename(report: StatsReport): string {
  return `kartis-stats-${report.card ? report.card.slug : 'all'}-${report.to}-${report.days}d.csv`;
}
