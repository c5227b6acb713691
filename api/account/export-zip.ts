import type { QueryBuilder } from '../../db/query-builder';
import { csvDocument } from '../csv';
import { israelDay } from '../events/day';
import type { FileStore } from '../file-store/store';
import { leadMailRepo, presentLeadMail, type LeadMailRow } from '../lead-mail/repo';
import { emailHash } from '../lead-mail/tokens';
import { leadsCsv } from '../leads/csv';
import { leadsRepo, presentLead } from '../leads/repo';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { STATS_CSV_TEXTS } from '../stats/csv';
import { tapsOf } from '../stats/report';
import { buildVCard } from '../public-profiles/vcard';
import type { UserRow } from '../users/repo';
import { visitorFilesRepo } from '../visitor-files/repo';
import { visitorFileName } from '../visitor-files/store';
import { accountExport } from './export';

/** A file name inside the archive: no folders of its own, no characters a file system refuses. */
const safeName = (name: string) => name.replace(/[/\\:*?"<>|]+/g, '_').replace(/^\.+/, '_').slice(0, 120) || 'file';

/** Writes files into a ZIP held in memory (fflate loads with the first export: a server that only serves cards never needs it). */
async function zipWriter() {
  const { Zip, ZipDeflate, ZipPassThrough, strToU8 } = await import('fflate');
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  return {
    text(name: string, text: string) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(strToU8(text), true);
    },
    /** Bytes already compressed (pictures, PDFs) are stored as they are. */
    bytes(name: string, bytes: Uint8Array) {
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(bytes, true);
    },
    finish(): Buffer {
      zip.end();
      if (failure) throw failure;
      return Buffer.concat(chunks);
    },
  };
}

/**
 * The account's export as one ZIP: `account.json` (everything the account owns, as before), the cards (JSON and a
 * vCard each), the leads (CSV, and JSON with their consents and timelines), the files visitors attached, the cards'
 * daily statistics, and the webhooks without their secrets. The CSV files' headings are in the account's language.
 */
export async function accountExportZip(query: QueryBuilder, files: FileStore, user: UserRow, publicUrl: string, now = new Date()): Promise<Buffer> {
  const zip = await zipWriter();
  const account = await accountExport(query, user, publicUrl, now);
  zip.text('account.json', JSON.stringify(account, null, 2));

  const profiles = profilesRepo(query);
  const cards = await Promise.all((await profiles.listByUser(user.id)).map(async (row) => presentPublicProfile(row, await profiles.itemsOf(row.id))));
  zip.text('cards.json', JSON.stringify(account.cards, null, 2));
  for (const card of cards) zip.text(`cards/${safeName(card.slug)}.vcf`, buildVCard(card, { cardUrl: `${publicUrl}/p/${card.slug}`, language: card.language }));

  const rows = await leadsRepo(query).all(user.id, {});
  const refusals = await leadMailRepo(query).refusalsOf(user.id, rows.filter((row) => row.email).map((row) => emailHash(row.email)));
  const leads = rows.map((row) => presentLead(row, (row.email && refusals.get(emailHash(row.email))) || null));
  const mails = new Map<number, LeadMailRow[]>();
  for (const mail of await leadMailRepo(query).ofUser(user.id)) mails.set(mail.lead_id, [...(mails.get(mail.lead_id) ?? []), mail]);
  zip.text('leads.csv', leadsCsv(leads, user.locale));
  zip.text('leads.json', JSON.stringify(leads.map((lead) => ({ ...lead, mails: (mails.get(lead.id) ?? []).map(presentLeadMail) })), null, 2));

  const visitorFiles = visitorFilesRepo(query);
  for (const lead of leads) {
    const file = lead.attachment && (await visitorFiles.ofLead(lead.id));
    const bytes = file && (await files.read(visitorFileName(file)));
    if (file && bytes) zip.bytes(`visitor-files/${lead.id}-${safeName(file.file_name)}`, bytes);
  }

  // The days' rollups of the user's cards, their leads counted from the leads the export holds (as the statistics count them).
  const rollups = await query
    .selectFrom('profile_daily as d')
    .innerJoin('profiles as p', 'p.id', 'd.profile_id')
    .select(['p.slug', 'd.day', 'd.views', 'd.uniques', 'd.clicks', 'd.vcards', 'd.shares'])
    .where('p.user_id', '=', user.id)
    .execute();
  const slugs = new Map(cards.map((card) => [card.id, card.slug]));
  const statistics = new Map(rollups.map((r) => [`${r.slug}\n${r.day}`, { ...r, leads: 0 }]));
  for (const lead of rows) {
    const slug = lead.profile_id === null ? undefined : slugs.get(lead.profile_id);
    if (slug === undefined) continue;
    const day = israelDay(new Date(lead.created_at));
    const key = `${slug}\n${day}`;
    const entry = statistics.get(key) ?? { slug, day, views: 0, uniques: 0, clicks: 0, vcards: 0, shares: 0, leads: 0 };
    entry.leads += 1;
    statistics.set(key, entry);
  }
  const t = STATS_CSV_TEXTS[user.locale].titles;
  const header = [t.card, t.day, t.views, t.uniques, t.clicks, t.contactSaves, t.shares, t.leads];
  const days = [...statistics.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
  zip.text('statistics.csv', csvDocument([header, ...days.map((s) => [s.slug, s.day, s.views, s.uniques, tapsOf(s), s.vcards, s.shares, s.leads].map(String))]));
  zip.text('webhooks.json', JSON.stringify(account.webhooks, null, 2));
  return zip.finish();
}
