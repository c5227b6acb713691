import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// Not workbox-background-sync's Queue: it takes a request out before replaying it (a worker stopped mid-request
// loses the lead), replays any answer as done (a 5xx would drop it), and brings its own copy of idb into sw.js.

/**
 * A lead kept while offline: the exact request body, idempotency key included: a visitor's JSON, or the owner's own
 * lead as multipart with a card's photo (then with its type, and the anti-forgery token it was sent with, which marks
 * it as the owner's: a replay sends the session's token of that moment).
 */
export interface QueuedLead {
  id?: number;
  url: string;
  body: string | Blob;
  contentType?: string;
  csrfToken?: string;
  queuedAt: number;
}

interface OutboxSchema extends DBSchema {
  leads: { key: number; value: QueuedLead };
}

/** The worker's own IndexedDB database and store names. */
export const OUTBOX_DB = { name: 'kartis-sw', version: 1, store: 'leads' } as const;

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function outbox(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>(OUTBOX_DB.name, OUTBOX_DB.version, {
    upgrade(db) {
      db.createObjectStore(OUTBOX_DB.store, { keyPath: 'id', autoIncrement: true });
    },
  });
  return database;
}

/** Queues a lead to send later; queued leads keep their order. */
export async function queueLead(lead: Omit<QueuedLead, 'id'>): Promise<void> {
  await (await outbox()).add(OUTBOX_DB.store, lead);
}

/** The queued leads, oldest first. */
export async function queuedLeads(): Promise<QueuedLead[]> {
  return (await outbox()).getAll(OUTBOX_DB.store);
}

/** Removes a lead once the server answered it for good. */
export async function removeQueuedLead(id: number): Promise<void> {
  await (await outbox()).delete(OUTBOX_DB.store, id);
}
