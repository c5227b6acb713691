import { sql } from 'kysely';
import type { QueryBuilder } from '../../db/query-builder';
import { RecentKeys } from './recent-keys';

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
  /** The entries these subjects have (ended windows included, until swept). */
  read(scope: string, subjects: readonly string[]): Promise<Map<string, CounterEntry>>;
  forget(scope: string, subjects: readonly string[]): Promise<void>;
  /** Drops the entries whose window and wait have both ended. */
  sweep(now: number): Promise<void>;
}

/** How often a store drops ended entries, at most. */
export const COUNTER_SWEEP_MS = 60_000;

const id = (scope: string, subject: string) => `${scope}\n${subject}`;

/**
 * Counters in this process's memory: what one node needs, at the cost of a Map lookup. Past `maxKeys` the entries
 * touched longest ago are forgotten first, so a crowd (or an attacker with many addresses) costs bounded memory.
 */
export function memoryCounters({ maxKeys = Infinity }: { maxKeys?: number } = {}): CounterStore {
  const entries = new RecentKeys<CounterEntry>(maxKeys);
  let nextSweep = 0;
  const sweepNow = (now: number) => entries.sweep((entry) => entry.windowEndsAt <= now && entry.waitUntil <= now);
  return {
    add(scope, subject, windowMs, now) {
      if (now >= nextSweep) {
        sweepNow(now);
        nextSweep = now + COUNTER_SWEEP_MS;
      }
      const key = id(scope, subject);
      let entry = entries.get(key);
      if (!entry || entry.windowEndsAt <= now) {
        entry = { count: 0, windowEndsAt: now + windowMs, waitUntil: entry?.waitUntil ?? 0 };
        entries.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({ ...entry });
    },
    holdUntil(scope, subject, until) {
      const entry = entries.get(id(scope, subject));
      if (entry) entry.waitUntil = Math.max(entry.waitUntil, until);
      return Promise.resolve();
    },
    read(scope, subjects) {
      const found = new Map<string, CounterEntry>();
      for (const subject of subjects) {
        const entry = entries.get(id(scope, subject));
        if (entry) found.set(subject, { ...entry });
      }
      return Promise.resolve(found);
    },
    forget(scope, subjects) {
      for (const subject of subjects) entries.delete(id(scope, subject));
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
