import { expect, it } from 'vitest';
import { open } from '../../db/index';
import { sqliteQueryBuilder } from '../../db/query-builder';
import { memoUntilWrite } from '../../api/memo-by-data';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

// Writes on a SQLite file seen through its data_version, from this connection and another.
sqliteOnly('memoUntilWrite', () => {
  it('recomputes only after a write, on this connection or on another one', async () => {
    const path = tempDbPath();
    const db = open(path);
    const other = open(path);
    db.exec('CREATE TABLE t (v INTEGER)');
    let computed = 0;
    const sum = memoUntilWrite(sqliteQueryBuilder(db), db, async () => {
      computed += 1;
      return (db.prepare('SELECT coalesce(sum(v), 0) AS s FROM t').get() as { s: number }).s;
    });
    expect(sum.current()).toBeUndefined();
    expect(await sum()).toBe(0);
    expect(await sum()).toBe(0);
    expect(sum.current()).toBe(0);
    expect(computed).toBe(1);
    db.prepare('INSERT INTO t VALUES (2)').run();
    expect(sum.current()).toBeUndefined();
    expect(await sum()).toBe(2);
    other.prepare('INSERT INTO t VALUES (5)').run();
    expect(await sum()).toBe(7);
    expect(computed).toBe(3);
    other.close();
    db.close();
  });
});
