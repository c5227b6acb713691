import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The caches and IndexedDB stores the app and its worker use. */
export const STORES = {
  cards: 'kartis-cards-v1',
  images: 'kartis-images-v1',
  queryDb: 'kartis',
  queryStore: 'query-cache',
  ownerKey: 'owner',
  appFiles: 'kartis-precache-v1',
} as const;

/** The paths of the app's files, as the built /sw.js lists them for the worker to keep. */
export async function appFilePaths(request: APIRequestContext): Promise<string[]> {
  const worker = await (await request.get('/sw.js')).text();
  return Array.from(worker.matchAll(/"url":"([^"]+)"/g), (match) => new URL(match[1]!, 'http://app.invalid/').pathname);
}

/** How many of the app's files the worker keeps on this device. */
export function keptAppFileCount(page: Page): Promise<number> {
  return page.evaluate(async (cacheName) => ((await caches.has(cacheName)) ? (await (await caches.open(cacheName)).keys()).length : 0), STORES.appFiles);
}

/** Resolves once a service worker controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 20_000 });
}

/**
 * Takes the device offline, and resolves once each service worker's own requests fail too. `setOffline` resolves when
 * Chromium has taken the order, but a worker's requests follow it a moment later: right after it resolved, a fetch
 * made inside the worker still reached the server about once in 40 tries, and a card never opened here then came
 * from the server, not the offline page.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  for (const worker of context.serviceWorkers()) {
    const workerFetchFails = () => worker.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then(() => false, () => true));
    await expect.poll(workerFetchFails, { intervals: [50] }).toBe(true);
  }
}

/**
 * Resolves once Cache Storage holds every given same-origin path in the named cache. Asked again until it does: the
 * question is answered asynchronously, and `waitForFunction` takes the promise of an answer for a yes.
 */
export async function waitForCached(page: Page, cacheName: string, paths: string[]): Promise<void> {
  const allKept = () =>
    page.evaluate(
      async ({ cacheName, paths }) => {
        const cache = await caches.open(cacheName);
        const found = await Promise.all(paths.map((path) => cache.match(new URL(path, location.origin).href, { ignoreVary: true })));
        return found.every(Boolean);
      },
      { cacheName, paths },
    );
  await expect.poll(allKept, { timeout: 20_000, intervals: [250] }).toBe(true);
}

/** The owner's saved query cache as stored in IndexedDB (the persister's JSON), or null when there is none. */
export function readSavedOwnerCache(page: Page): Promise<string | null> {
  return page.evaluate(
    ({ db, store, key }) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(store)) {
            database.close();
            return resolve(null);
          }
          const get = database.transaction(store).objectStore(store).get(key);
          get.addEventListener('success', () => {
            database.close();
            resolve((get.result as string | undefined) ?? null);
          });
          get.addEventListener('error', () => reject(get.error));
        });
      }),
    { db: STORES.queryDb, store: STORES.queryStore, key: STORES.ownerKey },
  );
}

/** Waits until the saved owner cache contains the given text (a query key, an edited value). */
export async function waitForSavedOwnerCache(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await readSavedOwnerCache(page)) ?? '', { timeout: 15_000 }).toContain(text);
}
