import type { Database } from 'better-sqlite3';
import { addDays, israelDay } from '../events/day';
import type { DailyDelta, Dimension, EventRow } from '../events/repo';
import { RAW_EVENT_DAYS } from '../events/service';
import { DEMO_CARD } from './profiles-data';
import { visitsOn } from './stats-visits';

/** Days of statistics the demo card shows, ending today: as many as raw events are kept, so both always agree. */
export const DEMO_STATS_DAYS = RAW_EVENT_DAYS;

interface BreakdownEntry {
  day: string;
  dimension: Dimension;
  key: string;
  count: number;
}

/** What the stats tables should hold for the demo card: its raw events and the rollups the recorder makes of them. */
interface DemoStats {
  events: EventRow[];
  daily: DailyDelta[];
  breakdown: BreakdownEntry[];
}

interface DemoCardRow {
  id: number;
}

function demoCard(db: Database): DemoCardRow | undefined {
  return db
    .prepare<[string], DemoCardRow>('SELECT p.id FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.seed_key = ? AND u.is_demo = 1')
    .get(DEMO_CARD.seedKey);
}

/** The seeded leads as events on the days they arrived (the lead form records one for each lead). */
function leadEvents(db: Database, profileId: number, firstDay: string): EventRow[] {
  const arrivals = db.prepare<[number], { created_at: string }>('SELECT created_at FROM leads WHERE profile_id = ? ORDER BY created_at').all(profileId);
  return arrivals
    .map(({ created_at }) => new Date(created_at))
    .filter((at) => israelDay(at) >= firstDay)
    .map((at) => ({ profile_id: profileId, kind: 'lead', item_id: null, action: null, source: 'direct', referrer_host: null, device: 'other', visitor: null, day: israelDay(at), created_at: at.getTime() }));
}

/** Rolls events up per day and breakdown exactly as recording does: uniques are distinct viewing visitors of a day. */
function rollUp(profileId: number, events: readonly EventRow[]): Pick<DemoStats, 'daily' | 'breakdown'> {
  const daily = new Map<string, DailyDelta>();
  const viewers = new Set<string>();
  const breakdown = new Map<string, BreakdownEntry>();
  const count = (day: string, dimension: Dimension, key: string) => {
    const id = `${day}\n${dimension}\n${key}`;
    const entry = breakdown.get(id);
    if (entry) entry.count += 1;
    else breakdown.set(id, { day, dimension, key, count: 1 });
  };
  for (const event of events) {
    let delta = daily.get(event.day);
    if (!delta) {
      delta = { profile_id: profileId, day: event.day, views: 0, uniques: 0, clicks: 0, vcards: 0, shares: 0, leads: 0 };
      daily.set(event.day, delta);
    }
    if (event.kind === 'view') {
      delta.views += 1;
      if (event.visitor !== null && !viewers.has(`${event.day}\n${event.visitor}`)) {
        viewers.add(`${event.day}\n${event.visitor}`);
        delta.uniques += 1;
      }
      count(event.day, 'source', event.source);
      count(event.day, 'device', event.device);
      if (event.referrer_host) count(event.day, 'referrer', event.referrer_host);
    } else if (event.kind === 'click') {
      delta.clicks += 1;
      if (event.item_id !== null) count(event.day, 'item', String(event.item_id));
      if (event.action !== null) count(event.day, 'action', event.action);
    } else if (event.kind === 'vcard') delta.vcards += 1;
    else if (event.kind === 'share') delta.shares += 1;
    else delta.leads += 1;
  }
  return { daily: [...daily.values()], breakdown: [...breakdown.values()] };
}

/** The demo card's statistics for the DEMO_STATS_DAYS days ending on the Israeli day of `now`, up to the start of its hour. */
function demoStats(db: Database, profileId: number, now: Date): DemoStats {
  const until = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  const today = israelDay(now);
  const firstDay = addDays(today, -(DEMO_STATS_DAYS - 1));
  const items = db.prepare<[number], { id: number; kind: string; data: string }>('SELECT id, kind, data FROM profile_items WHERE profile_id = ? ORDER BY sort_order').all(profileId);
  const events: EventRow[] = [];
  for (let day = firstDay; day <= today; day = addDays(day, 1)) events.push(...visitsOn({ profileId, day, items, until }));
  events.push(...leadEvents(db, profileId, firstDay));
  return { events, ...rollUp(profileId, events) };
}

const sortKey = (entry: BreakdownEntry) => `${entry.day}\n${entry.dimension}\n${entry.key}`;
const byDayAndKey = (a: BreakdownEntry, b: BreakdownEntry) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0);

/** True when the tables already hold exactly these statistics for the card (so nothing needs writing). */
function isStored(db: Database, profileId: number, stats: DemoStats): boolean {
  const eventCount = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM profile_events WHERE profile_id = ?').get(profileId)!.n;
  if (eventCount !== stats.events.length) return false;
  const daily = db
    .prepare<[number], DailyDelta>('SELECT profile_id, day, views, uniques, clicks, vcards, shares, leads FROM profile_daily WHERE profile_id = ? ORDER BY day')
    .all(profileId);
  const expectedDaily = [...stats.daily].sort((a, b) => (a.day < b.day ? -1 : 1));
  if (JSON.stringify(daily) !== JSON.stringify(expectedDaily)) return false;
  const breakdown = db.prepare<[number], BreakdownEntry>('SELECT day, dimension, key, count FROM profile_daily_breakdown WHERE profile_id = ?').all(profileId);
  return JSON.stringify(breakdown.sort(byDayAndKey)) === JSON.stringify([...stats.breakdown].sort(byDayAndKey));
}

function replace(db: Database, profileId: number, stats: DemoStats): void {
  for (const table of ['profile_events', 'profile_daily', 'profile_daily_breakdown', 'profile_daily_visitors']) {
    db.prepare(`DELETE FROM ${table} WHERE profile_id = ?`).run(profileId);
  }
  const insertEvent = db.prepare<[EventRow]>(`INSERT INTO profile_events (profile_id, kind, item_id, action, source, referrer_host, device, visitor, day, created_at)
    VALUES (@profile_id, @kind, @item_id, @action, @source, @referrer_host, @device, @visitor, @day, @created_at)`);
  const insertDaily = db.prepare<[DailyDelta]>(`INSERT INTO profile_daily (profile_id, day, views, uniques, clicks, vcards, shares, leads)
    VALUES (@profile_id, @day, @views, @uniques, @clicks, @vcards, @shares, @leads)`);
  const insertBreakdown = db.prepare<[number, string, Dimension, string, number]>('INSERT INTO profile_daily_breakdown (profile_id, day, dimension, key, count) VALUES (?, ?, ?, ?, ?)');
  for (const event of stats.events) insertEvent.run(event);
  for (const delta of stats.daily) insertDaily.run(delta);
  for (const entry of stats.breakdown) insertBreakdown.run(profileId, entry.day, entry.dimension, entry.key, entry.count);
}

/**
 * Puts the demo card's statistics in the seed state: DEMO_STATS_DAYS days of generated visits ending today (so its
 * charts are never empty), plus one lead event per lead it holds, as raw events with matching rollups. Visits of a
 * given day are the same on every run; visitors' own events since the last restore are dropped. Returns whether
 * anything changed (it does when the day or the hour moved on, the card's items changed or visitors came by).
 */
export function restoreDemoStats(db: Database, now = new Date()): boolean {
  const card = demoCard(db);
  if (!card) return false;
  return db
    .transaction((): boolean => {
      const stats = demoStats(db, card.id, now);
      if (isStored(db, card.id, stats)) return false;
      replace(db, card.id, stats);
      return true;
    })
    .immediate();
}
