import type { Database } from 'better-sqlite3';

/**
 * Memoises a value computed from the database until any write happens: on this connection
 * (`total_changes()`) or on another one (`data_version`). Checking costs one tiny query instead of
 * re-running the real one, which matters for hot public lists.
 */
export function memoUntilWrite<T>(db: Database, compute: () => T): () => T {
  const stamp = db.prepare<[], { changes: number; version: number }>(
    'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
  );
  let cached: { key: string; value: T } | undefined;
  return () => {
    const { changes, version } = stamp.get()!;
    const key = `${changes}:${version}`;
    if (cached?.key !== key) cached = { key, value: compute() };
    return cached.value;
  };
}
