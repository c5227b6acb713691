import type { Database } from 'better-sqlite3';
import { openAndMigrate } from './index';
import type { DatabaseLocation } from './location';
import { postgresQueryBuilder, sqliteQueryBuilder, type Engine, type QueryBuilder } from './query-builder';

/** An open, migrated database: the query builder every repository uses, on either engine. */
export interface OpenDatabase {
  engine: Engine;
  query: QueryBuilder;
  /** The SQLite connection under the builder, for what only SQLite has (its change counters, checkpoints). */
  sqlite: Database | undefined;
  close(): Promise<void>;
}

/** The database over an open SQLite connection (closed with it). */
export function sqliteDatabase(db: Database): OpenDatabase {
  return {
    engine: 'sqlite',
    query: sqliteQueryBuilder(db),
    sqlite: db,
    close: async () => {
      if (db.open) db.close();
    },
  };
}

/** Opens the database at `location` and applies the shipped migrations (once, however many nodes start together). */
export async function openDatabase(location: DatabaseLocation, { onIdleError }: { onIdleError?: (error: Error) => void } = {}): Promise<OpenDatabase> {
  if (location.engine === 'sqlite') return sqliteDatabase(openAndMigrate(location.path));
  // Loaded only here: a SQLite installation never loads the PostgreSQL driver.
  const { openAndMigratePostgres } = await import('./postgres');
  const pool = await openAndMigratePostgres(location.url, undefined, { onIdleError });
  const query = postgresQueryBuilder(pool);
  return { engine: 'postgres', query, sqlite: undefined, close: () => query.destroy() };
}
