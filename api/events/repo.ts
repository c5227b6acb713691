import type { Database } from 'better-sqlite3';
import type { ClickAction, DeviceClass, EventKind, EventSource } from '../../shared/contract/events';

/** A `profile_events` row as written. */
export interface EventRow {
  profile_id: number;
  kind: EventKind;
  item_id: number | null;
  /** The quick action of a click on one (call, WhatsApp...); null for every other event. */
  action: ClickAction | null;
  source: EventSource;
  referrer_host: string | null;
  device: DeviceClass;
  visitor: string | null;
  day: string;
  created_at: number;
}

/** Additions to one card's row of one day in `profile_daily`. */
export interface DailyDelta {
  profile_id: number;
  day: string;
  views: number;
  uniques: number;
  clicks: number;
  vcards: number;
  shares: number;
  leads: number;
}

/** A breakdown dimension of `profile_daily_breakdown`. */
export type Dimension = 'item' | 'action' | 'source' | 'device' | 'referrer';

/** What the event recorder needs to know about a card. */
export interface CardOwner {
  user_id: number;
  is_published: 0 | 1;
}

/** SQL access to raw events and the rollups they feed. */
export function eventsRepo(db: Database) {
  const cardOwner = db.prepare<[number], CardOwner>('SELECT user_id, is_published FROM profiles WHERE id = ?');
  const itemCard = db.prepare<[number], { profile_id: number }>('SELECT profile_id FROM profile_items WHERE id = ?');
  // A quick action shows on the card when an enabled item gives it: a phone that calls or chats, an email, an address.
  const actionItem = db.prepare<[number, string, string | null, string | null], { found: 1 }>(
    'SELECT 1 AS found FROM profile_items WHERE profile_id = ? AND kind = ? AND is_enabled = 1 AND (? IS NULL OR json_extract(data, ?) = 1) LIMIT 1',
  );
  // Positional parameters: binding from an object's names costs more than the insert itself.
  const insertEvent = db.prepare<[number, string, number | null, string | null, string, string | null, string, string | null, string, number]>(
    `INSERT INTO profile_events (profile_id, kind, item_id, action, source, referrer_host, device, visitor, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addVisitor = db.prepare<[number, string, string]>('INSERT OR IGNORE INTO profile_daily_visitors (profile_id, day, visitor) VALUES (?, ?, ?)');
  const addDaily = db.prepare<[DailyDelta]>(`INSERT INTO profile_daily (profile_id, day, views, uniques, clicks, vcards, shares, leads)
    VALUES (@profile_id, @day, @views, @uniques, @clicks, @vcards, @shares, @leads)
    ON CONFLICT (profile_id, day) DO UPDATE SET views = views + excluded.views, uniques = uniques + excluded.uniques,
      clicks = clicks + excluded.clicks, vcards = vcards + excluded.vcards, shares = shares + excluded.shares, leads = leads + excluded.leads`);
  const addBreakdown = db.prepare<[number, string, Dimension, string, number]>(`INSERT INTO profile_daily_breakdown (profile_id, day, dimension, key, count)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (profile_id, day, dimension, key) DO UPDATE SET count = count + excluded.count`);
  const deleteEventsBefore = db.prepare<[string, number]>('DELETE FROM profile_events WHERE id IN (SELECT id FROM profile_events WHERE day < ? LIMIT ?)');
  const deleteVisitorsBefore = db.prepare<[string]>('DELETE FROM profile_daily_visitors WHERE day < ?');

  return {
    cardOwner(profileId: number): CardOwner | undefined {
      return cardOwner.get(profileId);
    },
    /** The card an item belongs to, or undefined for an unknown item. */
    itemCard(itemId: number): number | undefined {
      return itemCard.get(itemId)?.profile_id;
    },
    /** Whether the card has an enabled item of `kind`, with its field `flag` true when given (`whatsapp`). */
    hasEnabledItem(profileId: number, kind: string, flag: string | null = null): boolean {
      const path = flag === null ? null : `$.${flag}`;
      return actionItem.get(profileId, kind, path, path) !== undefined;
    },
    insertEvent(row: EventRow): void {
      insertEvent.run(row.profile_id, row.kind, row.item_id, row.action, row.source, row.referrer_host, row.device, row.visitor, row.day, row.created_at);
    },
    /** Notes a visitor of a card on a day; true when they were not counted yet. */
    addVisitor(profileId: number, day: string, visitor: string): boolean {
      return addVisitor.run(profileId, day, visitor).changes === 1;
    },
    addDaily(delta: DailyDelta): void {
      addDaily.run(delta);
    },
    addBreakdown(profileId: number, day: string, dimension: Dimension, key: string, count: number): void {
      addBreakdown.run(profileId, day, dimension, key, count);
    },
    /** Deletes up to `limit` raw events of days before `day`; returns how many went. */
    deleteEventsBefore(day: string, limit: number): number {
      return deleteEventsBefore.run(day, limit).changes;
    },
    deleteVisitorsBefore(day: string): void {
      deleteVisitorsBefore.run(day);
    },
  };
}

/** The repo's type, for functions that receive it. */
export type EventsRepo = ReturnType<typeof eventsRepo>;
