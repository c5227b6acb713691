import { statSync } from 'node:fs';
import { expect, it } from 'vitest';
import { open } from '../../db';
import { SERVER_CHECKPOINT_PAGES, startCheckpointer } from '../../db/checkpointer';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const ROWS = 1500;
/** What ROWS rows of 400 characters take in the database file, at the least. */
const ROWS_BYTES = 400 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new database with a table to write to, and its file's size before any row. */
function newDatabase() {
  const path = tempDbPath();
  const db = open(path);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { path, db, emptySize: statSync(path).size };
}

/** ROWS commits of a row each, as the server makes them (each one page of log at least). */
function commitRows(db: ReturnType<typeof open>) {
  const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
  for (let i = 0; i < ROWS; i += 1) insert.run('x'.repeat(400));
}

async function grewWithin(path: string, beyond: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (statSync(path).size > beyond) return true;
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
}

// The checkpointer moves SQLite's write-ahead log into the file.
sqliteOnly('checkpoints off the server’s thread', () => {
  it('a worker moves what the server commits into the database file, while the server’s own commits copy nothing', async () => {
    expect(ROWS).toBeLessThan(SERVER_CHECKPOINT_PAGES);
    const { path, db, emptySize } = newDatabase();
    const checkpointer = startCheckpointer(db);
    try {
      commitRows(db);
      expect(await grewWithin(path, emptySize + ROWS_BYTES, 3000)).toBe(true);
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });

  it('without the worker the same commits stay in the log, so the test above sees the worker’s work', async () => {
    const { path, db, emptySize } = newDatabase();
    db.pragma(`wal_autocheckpoint = ${SERVER_CHECKPOINT_PAGES}`);
    commitRows(db);
    expect(await grewWithin(path, emptySize + ROWS_BYTES, 1000)).toBe(false);
    db.close();
  });

  it('stopping takes a last checkpoint, so a shutdown leaves the log copied', async () => {
    const { path, db, emptySize } = newDatabase();
    const checkpointer = startCheckpointer(db, { intervalMs: 60_000 });
    commitRows(db);
    expect(statSync(path).size).toBe(emptySize);
    await checkpointer.stop();
    expect(statSync(path).size).toBeGreaterThan(emptySize + ROWS_BYTES);
    db.close();
  });
});
