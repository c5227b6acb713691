import { join } from 'node:path';
import type { Pool } from 'pg';
import { loadMigrations, type Migration } from '../migrate';
import { projectRoot } from '../paths';
import { migratePostgres } from './migrate';

/** Folder of the PostgreSQL migration files (the same names as SQLite's from 0019 on). */
export const POSTGRES_MIGRATIONS_DIR = join(projectRoot(), 'db', 'postgres', 'migrations');

let poolClass: Promise<typeof Pool> | undefined;

/** The driver's pool, loaded on first use: a server on SQLite never has the driver in memory. */
function postgresPoolClass(): Promise<typeof Pool> {
  poolClass ??= import('pg').then(({ Pool: PoolClass, types }) => {
    // bigint (ids, epoch milliseconds, counts) as a JavaScript number, as better-sqlite3 gives it: every value the
    // product stores is far below 2^53.
    types.setTypeParser(types.builtins.INT8, (value) => Number(value));
    return PoolClass;
  });
  return poolClass;
}

/**
 * A pool of connections to the server at `url`. A connection the server ends while idle (a restart, a fail-over) is
 * reported to `onIdleError` and replaced on next use: it never takes the process down.
 */
export async function openPostgres(url: string, options: { max?: number; onIdleError?: (error: Error) => void } = {}): Promise<Pool> {
  const PoolClass = await postgresPoolClass();
  const pool = new PoolClass({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** Opens the pool and applies the shipped migrations (once, however many nodes start together). */
export async function openAndMigratePostgres(
  url: string,
  migrations: Migration[] = loadMigrations(POSTGRES_MIGRATIONS_DIR),
  options: { onIdleError?: (error: Error) => void } = {},
): Promise<Pool> {
  const pool = await openPostgres(url, options);
  try {
    await migratePostgres(pool, migrations);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
