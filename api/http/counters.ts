import { sql } from 'kysely';
import type { QueryBuilder } from '../../db/query-builder';
import { RecentKeys, epochTime, storedTime } from './recent-keys';

/** One subject's count within its fixed window; `waitUntil` (epoch ms) holds it off past the window's end. */
export interface CounterEntry {
  count: number;
  windowEndsAt: number;
  waitUntil: number;
}

/**
 * Where fixed-window counters live: this process's memory (one node) or the database every node shares. A `scope`
 * names the limiter, throttle or lease; a `subject` what it counts (an address, an account).
 */
export interface CounterStore {
  /** Counts one more for the subject, in its running window or a new one of `windowMs` from `now`; the entry after it. */
  add(scope: string, subject: string, windowMs: number, now: number): Promise<CounterEntry>;
  /** Makes the subject wait at least until `until`, even after its window ends. */
  holdUntil(scope: string, subject: string, until: number): Promise<void>;
  /**
   * Makes the subject wait until `until` if no wait holds it at `now`, in one atomic step; whether this call set it
   * (of several parallel callers, only one does).
   */
  claimUntil(scope: string, subject: string, until: number, now: number): Promise<boolean>;
  /** Gives back one count that `add` took (an attempt that turned out well), never below zero. */
  release(scope: string, subject: string): Promise<void>;
  /** The entries these subjects have (ended windows included, until swept). */
  read(scope: string, subjects: readonly string[]): Promise<Map<string, CounterEntry>>;
  forget(scope: string, subjects: readonly string[]): Promise<void>;
  /** Drops the entries whose window and wait have both ended. */
  sweep(now: number): Promise<void>;
}

/** How often a store drops ended entries, at most. */
export const COUNTER_SWEEP_MS = 60_000;

/**
 * An entry as memory keeps it: its times stored relative to the process's start (see storedTime). Its fields are named
 * apart from CounterEntry's: objects built with the same fields in the same order share V8's layout, and an epoch time
 * in a CounterEntry would turn the stored times into heap numbers too.
 */
interface StoredEntry {
  count: number;
  ends: number;
  waits: number;
}

/** A stored wait of none: a small integer too (an epoch time of 0, stored, would not be). */
const NO_WAIT = -1_073_741_824;

const loaded = (entry: StoredEntry): CounterEntry => ({
  count: entry.count,
  windowEndsAt: epochTime(entry.ends),
  waitUntil: entry.waits === NO_WAIT ? 0 : epochTime(entry.waits),
});

/**
 * Counters in this process's memory: what one node needs, at the cost of a Map lookup. Past `maxKeys` subjects in a
 * scope, the ones touched longest ago are forgotten first, so a crowd (or an attacker with many addresses) costs
 * bounded memory. Each scope keeps its subjects in a map of its own: a key joined from scope and subject would be one
 * more string (a chain of pieces) per subject for the old generation's collections to mark.
 */
export function memoryCounters({ maxKeys = Infinity }: { maxKeys?: number } = {}): CounterStore {
  const scopes = new Map<string, RecentKeys<StoredEntry>>();
  const entriesOf = (scope: string) => {
    let entries = scopes.get(scope);
    if (!entries) scopes.set(scope, (entries = new RecentKeys<StoredEntry>(maxKeys)));
    return entries;
  };
  let nextSweep = 0;
  const sweepNow = (now: number) => {
    const at = storedTime(now);
    for (const entries of scopes.values()) entries.sweep((entry) => entry.ends <= at && entry.waits <= at);
  };
  return {
    add(scope, subject, windowMs, now) {
      if (now >= nextSweep) {
        sweepNow(now);
        nextSweep = now + COUNTER_SWEEP_MS;
      }
      const entries = entriesOf(scope);
      const at = storedTime(now);
      let entry = entries.get(subject);
      if (!entry || entry.ends <= at) {
        entry = { count: 0, ends: storedTime(now + windowMs), waits: entry?.waits ?? NO_WAIT };
        entries.set(subject, entry);
      }
      entry.count += 1;
      return Promise.resolve(loaded(entry));
    },
    holdUntil(scope, subject, until) {
      const entry = scopes.get(scope)?.get(subject);
      if (entry) entry.waits = Math.max(entry.waits, storedTime(until));
      return Promise.resolve();
    },
    claimUntil(scope, subject, until, now) {
      const entry = scopes.get(scope)?.get(subject);
      if (!entry || (entry.waits !== NO_WAIT && entry.waits > storedTime(now))) return Promise.resolve(false);
      entry.waits = storedTime(until);
      return Promise.resolve(true);
    },
    release(scope, subject) {
      const entry = scopes.get(scope)?.get(subject);
      if (entry && entry.count > 0) entry.count -= 1;
      return Promise.resolve();
    },
    read(scope, subjects) {
      const found = new Map<string, CounterEntry>();
      const entries = scopes.get(scope);
      for (const subject of subjects) {
        const entry = entries?.get(subject);
        if (entry) found.set(subject, loaded(entry));
      }
      return Promise.resolve(found);
    },
    forget(scope, subjects) {
      const entries = scopes.get(scope);
      for (const subject of subjects) entries?.delete(subject);
      return Promise.resolve();
    },
    sweep(now) {
      sweepNow(now);
      return Promise.resolve();
    },
  };
}

/**
 * Counters in the `shared_counters` table, so that every node counts the same requests: a lockout set through one
 * node holds on the others. Each count is one atomic upsert (no read-then-write race between nodes).
 */
export function databaseCounters(query: QueryBuilder): CounterStore {
  let nextSweep = 0;
  const store: CounterStore = {
    async add(scope, subject, windowMs, now) {
      if (now >= nextSweep) {
        nextSweep = now + COUNTER_SWEEP_MS;
        await store.sweep(now);
      }
      const ended = sql<boolean>`shared_counters.window_ends_at <= ${now}`;
      const row = await query
        .insertInto('shared_counters')
        .values({ scope, subject, count: 1, window_ends_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.columns(['scope', 'subject']).doUpdateSet({
            count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE shared_counters.count + 1 END`,
            window_ends_at: sql<number>`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE shared_counters.window_ends_at END`,
          }),
        )
        .returning(['count', 'window_ends_at', 'wait_until'])
        .executeTakeFirstOrThrow();
      return { count: row.count, windowEndsAt: row.window_ends_at, waitUntil: row.wait_until };
    },
    async holdUntil(scope, subject, until) {
      await query
        .updateTable('shared_counters')
        .set({ wait_until: until })
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('wait_until', '<', until)
        .execute();
    },
    async claimUntil(scope, subject, until, now) {
      const result = await query
        .updateTable('shared_counters')
        .set({ wait_until: until })
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('wait_until', '<=', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async release(scope, subject) {
      await query
        .updateTable('shared_counters')
        .set({ count: sql<number>`count - 1` })
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('count', '>', 0)
        .execute();
    },
    async read(scope, subjects) {
      const found = new Map<string, CounterEntry>();
      if (subjects.length === 0) return found;
      const rows = await query
        .selectFrom('shared_counters')
        .select(['subject', 'count', 'window_ends_at', 'wait_until'])
        .where('scope', '=', scope)
        .where('subject', 'in', subjects)
        .execute();
      for (const row of rows) found.set(row.subject, { count: row.count, windowEndsAt: row.window_ends_at, waitUntil: row.wait_until });
      return found;
    },
    async forget(scope, subjects) {
      if (subjects.length === 0) return;
      await query.deleteFrom('shared_counters').where('scope', '=', scope).where('subject', 'in', subjects).execute();
    },
    async sweep(now) {
      await query.deleteFrom('shared_counters').where('window_ends_at', '<=', now).where('wait_until', '<=', now).execute();
    },
  };
  return store;
}

const sharedByDatabase = new WeakMap<QueryBuilder, CounterStore>();

/** The one database store of the server's database (every limiter and the sign-in throttle count through it). */
export function sharedCountersOf(query: QueryBuilder): CounterStore {
  let store = sharedByDatabase.get(query);
  if (!store) sharedByDatabase.set(query, (store = databaseCounters(query)));
  return store;
}
