import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { MIGRATIONS_DIR, open, openAndMigrate } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import type { Database } from '../../db';

const dirs: string[] = [];
const openDbs: Database[] = [];

// Registered when a test file imports this module, so every file cleans up after itself.
afterAll(() => {
  for (const db of openDbs.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temp folder, removed after the test file. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-test-'));
  dirs.push(dir);
  return dir;
}

/** A path for a new SQLite file in a fresh temp folder, removed after the test file. */
export function tempDbPath(): string {
  return join(tempDir(), 'kartis.db');
}

/** A new migrated database file, closed and removed after the test file. */
export function migratedDb(): Database {
  const db = openAndMigrate(tempDbPath());
  openDbs.push(db);
  return db;
}

/** A second connection to a database file, as another node's, closed after the test file. */
export function reopenedDb(db: Database): Database {
  const other = openAndMigrate(db.name);
  openDbs.push(other);
  return other;
}

/** A new database file migrated up to (not including) the migration named `before`, closed and removed after the test file. */
export function dbBefore(before: string): Database {
  const db = open(tempDbPath());
  openDbs.push(db);
  migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < before));
  return db;
}
