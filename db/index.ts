import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadMigrations, migrate } from './migrate';
import { projectRoot } from './paths';

export type { Database } from 'better-sqlite3';

/** Folder of the shipped migration files. */
export const MIGRATIONS_DIR = join(projectRoot(), 'db', 'migrations');

/** The SQL function, on every SQLite connection, that lowers the case of any script's letters (Cyrillic, Greek, …). */
export const UNICODE_LOWER = 'unicode_lower';

/** Opens (creating if needed) the SQLite file with the pragmas every connection needs. */
export function open(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // WAL + NORMAL survives a process crash; a power cut may lose the last commits (see README).
  db.pragma('synchronous = NORMAL');
  // SQLite's own lower() and LIKE fold only Latin letters: a search for "иван" missed "Иван".
  db.function(UNICODE_LOWER, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  return db;
}

/** Opens the database and applies the shipped migrations. */
export function openAndMigrate(path: string): Database {
  const db = open(path);
  migrate(db, loadMigrations(MIGRATIONS_DIR));
  return db;
}
