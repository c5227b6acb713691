import type { Pool, QueryResultRow } from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, type Database } from '../../db';
import { loadMigrations, MigrationError } from '../../db/migrate';
import { POSTGRES_MIGRATIONS_DIR } from '../../db/postgres';
import { migratePostgres } from '../../db/postgres/migrate';
import { migratedDb } from '../helpers/db';
import { emptyPostgresDatabase, postgresPool, postgresUrl } from '../helpers/postgres';

/** One engine's schema, in terms both can state: tables, columns, keys, references and named indexes. */
interface Schema {
  tables: Record<string, { columns: string[]; notNull: string[]; primaryKey: string[]; unique: string[]; references: string[] }>;
  indexes: string[];
}

function sqliteSchema(db: Database): Schema {
  const tables: Schema['tables'] = {};
  const names = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'").all() as { name: string }[]).map((r) => r.name);
  for (const table of names) {
    const columns = db.prepare('SELECT name, "notnull" AS required, pk FROM pragma_table_info(?) ORDER BY cid').all(table) as { name: string; required: number; pk: number }[];
    const primaryKey = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    const uniqueIndexes = db.prepare("SELECT name FROM pragma_index_list(?) WHERE origin = 'u'").all(table) as { name: string }[];
    const unique = uniqueIndexes.map(({ name }) => (db.prepare('SELECT name FROM pragma_index_info(?) ORDER BY seqno').all(name) as { name: string }[]).map((c) => c.name).join(','));
    const references = (db.prepare('SELECT "from", "table", on_delete FROM pragma_foreign_key_list(?)').all(table) as { from: string; table: string; on_delete: string }[])
      .map((fk) => `${fk.from}→${fk.table} ${fk.on_delete === 'NO ACTION' ? '' : fk.on_delete}`.trim());
    tables[table] = {
      columns: columns.map((c) => c.name),
      // SQLite lets a primary key column be null unless it says NOT NULL; PostgreSQL never does.
      notNull: columns.filter((c) => c.required || primaryKey.includes(c.name)).map((c) => c.name).sort(),
      primaryKey,
      unique: unique.sort(),
      references: references.sort(),
    };
  }
  const indexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").all() as { name: string }[]).map((r) => r.name).sort();
  return { tables, indexes };
}

async function postgresSchema(client: Pool): Promise<Schema> {
  const q = async <T extends QueryResultRow>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;
  const tables: Schema['tables'] = {};
  const names = (await q<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'")).map((r) => r.name);
  const constraintColumns = async (table: string, type: 'p' | 'u') =>
    (await q<{ columns: string[] }>(
      `SELECT array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns
       FROM pg_constraint c WHERE c.conrelid = $1::regclass AND c.contype = $2`,
      [table, type],
    )).map((r) => r.columns);
  for (const table of names) {
    const columns = await q<{ name: string; nullable: string }>(
      "SELECT column_name AS name, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
      [table],
    );
    const onDelete: Record<string, string> = { a: '', c: 'CASCADE', n: 'SET NULL', r: 'RESTRICT', d: 'SET DEFAULT' };
    const references = (await q<{ column: string; parent: string; action: string }>(
      `SELECT a.attname AS column, c.confrelid::regclass::text AS parent, c.confdeltype AS action
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.conrelid = $1::regclass AND c.contype = 'f'`,
      [table],
    )).map((fk) => `${fk.column}→${fk.parent} ${onDelete[fk.action]}`.trim());
    tables[table] = {
      columns: columns.map((c) => c.name),
      notNull: columns.filter((c) => c.nullable === 'NO').map((c) => c.name).sort(),
      primaryKey: (await constraintColumns(table, 'p'))[0] ?? [],
      unique: (await constraintColumns(table, 'u')).map((c) => c.join(',')).sort(),
      references: references.sort(),
    };
  }
  const indexes = (await q<{ name: string }>(
    `SELECT i.indexname AS name FROM pg_indexes i WHERE i.schemaname = 'public'
     AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  )).map((r) => r.name).sort();
  return { tables, indexes };
}

describe.skipIf(!postgresUrl)('the PostgreSQL schema', () => {
  it('ends where SQLite’s migrations end: the same tables, columns, keys, references and indexes', async () => {
    const pool = await postgresPool(await emptyPostgresDatabase());
    await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR));
    const postgres = await postgresSchema(pool);
    const sqlite = sqliteSchema(migratedDb());
    expect(Object.keys(postgres.tables).sort()).toEqual(Object.keys(sqlite.tables).sort());
    for (const table of Object.keys(sqlite.tables)) expect({ table, ...postgres.tables[table] }).toEqual({ table, ...sqlite.tables[table] });
    expect(postgres.indexes).toEqual(sqlite.indexes);
  });

  it('has, from 0019 on, a file of the same name for every SQLite migration and no other', () => {
    const sqlite = loadMigrations(MIGRATIONS_DIR).map((m) => m.name).filter((name) => name >= '0019');
    const postgres = loadMigrations(POSTGRES_MIGRATIONS_DIR).map((m) => m.name);
    expect(postgres.map((name) => name.slice(0, 4))).toEqual(sqlite.map((name) => name.slice(0, 4)));
    expect(postgres.slice(1)).toEqual(sqlite.slice(1));
  });

  it('keeps the rules SQLite keeps: usernames unique whatever their case, JSON columns only JSON, card codes in a-z0-9', async () => {
    const pool = await postgresPool(await emptyPostgresDatabase());
    await migratePostgres(pool, loadMigrations(POSTGRES_MIGRATIONS_DIR));
    const now = new Date().toISOString();
    const user = (username: string, email: string) =>
      pool.query('INSERT INTO users (username, email, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id', [username, email, now]);
    const { rows } = await user('Dana', 'dana@example.com');
    await expect(user('dana', 'other@example.com')).rejects.toMatchObject({ code: '23505' });
    const profile = await pool.query(
      "INSERT INTO profiles (user_id, slug, display_name, created_at, updated_at) VALUES ($1, 'dana', 'דנה', $2, $2) RETURNING id",
      [rows[0].id, now],
    );
    const item = (data: string) => pool.query("INSERT INTO profile_items (profile_id, kind, data, sort_order) VALUES ($1, 'link', $2, 0)", [profile.rows[0].id, data]);
    await item('{"url":"https://example.com"}');
    await expect(item('{not json')).rejects.toMatchObject({ code: '23514' });
    const card = (code: string) => pool.query('INSERT INTO physical_cards (code, created_at) VALUES ($1, $2)', [code, now]);
    await card('abc123');
    await expect(card('ABC-12')).rejects.toMatchObject({ code: '23514' });
  });
});

describe.skipIf(!postgresUrl)('migrating PostgreSQL', () => {
  it('applies each file once: a second start applies nothing, and two nodes starting together migrate once', async () => {
    const migrations = loadMigrations(POSTGRES_MIGRATIONS_DIR);
    const url = await emptyPostgresDatabase();
    const [a, b] = [await postgresPool(url), await postgresPool(url)];
    const applied = await Promise.all([migratePostgres(a, migrations), migratePostgres(b, migrations)]);
    expect(applied.flat()).toEqual(migrations.map((m) => m.name));
    expect(await migratePostgres(a, migrations)).toEqual([]);
    const { rows } = await a.query('SELECT count(*) AS n FROM schema_migrations');
    expect(rows[0].n).toBe(migrations.length);
  });

  it('refuses a migration edited after it was applied, and rolls back one that fails', async () => {
    const migrations = loadMigrations(POSTGRES_MIGRATIONS_DIR);
    const pool = await postgresPool(await emptyPostgresDatabase());
    await migratePostgres(pool, migrations);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
    await expect(migratePostgres(pool, edited)).rejects.toBeInstanceOf(MigrationError);
    const broken = [...migrations, { name: '9998_half.sql', sql: 'CREATE TABLE half_made (id integer); SELECT no_such_function();' }];
    await expect(migratePostgres(pool, broken)).rejects.toMatchObject({ code: '42883' });
    const { rows } = await pool.query("SELECT to_regclass('half_made') AS table, (SELECT count(*) FROM schema_migrations WHERE name = '9998_half.sql') AS recorded");
    expect(rows[0]).toEqual({ table: null, recorded: 0 });
  });
});
