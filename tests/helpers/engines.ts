import { MIGRATIONS_DIR } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { POSTGRES_MIGRATIONS_DIR } from '../../db/postgres';
import { migratePostgres } from '../../db/postgres/migrate';
import { postgresQueryBuilder, sqliteQueryBuilder, type QueryBuilder } from '../../db/query-builder';
import { dbBefore, migratedDb, reopenedDb } from './db';
import { emptyPostgresDatabase, postgresPool, postgresUrl } from './postgres';

/** An engine a repository test runs on: a fresh, migrated database of its own per call. */
export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  open(): Promise<QueryBuilder>;
  /** Two query builders over one fresh database, each with connections of its own, as two nodes have. */
  openTwoNodes(): Promise<[QueryBuilder, QueryBuilder]>;
}

/** SQLite always; PostgreSQL where the run has a cluster (tests/postgres/global-setup.ts). */
export const engines: TestEngine[] = [
  {
    name: 'SQLite',
    open: async () => sqliteQueryBuilder(migratedDb()),
    async openTwoNodes() {
      const db = migratedDb();
      return [sqliteQueryBuilder(db), sqliteQueryBuilder(reopenedDb(db))];
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL' as const,
          async open() {
            const pool = await postgresPool(await emptyPostgresDatabase());
            await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR));
            return postgresQueryBuilder(pool);
          },
          async openTwoNodes(): Promise<[QueryBuilder, QueryBuilder]> {
            const url = await emptyPostgresDatabase();
            const pool = await postgresPool(url);
            await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR));
            return [postgresQueryBuilder(pool), postgresQueryBuilder(await postgresPool(url))];
          },
        },
      ]
    : []),
];

/** A database as it stood before a migration, and the way to apply the rest. */
export interface DatabaseBefore {
  query: QueryBuilder;
  finish(): Promise<void>;
}

/** SQLite always and PostgreSQL where the run has a cluster, each as a fresh database before the migration named `before`. */
export function enginesBefore(before: string): { name: TestEngine['name']; before(): Promise<DatabaseBefore> }[] {
  return [
    {
      name: 'SQLite',
      async before() {
        const db = dbBefore(before);
        return { query: sqliteQueryBuilder(db), finish: async () => void migrate(db, loadMigrations(MIGRATIONS_DIR)) };
      },
    },
    ...(postgresUrl
      ? [
          {
            name: 'PostgreSQL' as const,
            async before() {
              const pool = await postgresPool(await emptyPostgresDatabase());
              await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR).filter((m) => m.name < before));
              return { query: postgresQueryBuilder(pool), finish: async () => void (await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR))) };
            },
          },
        ]
      : []),
  ];
}
