import { join } from 'node:path';
import type * as Pg from 'pg';
import type { Client, Pool } from 'pg';
import { loadMigrations, type Migration } from '../migrate';
import { projectRoot } from '../paths';
import { migratePostgres } from './migrate';

/** Folder of the PostgreSQL migration files (the same names as SQLite's from 0019 on). */
export const POSTGRES_MIGRATIONS_DIR = join(projectRoot(), 'db', 'postgres', 'migrations');

let driver: Promise<typeof Pg> | undefined;

/** The driver, loaded on first use: a server on SQLite never has it in memory. */
function postgresDriver(): Promise<typeof Pg> {
  driver ??= import('pg').then((pg) => {
    // bigint (ids, epoch milliseconds, counts) as a JavaScript number, as better-sqlite3 gives it: every value the
    // product stores is far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return pg;
  });
  return driver;
}

/**
 * A pool of connections to the server at `url`. A connection the server ends while idle (a restart, a fail-over) is
 * reported to `onIdleError` and replaced on next use: it never takes the process down.
 */
export async function openPostgres(url: string, options: { max?: number; onIdleError?: (error: Error) => void } = {}): Promise<Pool> {
  const { Pool: PoolClass } = await postgresDriver();
  const pool = new PoolClass({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** A connection of its own to the server at `url`, outside any pool (one that listens for signals). */
export async function connectPostgres(url: string): Promise<Client> {
  const { Client: ClientClass } = await postgresDriver();
  const client = new ClientClass({ connectionString: url });
  await client.connect();
  return client;
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
