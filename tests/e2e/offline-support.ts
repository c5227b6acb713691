import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo owner (active annual plan) and the slug of the demo card. */
export const DEMO = { email: 'demo@kartis.app', password: 'demo1234', cardSlug: 'demo' } as const;

/** The caches and IndexedDB stores the app and its worker use. */
export const STORES = {
  cards: 'kartis-cards-v1',
  images: 'kartis-images-v1',
  queryDb: 'kartis',
  queryStore: 'query-cache',
  ownerKey: 'owner',
} as const;

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
}

/** Signs a request context in as the demo owner (the page's own `page.request` shares the page's cookies). */
export async function signInAsDemo(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password, rememberMe: false },
    headers: { 'csrf-token': await csrfToken(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A separate signed-in API client (another device): unaffected by the page going offline. */
export async function demoApi(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await signInAsDemo(request);
  return request;
}

/** Sends an API call with the anti-forgery token and returns the parsed answer. */
export async function callApi<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { 'csrf-token': await csrfToken(request) } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Resolves once a service worker controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 20_000 });
}

/** Resolves once Cache Storage holds every given same-origin path in the named cache. */
export async function waitForCached(page: Page, cacheName: string, paths: string[]): Promise<void> {
  await page.waitForFunction(
    async ({ cacheName, paths }) => {
      const cache = await caches.open(cacheName);
      const found = await Promise.all(paths.map((path) => cache.match(new URL(path, location.origin).href, { ignoreVary: true })));
      return found.every(Boolean);
    },
    { cacheName, paths },
    { timeout: 20_000, polling: 250 },
  );
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
