import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { folderFileStore } from '../../api/file-store/store';
import { describe, expect, it } from 'vitest';
import { dbCopy } from '../../api/bin/db-copy';
import { createLogger } from '../../api/log';
import { blogRepo } from '../../api/blog/repo';
import { seedBlogPosts } from '../../api/seed/blog';
import { seed } from '../../api/seed/seed';
import { openAndMigrate, type Database } from '../../db';
import { postgresQueryBuilder, sqliteQueryBuilder } from '../../db/query-builder';
import { migratedDb, tempDbPath } from '../helpers/db';
import { emptyPostgresDatabase, postgresPool, postgresUrl } from '../helpers/postgres';

/** A seeded installation's SQLite file, as `npm start` leaves it: demo owner, cards, leads, statistics, blog, packages. */
async function seededInstallation(): Promise<string> {
  const path = tempDbPath();
  const db = openAndMigrate(path);
  // The pictures in the uploads folder beside the file, where the server keeps them by default.
  await seed(sqliteQueryBuilder(db), { adminEmail: 'admin@kartis.app', adminPassword: 'admin-password-1', log: createLogger('silent'), files: folderFileStore(join(dirname(path), 'uploads')) });
  db.close();
  return path;
}

function output() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/** Every row of every table, each table's rows as sorted JSON, so the two engines compare value for value. */
function sqliteRows(db: Database, tables: string[]): Record<string, string[]> {
  return Object.fromEntries(tables.map((table) => [table, (db.prepare(`SELECT * FROM "${table}"`).all() as object[]).map((row) => JSON.stringify(row)).sort()]));
}

describe.skipIf(!postgresUrl)('npm run db:copy', () => {
  it('moves every row of a seeded installation to PostgreSQL, value for value, and new rows continue after the copied ids', async () => {
    const from = await seededInstallation();
    const to = await emptyPostgresDatabase();
    const out = output();
    expect(await dbCopy(['--from', from, '--to', to], out.stream)).toBe(0);
    const copiedTables = Number(/^Copied \d+ rows of (\d+) tables from /.exec(out.text())?.[1]);
    const uploadsDir = join(dirname(from), 'uploads');
    const pictures = readdirSync(uploadsDir).sort();
    expect(pictures.length).toBeGreaterThan(3);
    expect(out.text()).toContain(`and ${pictures.length} files of ${uploadsDir} into the database`);

    const pool = await postgresPool(to);
    const tables = (await pool.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('schema_migrations', 'stored_files')",
    )).rows.map((r) => r.name);
    // Every table of the schema but the migrations' own (the uploads' table stored_files among them) is copied.
    expect(copiedTables).toBe(tables.length + 1);
    const sqlite = openAndMigrate(from);
    const expected = sqliteRows(sqlite, tables);
    sqlite.close();
    for (const table of tables) {
      const rows = (await pool.query(`SELECT * FROM "${table}"`)).rows.map((row) => JSON.stringify(row)).sort();
      expect({ table, rows }).toEqual({ table, rows: expected[table] });
    }
    expect(expected.users!.length).toBeGreaterThan(1);
    expect(expected.leads!.length).toBeGreaterThan(0);
    expect(expected.profile_daily!.length).toBeGreaterThan(0);
    // The pictures, byte for byte, where the nodes of a PostgreSQL installation read them.
    const stored = (await pool.query<{ name: string; bytes: Buffer }>('SELECT name, bytes FROM stored_files ORDER BY name')).rows;
    expect(stored.map((file) => file.name)).toEqual(pictures);
    for (const file of stored) expect(file.bytes.equals(readFileSync(join(uploadsDir, file.name)))).toBe(true);

    const largest = (await pool.query('SELECT max(id) AS id FROM users')).rows[0].id as number;
    const now = new Date().toISOString();
    const added = await pool.query("INSERT INTO users (username, email, created_at, updated_at) VALUES ('after-copy', 'after@example.com', $1, $1) RETURNING id", [now]);
    expect(added.rows[0].id).toBe(largest + 1);
  });

  it('continues each identity after the largest id SQLite gave, also when the rows that held it were deleted', async () => {
    const from = await seededInstallation();
    const sqlite = openAndMigrate(from);
    const { given } = sqlite.prepare("SELECT seq AS given FROM sqlite_sequence WHERE name = 'blog_posts'").get() as { given: number };
    expect(given).toBeGreaterThan(0);
    // An admin deleted every post (the newest, with the highest ids, among them).
    sqlite.prepare('DELETE FROM blog_posts').run();
    sqlite.close();
    const to = await emptyPostgresDatabase();
    expect(await dbCopy(['--from', from, '--to', to], output().stream)).toBe(0);

    const query = postgresQueryBuilder(await postgresPool(to));
    // The next start's seed must not bring the deleted posts back, nor a new post take a deleted one's id.
    expect(await seedBlogPosts(query, new Date())).toBe(0);
    const now = new Date().toISOString();
    const id = await blogRepo(query).create({ slug: 'after-copy', title: 'After the copy', excerpt: '', bodyMarkdown: 'Text', cover: null, author: 'Admin', language: 'en' }, { published: false, now });
    expect(id).toBe(given + 1);
  });

  it('refuses a target that already holds accounts, and leaves it as it was', async () => {
    const from = await seededInstallation();
    const to = await emptyPostgresDatabase();
    expect(await dbCopy(['--from', from, '--to', to], output().stream)).toBe(0);
    const pool = await postgresPool(to);
    const before = (await pool.query('SELECT count(*) AS n FROM leads')).rows[0].n;
    const err = output();
    expect(await dbCopy(['--from', from, '--to', to], output().stream, err.stream)).toBe(1);
    expect(err.text()).toMatch(/already holds \d+ accounts: copy into an empty database/);
    expect((await pool.query('SELECT count(*) AS n FROM leads')).rows[0].n).toBe(before);
  });

  it('explains its arguments, and never prints the password in the address', async () => {
    const err = output();
    expect(await dbCopy(['--from', migratedDb().name], output().stream, err.stream)).toBe(2);
    expect(err.text()).toMatch(/^Usage: npm run db:copy -- --from/);
    const missing = output();
    expect(await dbCopy(['--from', '/nowhere/kartis.db', '--to', 'postgres://kartis:secret-pw@127.0.0.1:1/x'], output().stream, missing.stream)).toBe(1);
    expect(missing.text()).toMatch(/No SQLite database at \/nowhere\/kartis.db/);
    expect(missing.text()).not.toContain('secret-pw');
  });
});
