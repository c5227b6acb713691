import type { Database } from 'better-sqlite3';
import { engineOf, type QueryBuilder } from '../db/query-builder';

/** The database's `data_version` as last read in this turn of the event loop (see turnDataVersion). */
export type TurnDataVersion = () => number;

/**
 * How promptly a memo notices writes made through other connections (this connection's are seen at once): at once,
 * or through the database's one TurnDataVersion, read once per turn for all of its memos.
 */
export type OtherWrites = 'at-once' | TurnDataVersion;

/**
 * The database's `data_version`, read at most once per turn of the event loop; built once per database, so every
 * memo shares its reading. Requests handled in the same turn arrived together, so answering them from one reading
 * is as if they had all been read at that moment.
 */
export function turnDataVersion(db: Database): TurnDataVersion {
  const statement = db.prepare<[], number>('PRAGMA data_version').pluck();
  let value: number | undefined;
  const forget = () => {
    value = undefined;
  };
  return () => {
    if (value !== undefined) return value;
    value = statement.get()!;
    setImmediate(forget);
    return value;
  };
}

/** The database's `data_version`, read anew on every call. */
function dataVersionNow(db: Database): () => number {
  const version = db.prepare<[], number>('PRAGMA data_version').pluck();
  return () => version.get()!;
}

/**
 * A function telling whether the database changed since its previous call: a write on this connection
 * (`total_changes()`, always checked) or on another one (`data_version`, at once or once per turn). Two
 * single-value statements cost about half of one statement reading both.
 */
export function changeDetector(db: Database, otherWrites: OtherWrites = 'at-once'): () => boolean {
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = otherWrites === 'at-once' ? dataVersionNow(db) : otherWrites;
  let seenChanges = -1;
  let seenVersion = -1;
  return () => {
    const nowChanges = changes.get()!;
    const nowVersion = dataVersion();
    if (nowChanges === seenChanges && nowVersion === seenVersion) return false;
    seenChanges = nowChanges;
    seenVersion = nowVersion;
    return true;
  };
}

/** A value read from the database and kept until a write; `current()` answers at once when the kept value is fresh. */
export interface MemoUntilWrite<T> {
  (): Promise<T>;
  /** The kept value if no write happened since it was read; undefined when it must be read again. */
  current(): T | undefined;
}

/**
 * Memoises a value computed from the database until any write happens, on this connection or on another one (see
 * OtherWrites). Checking costs one or two tiny queries instead of re-running the real one, which matters for hot public
 * lists. On PostgreSQL nothing tells cheaply of another node's write, so the value is read on every call there and
 * `current()` never answers: an edit through one node is what every node serves next.
 */
export function memoUntilWrite<T>(query: QueryBuilder, db: Database, compute: () => Promise<T>, otherWrites: OtherWrites = 'at-once'): MemoUntilWrite<T> {
  if (engineOf(query) === 'postgres') return Object.assign(() => compute(), { current: () => undefined });
  const changed = changeDetector(db, otherWrites);
  let cached: { value: T } | undefined;
  let reading: Promise<T> | undefined;
  const forgetOnWrite = () => {
    if (!changed()) return;
    cached = undefined;
    reading = undefined;
  };
  const memo = () => {
    forgetOnWrite();
    if (cached) return Promise.resolve(cached.value);
    if (!reading) {
      const read: Promise<T> = compute().then(
        (value) => {
          // A write while it was read started another reading: this one is not kept.
          if (reading === read) {
            cached = { value };
            reading = undefined;
          }
          return value;
        },
        (error: unknown) => {
          if (reading === read) reading = undefined;
          throw error;
        },
      );
      reading = read;
    }
    return reading;
  };
  return Object.assign(memo, {
    current() {
      forgetOnWrite();
      return cached?.value;
    },
  });
}
