import type { Database } from 'better-sqlite3';
import type { OpenDatabase } from '../db/database';

/**
 * Tells the memos of a database whether it may have changed. Each memo asks for a detector of its own: a function
 * answering whether the database changed since that detector's previous call.
 */
export interface WriteWatch {
  detector(): () => boolean;
}

/**
 * On SQLite: a write on the server's connection (`total_changes()`, always checked) or on another one (another
 * process's, seen through `data_version`, read at most once per turn of the event loop and shared by every detector:
 * requests handled in the same turn arrived together, so answering them from one reading is as if they had all been
 * read at that moment). Two single-value statements cost about half of one statement reading both. On PostgreSQL
 * nothing tells cheaply of another node's write, so every call answers "changed": memos read on every call there, and
 * an edit through one node is what every node serves next.
 */
export function writeWatchOf(database: Pick<OpenDatabase, 'sqlite'>): WriteWatch {
  const db = database.sqlite;
  if (!db) return { detector: () => () => true };
  const dataVersion = turnDataVersion(db);
  return { detector: () => changeDetector(db, dataVersion) };
}

function turnDataVersion(db: Database): () => number {
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

function changeDetector(db: Database, dataVersion: () => number): () => boolean {
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
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
 * Memoises a value computed from the database until the write watch tells of a write (see WriteWatch). Checking costs
 * one or two tiny queries instead of re-running the real one, which matters for hot public lists.
 */
export function memoUntilWrite<T>(writes: WriteWatch, compute: () => Promise<T>): MemoUntilWrite<T> {
  const changed = writes.detector();
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
