import type { Database, Statement } from 'better-sqlite3';

/** How promptly a memo notices writes made through other connections (this connection's are seen at once). */
export type OtherWrites = 'at-once' | 'next-turn';

interface TurnVersion {
  statement: Statement<[], number>;
  value: number | undefined;
}

const turnVersions = new WeakMap<Database, TurnVersion>();

/**
 * The database's `data_version`, read at most once per turn of the event loop. Requests handled in the same
 * turn arrived together, so answering them from one reading is as if they had all been read at that moment.
 */
function dataVersionThisTurn(db: Database): number {
  let turn = turnVersions.get(db);
  if (!turn) {
    turn = { statement: db.prepare<[], number>('PRAGMA data_version').pluck(), value: undefined };
    turnVersions.set(db, turn);
  }
  if (turn.value !== undefined) return turn.value;
  const current = turn;
  const value = current.statement.get()!;
  current.value = value;
  setImmediate(() => {
    current.value = undefined;
  });
  return value;
}

/**
 * A function telling whether the database changed since its previous call: a write on this connection
 * (`total_changes()`, always checked) or on another one (`data_version`, at once or once per turn). Two
 * single-value statements cost about half of one statement reading both.
 */
export function changeDetector(db: Database, otherWrites: OtherWrites = 'at-once'): () => boolean {
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  let dataVersion = () => dataVersionThisTurn(db);
  if (otherWrites === 'at-once') {
    const version = db.prepare<[], number>('PRAGMA data_version').pluck();
    dataVersion = () => version.get()!;
  }
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

/**
 * Memoises a value computed from the database until any write happens, on this connection or on
 * another one (see OtherWrites). Checking costs one or two tiny queries instead of re-running the real
 * one, which matters for hot public lists.
 */
export function memoUntilWrite<T>(db: Database, compute: () => T, otherWrites: OtherWrites = 'at-once'): () => T {
  const changed = changeDetector(db, otherWrites);
  let cached: { value: T } | undefined;
  return () => {
    if (changed() || !cached) cached = { value: compute() };
    return cached.value;
  };
}
