import { z } from 'zod';
import { CARD_LANGUAGES } from './card-languages';
import { DEVICE_CLASSES, EVENT_SOURCES } from './events';
import { QUICK_ACTIONS } from './quick-actions';
import { STATS_RANGES, type StatsRange } from './stats-ranges';

export { QUICK_ACTIONS, type QuickAction } from './quick-actions';
export { STATS_RANGES, type StatsRange } from './stats-ranges';

/** `?days=7|30|90` of the stats endpoints (30 when absent). */
export const statsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], 'הטווח חייב להיות 7, 30 או 90 ימים')
    .default('30')
    .transform((value) => Number(value) as StatsRange),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int();

/** The sums of a period. `uniques` adds each day's unique visitors (visitor hashes change daily, by design). */
export const statsTotalsSchema = z.object({
  views: count,
  uniques: count,
  /** Every tap the card counts: on its items and on its quick actions, contact saves and shares included. */
  clicks: count,
  /** Visits (a visitor's day on a card, as `uniques` counts them) in which the visitor tapped anything. */
  engagedVisits: count,
  /** The share of visits with a tap, `engagedVisits / uniques` (0 to 1), or null without visits. */
  clickThroughRate: z.number().min(0).max(1).nullable(),
  /** vCard downloads. */
  contactSaves: count,
  shares: count,
  leads: count,
});
export type StatsTotals = z.infer<typeof statsTotalsSchema>;

/** One day's figures: the chart draws views and uniques, the table and the CSV show them all. */
export const statsDaySchema = z.object({
  day: z.string(),
  views: count,
  uniques: count,
  clicks: count,
  contactSaves: count,
  shares: count,
  leads: count,
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/**
 * Clicks on one item of a card. `kind` is null when the item was removed since. `label` is what the owner calls it,
 * or a name read from it (a network and handle, a site's host, a number or address), never a raw address; null when
 * only its kind names it.
 */
export const itemClicksSchema = z.object({
  itemId: z.number().int(),
  profileId: z.number().int(),
  kind: z.string().nullable(),
  label: z.string().nullable(),
  clicks: count,
});
export type ItemClicks = z.infer<typeof itemClicksSchema>;

/** Taps on one of the cards' quick actions. */
export const actionClicksSchema = z.object({ action: z.enum(QUICK_ACTIONS), clicks: count });
export type ActionClicks = z.infer<typeof actionClicksSchema>;

/** Views of a card (or of all cards) read in one language. */
export const languageViewsSchema = z.object({ language: z.enum(CARD_LANGUAGES), views: count });
export type LanguageViews = z.infer<typeof languageViewsSchema>;

/** One card's sums in the all-cards report. */
export const cardStatsSchema = z.object({
  profileId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  views: count,
  uniques: count,
  clicks: count,
  leads: count,
});
export type CardStats = z.infer<typeof cardStatsSchema>;

/** The card a single-card report is about. */
export const statsCardSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type StatsCard = z.infer<typeof statsCardSchema>;

/** `GET /api/profiles/{id}/stats` and `GET /api/stats`: a period's figures next to the previous period's. */
export const statsReportSchema = z.object({
  days: z.union(STATS_RANGES.map((days) => z.literal(days))),
  /** First and last day of the period (YYYY-MM-DD, Israel time), both included. */
  from: z.string(),
  to: z.string(),
  /** The card reported on, or null for all of the user's cards. */
  card: statsCardSchema.nullable(),
  totals: statsTotalsSchema,
  previous: statsTotalsSchema,
  /** Every day of the period, oldest first, with zeros where nothing happened. */
  series: z.array(statsDaySchema),
  items: z.array(itemClicksSchema),
  /** Every quick action, most tapped first (the card's order between equals). */
  actions: z.array(actionClicksSchema),
  sources: z.array(z.object({ source: z.enum(EVENT_SOURCES), views: count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), views: count })),
  /** The referring sites with the most views, most first. */
  referrers: z.array(z.object({ host: z.string(), views: count })),
  /**
   * Views by the version of the card read, most first: the card's own language and each it is written in too. A view
   * recorded in no language (before languages were) is of the card's own. Empty for cards in one language only.
   */
  languages: z.array(languageViewsSchema),
  /** All-cards report only: each card's sums, most viewed first (empty in a single-card report). */
  cards: z.array(cardStatsSchema),
});
export type StatsReport = z.infer<typeof statsReportSchema>;

/** The change from a previous figure to the current one, as a fraction (0.25 = +25%), or null when there was none before. */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}
