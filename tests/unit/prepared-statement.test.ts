import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedStatement, sqliteQueryBuilder } from '../../db/query-builder';
import { migratedDb } from '../helpers/db';

describe('preparedStatement on SQLite', () => {
  it("neither reads nor joins another request's open transaction: it waits for it", async () => {
    const query = sqliteQueryBuilder(migratedDb());
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)`.execute(query);
    const count = preparedStatement<{ n: number }>(query, sql<{ n: number }>`SELECT count(*) AS n FROM notes`.compile(query));
    const add = preparedStatement(query, query.insertInto('notes' as never).values({ text: '' } as never).compile());

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = query.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (text) VALUES ('uncommitted')`.execute(trx);
      await held;
      throw new Error('rolled back');
    });
    // Let the transaction begin and write, then ask from outside it while it is open.
    await new Promise((resolve) => setImmediate(resolve));
    const seen = count([]);
    const added = add(['from another request']);
    release();
    await expect(failing).rejects.toThrow('rolled back');
    expect(await seen).toEqual([{ n: 0 }]);
    await added;
    expect(await count([])).toEqual([{ n: 1 }]);
  });
});
