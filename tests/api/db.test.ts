import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR, open } from '../../db';
import { loadMigrations, migrate, MigrationError } from '../../db/migrate';
import { migratedDb, tempDbPath, tempDir } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const tableNames = (db: ReturnType<typeof open>) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

const appliedNames = (db: ReturnType<typeof open>) =>
  (db.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]).map((r) => r.name);

/** A migrations folder holding the given files. */
function migrationsDir(files: Record<string, string>): string {
  const dir = join(tempDir(), 'migrations');
  mkdirSync(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

// The SQLite files' migrations and pragmas.
sqliteOnly('shipped migrations', () => {
  it('create every table of the schema on an empty file and record each migration', () => {
    const db = migratedDb();
    expect(tableNames(db)).toEqual(
      expect.arrayContaining(['error_reports', 'notifications', 'products', 'schema_migrations', 'sessions', 'subscriptions', 'users']),
    );
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    expect(appliedNames(db)).toEqual(files);
  });

  it('apply nothing when run again', () => {
    const db = migratedDb();
    expect(migrate(db, loadMigrations(MIGRATIONS_DIR))).toEqual([]);
  });

  it('open connections in WAL mode with foreign keys enforced', () => {
    const db = migratedDb();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(() =>
      db
        .prepare("INSERT INTO notifications (user_id, title, content, created_at) VALUES (999, 't', 'c', '2025-01-01T00:00:00.000Z')")
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });
});

sqliteOnly('the migration runner', () => {
  const first = 'CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;';
  const second = 'CREATE TABLE b (id INTEGER PRIMARY KEY) STRICT;';

  it('refuses a migration edited after it was applied', () => {
    const dir = migrationsDir({ '0001_a.sql': first });
    const db = open(tempDbPath());
    migrate(db, loadMigrations(dir));
    writeFileSync(join(dir, '0001_a.sql'), first + '\nCREATE INDEX a_id ON a(id);');
    expect(() => migrate(db, loadMigrations(dir))).toThrow(
      new MigrationError('Migration 0001_a.sql was changed after it was applied: refusing to run. Add a new migration instead.'),
    );
    db.close();
  });

  it('accepts the same migration with Windows line ends', () => {
    const dir = migrationsDir({ '0001_a.sql': 'CREATE TABLE a (id INTEGER PRIMARY KEY)\nSTRICT;' });
    const db = open(tempDbPath());
    migrate(db, loadMigrations(dir));
    writeFileSync(join(dir, '0001_a.sql'), 'CREATE TABLE a (id INTEGER PRIMARY KEY)\r\nSTRICT;');
    expect(migrate(db, loadMigrations(dir))).toEqual([]);
    db.close();
  });

  it('refuses a database that has a migration the files do not', () => {
    const dir = migrationsDir({ '0001_a.sql': first, '0002_b.sql': second });
    const db = open(tempDbPath());
    migrate(db, loadMigrations(dir));
    rmSync(join(dir, '0002_b.sql'));
    expect(() => migrate(db, loadMigrations(dir))).toThrow(
      new MigrationError('Database has migration 0002_b.sql, which is not among the migration files: refusing to run.'),
    );
    db.close();
  });

  it('refuses a new file that sorts before the last applied one', () => {
    const dir = migrationsDir({ '0002_b.sql': second });
    const db = open(tempDbPath());
    migrate(db, loadMigrations(dir));
    writeFileSync(join(dir, '0001_a.sql'), first);
    expect(() => migrate(db, loadMigrations(dir))).toThrow(
      new MigrationError('Migration 0001_a.sql sorts before the applied 0002_b.sql: refusing to run out of order.'),
    );
    expect(tableNames(db)).not.toContain('a');
    db.close();
  });

  it.each(['init.sql', '1_init.sql', '0001-init.sql', '0001_Init.sql'])('refuses the file name %s', (name) => {
    const dir = migrationsDir({ [name]: first });
    expect(() => loadMigrations(dir)).toThrow(new MigrationError(`Migration file name must look like 0001_name.sql: ${name}`));
  });

  it('rolls a failing migration back entirely and does not record it', () => {
    const dir = migrationsDir({
      '0001_a.sql': first,
      '0002_b.sql': second + '\nINSERT INTO b (id) VALUES (1);\nINSERT INTO missing_table (id) VALUES (1);',
    });
    const db = open(tempDbPath());
    expect(() => migrate(db, loadMigrations(dir))).toThrow(/no such table: missing_table/);
    expect(tableNames(db)).toContain('a');
    expect(tableNames(db)).not.toContain('b');
    expect(appliedNames(db)).toEqual(['0001_a.sql']);

    writeFileSync(join(dir, '0002_b.sql'), second);
    expect(migrate(db, loadMigrations(dir))).toEqual(['0002_b.sql']);
    db.close();
  });
});
