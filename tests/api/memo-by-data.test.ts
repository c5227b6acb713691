import { describe, expect, it } from 'vitest';
import { open } from '../../db/index';
import { memoUntilWrite, writeWatchOf } from '../../api/memo-by-data';
import { tempDbPath } from '../helpers/db';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('memoUntilWrite', () => {
  it("recomputes only after a write: this connection's at once, another connection's from the next turn", async () => {
    const path = tempDbPath();
    const db = open(path);
    const other = open(path);
    db.exec('CREATE TABLE t (v INTEGER)');
    let computed = 0;
    const sum = memoUntilWrite(writeWatchOf({ sqlite: db }), async () => {
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
    await nextTurn();
    other.prepare('INSERT INTO t VALUES (5)').run();
    await nextTurn();
    expect(await sum()).toBe(7);
    expect(computed).toBe(3);
    other.close();
    db.close();
  });

  it('reads on every call where no change counter exists (PostgreSQL: another node may have written)', async () => {
    let computed = 0;
    const value = memoUntilWrite(writeWatchOf({ sqlite: undefined }), async () => ++computed);
    expect(await value()).toBe(1);
    expect(await value()).toBe(2);
    expect(value.current()).toBeUndefined();
  });
});
