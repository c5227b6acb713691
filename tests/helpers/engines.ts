import { loadMigrations } from '../../db/migrate';
import { POSTGRES_MIGRATIONS_DIR } from '../../db/postgres';
import { migratePostgres } from '../../db/postgres/migrate';
import { postgresQueryBuilder, sqliteQueryBuilder, type QueryBuilder } from '../../db/query-builder';
import { migratedDb } from './db';
import { emptyPostgresDatabase, postgresPool, postgresUrl } from './postgres';

/** An engine a repository test runs on: a fresh, migrated database of its own per call. */
export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  open(): Promise<QueryBuilder>;
}

/** SQLite always; PostgreSQL where the run has a cluster (tests/postgres/global-setup.ts). */
export const engines: TestEngine[] = [
  { name: 'SQLite', open: async () => sqliteQueryBuilder(migratedDb()) },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL' as const,
          async open() {
            const pool = postgresPool(await emptyPostgresDatabase());
            await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR));
            return postgresQueryBuilder(pool);
          },
        },
      ]
    : []),
];
