import type { Database } from 'better-sqlite3';
import { openAndMigrate } from './index';
import type { DatabaseLocation } from './location';
import { postgresQueryBuilder, sqliteQueryBuilder, type Engine, type QueryBuilder } from './query-builder';
import { inProcessSignals, type Signals } from './signals';

/** An open, migrated database: the query builder every repository uses, on either engine. */
export interface OpenDatabase {
  engine: Engine;
  query: QueryBuilder;
  /** The SQLite connection under the builder, for what only SQLite has (its change counters, checkpoints). */
  sqlite: Database | undefined;
  /** Word of a change to every server on the database (one process's on SQLite, every node's on PostgreSQL). */
  signals: Signals;
  close(): Promise<void>;
}

/** The database over an open SQLite connection (closed with it). */
export function sqliteDatabase(db: Database): OpenDatabase {
  const signals = inProcessSignals();
  return {
    engine: 'sqlite',
    query: sqliteQueryBuilder(db),
    sqlite: db,
    signals,
    close: async () => {
      await signals.close();
      if (db.open) db.close();
    },
  };
}

/** Opens the database at `location` and applies the shipped migrations (once, however many nodes start together). */
export async function openDatabase(location: DatabaseLocation, { onIdleError }: { onIdleError?: (error: Error) => void } = {}): Promise<OpenDatabase> {
  if (location.engine === 'sqlite') return sqliteDatabase(openAndMigrate(location.path));
  // Loaded only here: a SQLite installation never loads the PostgreSQL driver.
  const [{ openAndMigratePostgres, connectPostgres }, { postgresSignals }] = await Promise.all([import('./postgres'), import('./postgres/signals')]);
  const pool = await openAndMigratePostgres(location.url, undefined, { onIdleError });
  const query = postgresQueryBuilder(pool);
  const signals = postgresSignals(pool, () => connectPostgres(location.url), { onError: onIdleError });
  return {
    engine: 'postgres',
    query,
    sqlite: undefined,
    signals,
    close: async () => {
      await signals.close();
      await query.destroy();
    },
  };
}
