import type { Database } from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker moves the write-ahead log's pages into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * Pages of log after which the server's own connection checkpoints (SQLite's default is 1,000). Only a checkpoint
 * taken between two of the server's commits can find the log fully copied and let the next commit start it over, so
 * the server still takes one now and then, to keep the log's size bounded; by then the worker has copied all but the
 * last quarter second of it.
 */
export const SERVER_CHECKPOINT_PAGES = 10_000;

// The worker's own connection to the same file. A PASSIVE checkpoint never blocks the server's writes or reads.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
let lastError = '';
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    lastError = '';
  } catch (error) {
    // Told once per kind of failure (a full disk fails four times a second until space returns).
    const message = String((error && error.message) || error);
    if (message !== lastError) parentPort.postMessage(message);
    lastError = message;
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Runs a last checkpoint and ends the worker. */
  stop(): Promise<void>;
}

/**
 * Takes checkpoints off the server's thread. SQLite's automatic checkpoint runs inside whichever commit crosses
 * 1,000 pages of log, copying them and syncing the file while that commit (and so every request) waits: on this
 * machine's disk, 60–200 ms at a time, every second or two under a crowd writing leads and views. A worker thread
 * with a connection of its own copies the log every quarter second instead, and the server's connection checkpoints
 * only every SERVER_CHECKPOINT_PAGES, when little is left to copy.
 */
export function startCheckpointer(db: Database, { intervalMs = CHECKPOINT_INTERVAL_MS, onError }: { intervalMs?: number; onError?: (message: string) => void } = {}): Checkpointer {
  db.pragma(`wal_autocheckpoint = ${SERVER_CHECKPOINT_PAGES}`);
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, path: db.name, intervalMs } });
  worker.unref();
  worker.on('message', (message: string) => onError?.(message));
  worker.on('error', (error) => {
    // Without the worker, SQLite's own checkpoints take over again: slower commits, nothing lost.
    onError?.(error.message);
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop', []); // a worker thread's message: the list is of objects to transfer (none), not an origin
      await exited;
    },
  };
}
