import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery, preparedStatement, sqliteQueryBuilder } from '../../db/query-builder';
import { plansRepo } from '../../api/plans/repo';
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

  it('puts each value where its stand-in was, however often it appears, and keeps the constants', async () => {
    const query = sqliteQueryBuilder(migratedDb());
    await sql`CREATE TABLE pairs (a INTEGER NOT NULL, b INTEGER NOT NULL, tag TEXT NOT NULL)`.execute(query);
    await sql`INSERT INTO pairs VALUES (1, 1, 'x'), (1, 2, 'x'), (2, 2, 'x'), (2, 2, 'y'), (3, 1, 'x')`.execute(query);
    const equalPairs = preparedQuery(
      query,
      (n: number, tag: string) =>
        query
          .selectFrom('pairs' as never)
          .select(sql<number>`count(*)`.as('n'))
          .where(sql`a`, '=', n)
          .where(sql`b`, '=', n)
          .where(sql`tag`, '=', tag)
          .where(sql`a`, '<', 3),
      [-7, '\u0000tag'],
    );
    expect(await equalPairs(2, 'x')).toEqual([{ n: 1 }]);
    expect(await equalPairs(1, 'x')).toEqual([{ n: 1 }]);
    expect(await equalPairs(3, 'x')).toEqual([{ n: 0 }]);
    expect(await equalPairs(2, 'y')).toEqual([{ n: 1 }]);
  });
});

describe('limits on SQLite', () => {
  it('the plan lookup every gated request makes writes its LIMIT into the SQL instead of binding it', async () => {
    const db = migratedDb();
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof db.prepare;
    const plans = plansRepo(sqliteQueryBuilder(db));
    expect(await plans.activePlan(1, new Date())).toBeUndefined();
    expect(await plans.teamPlan(1, new Date())).toBeUndefined();
    const limited = prepared.filter((source) => /\blimit\b/i.test(source));
    expect(limited).toHaveLength(2);
    // A bound limit made SQLite's run of the lookup eight times slower (33 µs against 4).
    for (const source of limited) expect(source).toMatch(/\blimit 1$/i);
  });
});
