import type { QueryBuilder } from '../../db/query-builder';
import { addDays, israelDay } from '../events/day';
import { eventsRepo, type DailyDelta, type Dimension, type EventRow } from '../events/repo';
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

async function demoCardId(query: QueryBuilder): Promise<number | undefined> {
  const card = await query
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where('p.seed_key', '=', DEMO_CARD.seedKey)
    .where('u.is_demo', '=', 1)
    .executeTakeFirst();
  return card?.id;
}

/**
 * Rolls events up per day and breakdown exactly as recording does: uniques are distinct viewing visitors of a day, and
 * engaged visits those of them who also acted.
 */
function rollUp(profileId: number, events: readonly EventRow[]): Pick<DemoStats, 'daily' | 'breakdown'> {
  const daily = new Map<string, DailyDelta>();
  const viewers = new Set<string>();
  const actors = new Set<string>();
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
      delta = { profile_id: profileId, day: event.day, views: 0, uniques: 0, clicks: 0, vcards: 0, shares: 0, leads: 0, engaged: 0 };
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
      if (event.language) count(event.day, 'language', event.language);
    } else if (event.kind === 'click') {
      delta.clicks += 1;
      if (event.item_id !== null) count(event.day, 'item', String(event.item_id));
      if (event.action !== null) count(event.day, 'action', event.action);
    } else if (event.kind === 'vcard') delta.vcards += 1;
    else if (event.kind === 'share') delta.shares += 1;
    if (event.kind !== 'view' && event.kind !== 'lead' && event.visitor !== null) actors.add(`${event.day}\n${event.visitor}`);
  }
  for (const actor of actors) if (viewers.has(actor)) daily.get(actor.slice(0, actor.indexOf('\n')))!.engaged += 1;
  return { daily: [...daily.values()], breakdown: [...breakdown.values()] };
}

/** The demo card's statistics for the DEMO_STATS_DAYS days ending on the Israeli day of `now`, up to the start of its hour. */
async function demoStats(query: QueryBuilder, profileId: number, now: Date): Promise<DemoStats> {
  const until = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  const today = israelDay(now);
  const firstDay = addDays(today, -(DEMO_STATS_DAYS - 1));
  const items = await query.selectFrom('profile_items').select(['id', 'kind', 'data']).where('profile_id', '=', profileId).orderBy('sort_order').execute();
  const events: EventRow[] = [];
  for (let day = firstDay; day <= today; day = addDays(day, 1)) events.push(...visitsOn({ profileId, day, items, until }));
  return { events, ...rollUp(profileId, events) };
}

const sortKey = (entry: BreakdownEntry) => `${entry.day}\n${entry.dimension}\n${entry.key}`;
const byDayAndKey = (a: BreakdownEntry, b: BreakdownEntry) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0);

/** True when the tables already hold exactly these statistics for the card (so nothing needs writing). */
async function isStored(query: QueryBuilder, profileId: number, stats: DemoStats): Promise<boolean> {
  const { n } = await query
    .selectFrom('profile_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  if (Number(n) !== stats.events.length) return false;
  const daily = await query
    .selectFrom('profile_daily')
    .select(['profile_id', 'day', 'views', 'uniques', 'clicks', 'vcards', 'shares', 'leads', 'engaged'])
    .where('profile_id', '=', profileId)
    .orderBy('day')
    .execute();
  const expectedDaily = [...stats.daily].sort((a, b) => (a.day < b.day ? -1 : 1));
  if (JSON.stringify(daily) !== JSON.stringify(expectedDaily)) return false;
  const breakdown: BreakdownEntry[] = await query
    .selectFrom('profile_daily_breakdown')
    .select(['day', 'dimension', 'key', 'count'])
    .where('profile_id', '=', profileId)
    .execute();
  return JSON.stringify(breakdown.sort(byDayAndKey)) === JSON.stringify([...stats.breakdown].sort(byDayAndKey));
}

/** Replaces the card's statistics with these, in multi-row statements (a few thousand events). */
async function replace(query: QueryBuilder, profileId: number, stats: DemoStats): Promise<void> {
  for (const table of ['profile_events', 'profile_daily', 'profile_daily_breakdown', 'profile_daily_visitors'] as const) {
    await query.deleteFrom(table).where('profile_id', '=', profileId).execute();
  }
  const events = eventsRepo(query);
  await events.insertEvents(stats.events);
  await events.addDaily(stats.daily);
  await events.addBreakdown(stats.breakdown.map((entry) => ({ profile_id: profileId, ...entry })));
}

/**
 * Puts the demo card's statistics in the seed state: DEMO_STATS_DAYS days of generated visits ending today (so its
 * charts are never empty), as raw events with matching rollups (its leads are counted from the leads it holds). Visits of a
 * given day are the same on every run; visitors' own events since the last restore are dropped. Returns whether
 * anything changed (it does when the day or the hour moved on, the card's items changed or visitors came by).
 */
export async function restoreDemoStats(query: QueryBuilder, now = new Date()): Promise<boolean> {
  const cardId = await demoCardId(query);
  if (cardId === undefined) return false;
  return query.transaction().execute(async (trx): Promise<boolean> => {
    const stats = await demoStats(trx, cardId, now);
    if (await isStored(trx, cardId, stats)) return false;
    await replace(trx, cardId, stats);
    return true;
  });
}
