import type { Database } from 'better-sqlite3';

/** A card as the stats need it. */
export interface StatsCardRow {
  id: number;
  user_id: number;
  display_name: string;
  slug: string;
}

/** One day's sums from `profile_daily`. */
export interface DailyRow {
  day: string;
  views: number;
  uniques: number;
  clicks: number;
  vcards: number;
  shares: number;
  leads: number;
}

/** One breakdown count from `profile_daily_breakdown`, summed over a range. */
export interface BreakdownRow {
  profile_id: number;
  dimension: 'item' | 'action' | 'source' | 'device' | 'referrer';
  key: string;
  count: number;
}

/** One card's sums over a range; its clicks count every tap (see StatsTotals). */
export interface CardSumRow {
  profile_id: number;
  views: number;
  uniques: number;
  clicks: number;
  leads: number;
}

/** An item's naming data. */
export interface ItemRow {
  id: number;
  profile_id: number;
  kind: string;
  data: string;
}

const DAILY_SUMS = 'day, sum(views) AS views, sum(uniques) AS uniques, sum(clicks) AS clicks, sum(vcards) AS vcards, sum(shares) AS shares, sum(leads) AS leads';

/** SQL over the per-day rollups only (never the raw events), so a report costs per day. */
export function statsRepo(db: Database) {
  const card = db.prepare<[number], StatsCardRow>('SELECT id, user_id, display_name, slug FROM profiles WHERE id = ?');
  const cardsOfUser = db.prepare<[number], StatsCardRow>('SELECT id, user_id, display_name, slug FROM profiles WHERE user_id = ? ORDER BY is_primary DESC, id');
  const cardDays = db.prepare<[number, string, string], DailyRow>(
    `SELECT ${DAILY_SUMS} FROM profile_daily WHERE profile_id = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day`,
  );
  const userDays = db.prepare<[number, string, string], DailyRow>(
    `SELECT ${DAILY_SUMS} FROM profile_daily WHERE profile_id IN (SELECT id FROM profiles WHERE user_id = ?) AND day BETWEEN ? AND ? GROUP BY day ORDER BY day`,
  );
  const cardBreakdown = db.prepare<[number, string, string], BreakdownRow>(
    `SELECT profile_id, dimension, key, sum(count) AS count FROM profile_daily_breakdown
     WHERE profile_id = ? AND day BETWEEN ? AND ? GROUP BY dimension, key`,
  );
  const userBreakdown = db.prepare<[number, string, string], BreakdownRow>(
    `SELECT profile_id, dimension, key, sum(count) AS count FROM profile_daily_breakdown
     WHERE profile_id IN (SELECT id FROM profiles WHERE user_id = ?) AND day BETWEEN ? AND ? GROUP BY profile_id, dimension, key`,
  );
  const userCardSums = db.prepare<[number, string, string], CardSumRow>(
    `SELECT profile_id, sum(views) AS views, sum(uniques) AS uniques, sum(clicks + vcards + shares) AS clicks, sum(leads) AS leads FROM profile_daily
     WHERE profile_id IN (SELECT id FROM profiles WHERE user_id = ?) AND day BETWEEN ? AND ? GROUP BY profile_id`,
  );
  const itemsOfCard = db.prepare<[number], ItemRow>('SELECT id, profile_id, kind, data FROM profile_items WHERE profile_id = ?');
  const itemsOfUser = db.prepare<[number], ItemRow>(
    'SELECT i.id, i.profile_id, i.kind, i.data FROM profile_items i JOIN profiles p ON p.id = i.profile_id WHERE p.user_id = ?',
  );

  return {
    card: (id: number) => card.get(id),
    cardsOfUser: (userId: number) => cardsOfUser.all(userId),
    cardDays: (id: number, from: string, to: string) => cardDays.all(id, from, to),
    userDays: (userId: number, from: string, to: string) => userDays.all(userId, from, to),
    cardBreakdown: (id: number, from: string, to: string) => cardBreakdown.all(id, from, to),
    userBreakdown: (userId: number, from: string, to: string) => userBreakdown.all(userId, from, to),
    userCardSums: (userId: number, from: string, to: string) => userCardSums.all(userId, from, to),
    itemsOfCard: (id: number) => itemsOfCard.all(id),
    itemsOfUser: (userId: number) => itemsOfUser.all(userId),
  };
}

/** The repo's type, for functions that receive it. */
export type StatsRepo = ReturnType<typeof statsRepo>;
