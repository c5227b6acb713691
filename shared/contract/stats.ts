import { z } from 'zod';
import type { DeviceClass, EventSource } from './events';
import type { QuickAction } from './quick-actions';
import type { StatsRange } from './stats-ranges';

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

/** The sums of a period. `uniques` adds each day's unique visitors (visitor hashes change daily, by design). */
export interface StatsTotals {
  views: number;
  uniques: number;
  /** Every tap the card counts: on its items and on its quick actions, contact saves and shares included. */
  clicks: number;
  /** Clicks per view (0 to 1+), or null when there were no views. */
  clickThroughRate: number | null;
  /** vCard downloads. */
  contactSaves: number;
  shares: number;
  leads: number;
}

/** One day's figures: the chart draws views and uniques, the table and the CSV show them all. */
export interface StatsDay {
  day: string;
  views: number;
  uniques: number;
  clicks: number;
  contactSaves: number;
  shares: number;
  leads: number;
}

/**
 * Clicks on one item of a card. `kind` is null when the item was removed since. `label` is what the owner calls it,
 * or a name read from it (a network and handle, a site's host, a number or address), never a raw address; null when
 * only its kind names it.
 */
export interface ItemClicks {
  itemId: number;
  profileId: number;
  kind: string | null;
  label: string | null;
  clicks: number;
}

/** Taps on one of the cards' quick actions. */
export interface ActionClicks {
  action: QuickAction;
  clicks: number;
}

/** One card's sums in the all-cards report. */
export interface CardStats {
  profileId: number;
  name: string;
  slug: string;
  views: number;
  uniques: number;
  clicks: number;
  leads: number;
}

/** The card a single-card report is about. */
export interface StatsCard {
  id: number;
  name: string;
  slug: string;
}

/** `GET /api/profiles/{id}/stats` and `GET /api/stats`: a period's figures next to the previous period's. */
export interface StatsReport {
  days: StatsRange;
  /** First and last day of the period (YYYY-MM-DD, Israel time), both included. */
  from: string;
  to: string;
  /** The card reported on, or null for all of the user's cards. */
  card: StatsCard | null;
  totals: StatsTotals;
  previous: StatsTotals;
  /** Every day of the period, oldest first, with zeros where nothing happened. */
  series: StatsDay[];
  items: ItemClicks[];
  /** Every quick action, most tapped first (the card's order between equals). */
  actions: ActionClicks[];
  sources: { source: EventSource; views: number }[];
  devices: { device: DeviceClass; views: number }[];
  /** The referring sites with the most views, most first. */
  referrers: { host: string; views: number }[];
  /** All-cards report only: each card's sums, most viewed first (empty in a single-card report). */
  cards: CardStats[];
}

/** The change from a previous figure to the current one, as a fraction (0.25 = +25%), or null when there was none before. */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}
