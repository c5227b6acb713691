import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';

/** One forward-only migration: an ordered name (`0001_init.sql`) and its SQL. */
export interface Migration {
  name: string;
  sql: string;
}

/** Refusal to migrate: the database and the migration files disagree. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Reads the `NNNN_name.sql` files of a folder in order. */
export function loadMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => {
      if (!MIGRATION_NAME.test(name)) throw new MigrationError(`Migration file name must look like 0001_name.sql: ${name}`);
      return { name, sql: readFileSync(join(dir, name), 'utf8') };
    });
}

/** What the database records of a migration's text, to notice a file edited after it was applied. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** A migration the database has recorded. */
export interface AppliedMigration {
  name: string;
  checksum: string;
}

/**
 * The migrations still to apply, in order. Refuses (throws) when an applied migration was edited or is unknown, or
 * when a pending file sorts before the last applied one. Both engines' runners plan with it.
 */
export function pendingMigrations(applied: readonly AppliedMigration[], migrations: readonly Migration[]): Migration[] {
  const known = new Map(migrations.map((m) => [m.name, m]));
  for (const row of applied) {
    const file = known.get(row.name);
    if (!file) throw new MigrationError(`Database has migration ${row.name}, which is not among the migration files: refusing to run.`);
    if (migrationChecksum(file.sql) !== row.checksum) {
      throw new MigrationError(`Migration ${row.name} was changed after it was applied: refusing to run. Add a new migration instead.`);
    }
  }
  const last = [...applied].sort((a, b) => a.name.localeCompare(b.name)).at(-1)?.name;
  const pending = migrations.filter((m) => !applied.some((a) => a.name === m.name));
  const outOfOrder = last ? pending.find((m) => m.name < last) : undefined;
  if (outOfOrder) {
    throw new MigrationError(`Migration ${outOfOrder.name} sorts before the applied ${last}: refusing to run out of order.`);
  }
  return pending;
}

/**
 * Applies pending migrations in order, each in its own transaction, and records them.
 * Refuses to run when an applied migration was edited, is unknown, or when files are out of order.
 * Returns the names applied by this call.
 */
export function migrate(db: Database, migrations: Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = db.prepare('SELECT name, checksum FROM schema_migrations ORDER BY name').all() as AppliedMigration[];
  const pending = pendingMigrations(applied, migrations);

  const record = db.prepare('INSERT INTO schema_migrations (name, checksum, applied_at) VALUES (?, ?, ?)');
  for (const m of pending) {
    withoutForeignKeysIfAsked(db, m, () =>
      db.transaction(() => {
        db.exec(m.sql);
        if (rebuildsTables(m)) assertReferencesHold(db, m);
        record.run(m.name, migrationChecksum(m.sql), new Date().toISOString());
      }).immediate(),
    );
  }
  return pending.map((m) => m.name);
}

/**
 * A migration that rebuilds a table others reference starts with this line. SQLite's way to change a table's
 * constraints is to copy it into a new one and drop the old: with foreign keys on, the drop would delete (or
 * orphan) every row that references it. Foreign keys can only be switched outside a transaction, so the runner
 * does it around such a migration.
 */
const FOREIGN_KEYS_OFF = /^-- migrate: foreign_keys=off\s*$/m;

const rebuildsTables = (m: Migration) => FOREIGN_KEYS_OFF.test(m.sql);

function withoutForeignKeysIfAsked(db: Database, m: Migration, run: () => void): void {
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  if (!rebuildsTables(m) || !enforced) return run();
  db.pragma('foreign_keys = OFF');
  try {
    run();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** Refuses the migration (rolling it back) when a row references one that is no longer there. */
function assertReferencesHold(db: Database, m: Migration): void {
  const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
  if (broken.length) {
    const where = [...new Set(broken.map((row) => `${row.table} → ${row.parent}`))].join(', ');
    throw new MigrationError(`Migration ${m.name} broke references (${where}): rolled back.`);
  }
}
