import type { Database } from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Tables } from './tables';

/**
 * The typed query builder over either engine: repositories written with it run on SQLite and PostgreSQL alike.
 * Its answers are promises on both (better-sqlite3 answers at once; PostgreSQL over the network).
 */
export type QueryBuilder = Kysely<Tables>;

/** Over the server's SQLite connection, which the server keeps and closes itself. */
export function sqliteQueryBuilder(db: Database): QueryBuilder {
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: db }) });
}

/** Over a pool of PostgreSQL connections, which its opener ends. */
export function postgresQueryBuilder(pool: Pool): QueryBuilder {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
