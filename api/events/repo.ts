import { sql, type Expression, type SqlBool, type Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { engineOf, ONE_ROW, type QueryBuilder } from '../../db/query-builder';

/** A `profile_events` row as written. */
export type EventRow = Omit<Selectable<Tables['profile_events']>, 'id'>;

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
  /** Visits (a visitor's day on the card) that had an action: a click, a contact save or a share. */
  engaged: number;
}

/** A breakdown dimension of `profile_daily_breakdown`. */
export type Dimension = Tables['profile_daily_breakdown']['dimension'];

/** An addition to one breakdown count of a card's day. */
export interface BreakdownDelta {
  profile_id: number;
  day: string;
  dimension: Dimension;
  key: string;
  count: number;
}

/** One visitor of a card on a day. */
export interface DailyVisitor {
  profile_id: number;
  day: string;
  visitor: string;
}

/** What the event recorder needs to know about a card: whose it is, whether it is out, and its languages (as stored). */
export type CardOwner = Pick<Selectable<Tables['profiles']>, 'user_id' | 'is_published' | 'language' | 'translations'>;

/** The most rows one multi-row statement carries. */
const MAX_ROWS_PER_STATEMENT = 64;

/**
 * Rows cut into statements of 64, 32, 16... rows, so a batch of any size is a few statements whose texts repeat
 * (and stay compiled) from batch to batch.
 */
function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let at = 0;
  for (let size = MAX_ROWS_PER_STATEMENT; size >= 1; size /= 2) {
    while (rows.length - at >= size) {
      chunks.push(rows.slice(at, at + size));
      at += size;
    }
  }
  return chunks;
}

/** Whether a JSON text column's top-level field is true (or 1), in the engine's own JSON functions. */
function jsonFlagIsTrue(query: QueryBuilder, column: string, flag: string): Expression<SqlBool> {
  return engineOf(query) === 'postgres'
    ? sql<SqlBool>`(${sql.ref(column)}::jsonb ->> ${flag}) IN ('true', '1')`
    : sql<SqlBool>`json_extract(${sql.ref(column)}, ${`$.${flag}`}) = 1`;
}

/** SQL access to raw events and the rollups they feed; batches of rows are written in a few multi-row statements. */
export function eventsRepo(query: QueryBuilder) {
  return {
    cardOwner(profileId: number): Promise<CardOwner | undefined> {
      return query.selectFrom('profiles').select(['user_id', 'is_published', 'language', 'translations']).where('id', '=', profileId).executeTakeFirst();
    },
    /** The card an item belongs to, or undefined for an unknown item. */
    async itemCard(itemId: number): Promise<number | undefined> {
      return (await query.selectFrom('profile_items').select('profile_id').where('id', '=', itemId).executeTakeFirst())?.profile_id;
    },
    /** Whether the card has an enabled item of `kind`, with its field `flag` true when given (`whatsapp`). */
    async hasEnabledItem(profileId: number, kind: string, flag: string | null = null): Promise<boolean> {
      let found = query
        .selectFrom('profile_items')
        .select(sql<number>`1`.as('found'))
        .where('profile_id', '=', profileId)
        .where('kind', '=', kind)
        .where('is_enabled', '=', 1);
      if (flag !== null) found = found.where(jsonFlagIsTrue(query, 'data', flag));
      return (await found.limit(ONE_ROW).executeTakeFirst()) !== undefined;
    },
    async insertEvents(rows: readonly EventRow[]): Promise<void> {
      for (const chunk of chunksOf(rows)) await query.insertInto('profile_events').values(chunk).execute();
    },
    /** Notes visitors of cards on days (each given once); returns those who were not counted yet. */
    async addVisitors(visitors: readonly DailyVisitor[]): Promise<DailyVisitor[]> {
      const added: DailyVisitor[] = [];
      for (const chunk of chunksOf(visitors)) {
        added.push(
          ...(await query
            .insertInto('profile_daily_visitors')
            .values(chunk)
            .onConflict((conflict) => conflict.doNothing())
            .returning(['profile_id', 'day', 'visitor'])
            .execute()),
        );
      }
      return added;
    },
    /** Marks visitors of cards on days as having acted (each given once); returns those who had not yet, that day. */
    async markActed(visitors: readonly DailyVisitor[]): Promise<DailyVisitor[]> {
      const marked: DailyVisitor[] = [];
      for (const chunk of chunksOf(visitors)) {
        marked.push(
          ...(await query
            .updateTable('profile_daily_visitors')
            .set({ acted: 1 })
            .where('acted', '=', 0)
            .where((eb) => eb.or(chunk.map((v) => eb.and([eb('profile_id', '=', v.profile_id), eb('day', '=', v.day), eb('visitor', '=', v.visitor)]))))
            .returning(['profile_id', 'day', 'visitor'])
            .execute()),
        );
      }
      return marked;
    },
    /** Adds to cards' days (each card and day given once). */
    async addDaily(deltas: readonly DailyDelta[]): Promise<void> {
      for (const chunk of chunksOf(deltas)) {
        await query
          .insertInto('profile_daily')
          .values(chunk)
          .onConflict((conflict) =>
            conflict.columns(['profile_id', 'day']).doUpdateSet((eb) => ({
              views: eb('profile_daily.views', '+', eb.ref('excluded.views')),
              uniques: eb('profile_daily.uniques', '+', eb.ref('excluded.uniques')),
              clicks: eb('profile_daily.clicks', '+', eb.ref('excluded.clicks')),
              vcards: eb('profile_daily.vcards', '+', eb.ref('excluded.vcards')),
              shares: eb('profile_daily.shares', '+', eb.ref('excluded.shares')),
              leads: eb('profile_daily.leads', '+', eb.ref('excluded.leads')),
              engaged: eb('profile_daily.engaged', '+', eb.ref('excluded.engaged')),
            })),
          )
          .execute();
      }
    },
    /** Adds to breakdown counts (each card, day, dimension and key given once). */
    async addBreakdown(entries: readonly BreakdownDelta[]): Promise<void> {
      for (const chunk of chunksOf(entries)) {
        await query
          .insertInto('profile_daily_breakdown')
          .values(chunk)
          .onConflict((conflict) =>
            conflict.columns(['profile_id', 'day', 'dimension', 'key']).doUpdateSet((eb) => ({ count: eb('profile_daily_breakdown.count', '+', eb.ref('excluded.count')) })),
          )
          .execute();
      }
    },
    /** Deletes up to `limit` raw events of days before `day`; returns how many went. */
    async deleteEventsBefore(day: string, limit: number): Promise<number> {
      const result = await query
        .deleteFrom('profile_events')
        .where('id', 'in', (eb) => eb.selectFrom('profile_events').select('id').where('day', '<', day).limit(limit))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteVisitorsBefore(day: string): Promise<void> {
      await query.deleteFrom('profile_daily_visitors').where('day', '<', day).execute();
    },
  };
}

/** The repo's type, for functions that receive it. */
export type EventsRepo = ReturnType<typeof eventsRepo>;
