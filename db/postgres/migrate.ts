import type { Pool } from 'pg';
import { migrationChecksum, pendingMigrations, type AppliedMigration, type Migration } from '../migrate';

/** The advisory lock nodes take while migrating: two nodes starting together migrate once, one after the other. */
const MIGRATION_LOCK = 72_201_019;

/**
 * Applies pending migrations in order, each in its own transaction, and records them in `schema_migrations`, under
 * the same rules as SQLite's runner (no edited, unknown or out-of-order files). Returns the names applied by this call.
 */
export async function migratePostgres(pool: Pool, migrations: Migration[]): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at text NOT NULL
      )`);
      const applied = (await client.query<AppliedMigration>('SELECT name, checksum FROM schema_migrations ORDER BY name')).rows;
      const pending = pendingMigrations(applied, migrations);
      for (const m of pending) {
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (name, checksum, applied_at) VALUES ($1, $2, $3)', [
            m.name,
            migrationChecksum(m.sql),
            new Date().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
      return pending.map((m) => m.name);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
