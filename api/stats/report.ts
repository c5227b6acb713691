import { DEVICE_CLASSES, EVENT_SOURCES, type DeviceClass, type EventSource } from '../../shared/contract/events';
import { QUICK_ACTIONS, type ActionClicks, type ItemClicks, type QuickAction, type StatsDay, type StatsTotals } from '../../shared/contract/stats';
import { addDays, israelDay } from '../events/day';
import { itemName } from './item-name';
import type { BreakdownRow, DailyRow, ItemRow, LeadArrivalRow, StoredDayRow } from './repo';

/** How many referring sites a report lists. */
export const TOP_REFERRERS = 10;

/** A day's taps, which every report calls its clicks: clicks on items and quick actions (the rollup's), contact saves and shares. */
export function tapsOf(day: Pick<DailyRow, 'clicks' | 'vcards' | 'shares'>): number {
  return day.clicks + day.vcards + day.shares;
}

/**
 * The instants between which the leads of the Israeli days `from` to `to` arrived, with a margin (a day in Israel starts
 * at 21:00 or 22:00 UTC the day before); arrivalDays keeps those of the days asked for.
 */
export function leadArrivalBounds(from: string, to: string): { since: string; until: string } {
  return { since: `${addDays(from, -1)}T12:00:00.000Z`, until: `${addDays(to, 1)}T12:00:00.000Z` };
}

/** The Israeli day each lead arrived on (and the card it came through), of those that arrived from `from` to `to`. */
export function arrivalDays(arrivals: readonly LeadArrivalRow[], from: string, to: string): { day: string; profileId: number | null }[] {
  return arrivals.map((lead) => ({ day: israelDay(new Date(lead.created_at)), profileId: lead.profile_id })).filter((lead) => lead.day >= from && lead.day <= to);
}

/**
 * The days' rollups with their leads counted from the leads that arrived on them (a day with leads and no visit gets a
 * row of its own): what the lead lists show.
 */
export function withLeads(days: readonly StoredDayRow[], leads: readonly { day: string }[]): DailyRow[] {
  const counts = new Map<string, number>();
  for (const lead of leads) counts.set(lead.day, (counts.get(lead.day) ?? 0) + 1);
  const rows = days.map((row) => ({ ...row, leads: counts.get(row.day) ?? 0 }));
  const stored = new Set(days.map((row) => row.day));
  for (const [day, leadCount] of counts) {
    if (!stored.has(day)) rows.push({ day, views: 0, uniques: 0, clicks: 0, vcards: 0, shares: 0, leads: leadCount, engaged: 0 });
  }
  return rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Sums days into a period's totals. */
export function totalsOf(days: readonly DailyRow[]): StatsTotals {
  let views = 0, uniques = 0, clicks = 0, vcards = 0, shares = 0, leads = 0, engaged = 0;
  for (const d of days) {
    views += d.views;
    uniques += d.uniques;
    clicks += tapsOf(d);
    vcards += d.vcards;
    shares += d.shares;
    leads += d.leads;
    engaged += d.engaged;
  }
  const clickThroughRate = uniques === 0 ? null : engaged / uniques;
  return { views, uniques, clicks, engagedVisits: engaged, clickThroughRate, contactSaves: vcards, shares, leads };
}

/** Every day from `from` to `to`, with the stored figures or zeros. */
export function seriesOf(days: readonly DailyRow[], from: string, to: string): StatsDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const series: StatsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    series.push({
      day,
      views: row?.views ?? 0,
      uniques: row?.uniques ?? 0,
      clicks: row ? tapsOf(row) : 0,
      contactSaves: row?.vcards ?? 0,
      shares: row?.shares ?? 0,
      leads: row?.leads ?? 0,
    });
  }
  return series;
}

/**
 * The report's breakdowns: clicks per item (with names), taps per quick action, views per source, device and referrer
 * (views per language are counted by viewsByLanguage). Contact saves and shares are quick actions whose counts come
 * from the period's totals.
 */
export function breakdownsOf(rows: readonly BreakdownRow[], items: readonly ItemRow[], totals: Pick<StatsTotals, 'contactSaves' | 'shares'>) {
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const actions = new Map<QuickAction, number>(QUICK_ACTIONS.map((a) => [a, 0]));
  actions.set('saveContact', totals.contactSaves);
  actions.set('share', totals.shares);
  const sources = new Map<EventSource, number>(EVENT_SOURCES.map((s) => [s, 0]));
  const devices = new Map<DeviceClass, number>(DEVICE_CLASSES.map((d) => [d, 0]));
  const referrers = new Map<string, number>();
  const clicks: ItemClicks[] = [];
  for (const row of rows) {
    if (row.dimension === 'item') {
      const item = itemsById.get(Number(row.key));
      clicks.push({ itemId: Number(row.key), profileId: row.profile_id, kind: item?.kind ?? null, label: item ? itemName(item.kind, item.data) : null, clicks: row.count });
    } else if (row.dimension === 'action') {
      const key = row.key as QuickAction;
      actions.set(key, (actions.get(key) ?? 0) + row.count);
    } else if (row.dimension === 'source') {
      const key = row.key as EventSource;
      sources.set(key, (sources.get(key) ?? 0) + row.count);
    } else if (row.dimension === 'device') {
      const key = row.key as DeviceClass;
      devices.set(key, (devices.get(key) ?? 0) + row.count);
    } else if (row.dimension === 'referrer') {
      referrers.set(row.key, (referrers.get(row.key) ?? 0) + row.count);
    }
  }
  return {
    items: clicks.sort((a, b) => b.clicks - a.clicks || a.itemId - b.itemId),
    // A stable sort: equal counts keep the card's order.
    actions: [...actions].map(([action, count]): ActionClicks => ({ action, clicks: count })).sort((a, b) => b.clicks - a.clicks),
    sources: [...sources].map(([source, views]) => ({ source, views })),
    devices: [...devices].map(([device, views]) => ({ device, views })),
    referrers: [...referrers]
      .map(([host, views]) => ({ host, views }))
      .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
      .slice(0, TOP_REFERRERS),
  };
}
