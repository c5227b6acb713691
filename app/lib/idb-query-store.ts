import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The IndexedDB database and store holding the owner's persisted query cache. */
export const QUERY_STORE = { database: 'kartis', version: 1, store: 'query-cache' } as const;

interface QueryStoreSchema extends DBSchema {
  'query-cache': { key: string; value: string };
}

/** The string storage the async persister reads and writes. */
export interface StringStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

let database: Promise<IDBPDatabase<QueryStoreSchema>> | undefined;

function open(): Promise<IDBPDatabase<QueryStoreSchema>> {
  database ??= openDB<QueryStoreSchema>(QUERY_STORE.database, QUERY_STORE.version, {
    upgrade(db) {
      db.createObjectStore(QUERY_STORE.store);
    },
  });
  return database;
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/**
 * The query cache's store as string storage. A full disk drops the saved copy rather than throwing:
 * the app keeps working online, and an outdated copy is never restored.
 */
export function idbQueryStorage(): StringStorage {
  return {
    getItem: async (key) => (await (await open()).get(QUERY_STORE.store, key)) ?? null,
    setItem: async (key, value) => {
      const db = await open();
      try {
        await db.put(QUERY_STORE.store, value, key);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        await db.delete(QUERY_STORE.store, key);
      }
    },
    removeItem: async (key) => {
      await (await open()).delete(QUERY_STORE.store, key);
    },
  };
}

/** Empties the store (logout on a shared phone). */
export async function clearQueryStore(): Promise<void> {
  await (await open()).clear(QUERY_STORE.store);
}
