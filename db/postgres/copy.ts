import type { Database } from 'better-sqlite3';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { loadMigrations } from '../migrate';
import { POSTGRES_MIGRATIONS_DIR } from './index';
import { migratePostgres } from './migrate';

/** Refusal to copy: the target is not an empty Kartis database, or the two disagree on the schema. */
export class CopyError extends Error {
  override name = 'CopyError';
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

/** Tables in an order where every row's references are already there (parents before children). */
async function tablesInCopyOrder(client: PoolClient): Promise<string[]> {
  const tables = (await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY table_name`,
  )).rows.map((row) => row.name);
  const references = (await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  )).rows;
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of references.filter((r) => r.child === table && r.parent !== table)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function columnsOf(client: PoolClient, table: string): Promise<string[]> {
  return (await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )).rows.map((row) => row.name);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The highest id SQLite ever gave in each AUTOINCREMENT table (`sqlite_sequence`), which stays above the ids of rows
 * since deleted: the blog tells from it whether it ever held a post.
 */
function sqliteSequences(sqlite: Database): Map<string, number> {
  const hasSequences = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get() !== undefined;
  const rows = hasSequences ? (sqlite.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]) : [];
  return new Map(rows.map((row) => [row.name, Number(row.seq)]));
}

/**
 * Sets a table's identity so that the next id follows both the largest copied id and the largest SQLite ever gave
 * (ids of deleted rows are not given again, as on SQLite); an identity that gave none starts at 1, as a fresh one does.
 */
async function continueIdentity(client: PoolClient, table: string, identity: string, highestGiven: number): Promise<void> {
  const largest = Number((await client.query<{ id: string | null }>(`SELECT max(id) AS id FROM ${quote(table)}`)).rows[0]?.id ?? 0);
  const last = Math.max(largest, highestGiven);
  await client.query('SELECT setval($1, $2, $3)', [identity, Math.max(last, 1), last > 0]);
}

/** How many rows each table holds, as copied; `files`: how many files of the uploads folder went into the database. */
export interface CopyCounts {
  rows: Record<string, number>;
  files: number;
}

/** The uploads folder's files, named as the file store names them: images at the top, visitors' files in their folder. */
async function uploadedFiles(uploadsDir: string): Promise<string[]> {
  const inFolder = async (folder: string) => {
    const entries = await readdir(join(uploadsDir, folder), { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => (folder ? `${folder}/${entry.name}` : entry.name));
  };
  return [...(await inFolder('')), ...(await inFolder('visitor-files'))];
}

/** Puts the uploads folder's files into `stored_files`, where the nodes of a PostgreSQL installation read them. */
async function copyUploads(client: PoolClient, uploadsDir: string): Promise<number> {
  let copied = 0;
  for (const name of await uploadedFiles(uploadsDir)) {
    const path = join(uploadsDir, name);
    const [bytes, info] = await Promise.all([readFile(path), stat(path)]);
    const added = await client.query(
      'INSERT INTO stored_files (name, bytes, size, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING',
      [name, bytes, bytes.length, Math.floor(info.mtimeMs)],
    );
    copied += added.rowCount ?? 0;
  }
  return copied;
}

/**
 * Copies every row of a migrated SQLite database into an empty PostgreSQL database (migrating it first), in one
 * transaction: either all of it arrives or none; so do the files of `uploadsDir`, into the database's file store. Ids are kept, and each identity continues after the largest id the
 * SQLite database gave (copied, or of a row since deleted). Refuses a target that already holds accounts, and a SQLite database whose schema is older or newer than the
 * PostgreSQL migrations'.
 */
export async function copySqliteToPostgres(sqlite: Database, pool: Pool, { uploadsDir }: { uploadsDir?: string } = {}): Promise<CopyCounts> {
  const sqliteMigrations = (sqlite.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]).map((row) => row.name);
  const postgresMigrations = loadMigrations(POSTGRES_MIGRATIONS_DIR).map((m) => m.name);
  const lastSqlite = sqliteMigrations.at(-1);
  // The two folders share numbers (PostgreSQL's first file stands for SQLite's 0001–0019).
  if (lastSqlite?.slice(0, 4) !== postgresMigrations.at(-1)?.slice(0, 4)) {
    throw new CopyError(`The SQLite database is at migration ${lastSqlite ?? 'none'}, PostgreSQL's files end at ${postgresMigrations.at(-1)}: start the server on the SQLite file once to migrate it, or update Kartis.`);
  }
  await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR));

  const highestIdsGiven = sqliteSequences(sqlite);
  const client = await pool.connect();
  const counts: CopyCounts = { rows: {}, files: 0 };
  try {
    await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
    const existing = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]!.n);
    if (existing > 0) throw new CopyError(`The PostgreSQL database already holds ${existing} accounts: copy into an empty database.`);
    for (const table of await tablesInCopyOrder(client)) {
      const columns = await columnsOf(client, table);
      const sqliteColumns = new Set((sqlite.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name));
      const missing = columns.filter((column) => !sqliteColumns.has(column));
      if (missing.length) throw new CopyError(`SQLite's ${table} has no column ${missing.join(', ')}.`);
      // In id order, so ids arrive as they were made.
      const select = sqlite.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}${columns.includes('id') ? ' ORDER BY id' : ''}`);
      let batch: unknown[][] = [];
      let copied = 0;
      const flush = async () => {
        if (!batch.length) return;
        const values = batch.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`);
        await client.query(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')}`, batch.flat());
        copied += batch.length;
        batch = [];
      };
      for (const row of select.raw().iterate() as IterableIterator<unknown[]>) {
        batch.push(row);
        if (batch.length === BATCH_ROWS) await flush();
      }
      await flush();
      counts.rows[table] = copied;
      if (columns.includes('id')) {
        const identity = (await client.query<{ seq: string | null }>(`SELECT pg_get_serial_sequence($1, 'id') AS seq`, [table])).rows[0]?.seq;
        if (identity) await continueIdentity(client, table, identity, highestIdsGiven.get(table) ?? 0);
      }
    }
    if (uploadsDir) counts.files = await copyUploads(client, uploadsDir);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return counts;
}
