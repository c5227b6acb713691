import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STORES, appFilePaths, goOffline, keptAppFileCount, waitForCached, waitForWorker } from './offline-support';
import { createCard, registerOwner, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import type { PhysicalCard } from '../../shared/contract/physical-cards';
import type { Profile } from '../../shared/contract/profiles';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** Every address the device keeps in Cache Storage, with the cache that keeps it. */
function keptUrls(page: Page): Promise<{ cache: string; url: string }[]> {
  return page.evaluate(async () => {
    const kept: { cache: string; url: string }[] = [];
    for (const cache of await caches.keys()) for (const request of await (await caches.open(cache)).keys()) kept.push({ cache, url: request.url });
    return kept;
  });
}

/** What the service worker warns of in its console (why it drew the offline page), as it happens. */
function workerWarnings(context: BrowserContext): string[] {
  const said: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'warning') said.push(message.text());
  });
  return said;
}

/**
 * Makes the worker say in its console each write, deletion and lookup of its caches from now on, with its time:
 * in a full run this journey's kept card was once missing for a moment when the worker looked it up offline.
 */
async function followCaches(context: BrowserContext): Promise<void> {
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(() => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- the function runs in the worker, which sees only its own body.
    const urlOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- the function runs in the worker, which sees only its own body.
    const say = (what: string) => console.warn(`cache, ${Date.now() % 100_000} ms: ${what}`);
    const follow = <T,>(what: string, done: Promise<T>, outcome: (value: T) => string) => {
      say(what);
      return done.then(
        (value) => (say(`${what}: ${outcome(value)}`), value),
        (error: unknown) => (say(`${what}: failed, ${String(error)}`), Promise.reject(error)),
      );
    };
    const { put, delete: remove } = Cache.prototype;
    Cache.prototype.put = function (request, response) {
      return follow(`put ${urlOf(request)}`, put.call(this, request, response), () => 'done');
    };
    Cache.prototype.delete = function (request, options) {
      return follow(`delete ${urlOf(request)}`, remove.call(this, request, options), (found) => String(found));
    };
    const match = CacheStorage.prototype.match;
    CacheStorage.prototype.match = function (request, options) {
      return follow(`look up ${urlOf(request)}`, match.call(this, request, options), (found) => (found ? 'found' : 'nothing'));
    };
  });
}

/** The seeded demo card, which has an avatar: these tests only read it. */
const CARD = '/p/demo';

test('a card opened once opens again offline, with its avatar, and its contact can still be saved', async ({ page, context }) => {
  const workerSays = workerWarnings(context);
  await page.goto(`${CARD}?src=qr`);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  const avatar = await page.locator('img.kc-avatar').getAttribute('src');
  expect(avatar).toMatch(/^\/uploads\//);
  await waitForWorker(page);
  await followCaches(context);
  await waitForCached(page, STORES.cards, [CARD, `${CARD}/vcard`]);
  await waitForCached(page, STORES.images, [avatar!]);

  workerSays.push(`going offline, ${Date.now() % 100_000} ms`);
  await goOffline(context);
  await page.goto(`${CARD}?src=nfc`);
  // What the device kept when the card was opened offline, so a failure tells a lost copy from one not looked up.
  await test.info().attach('kept for offline', { body: (await keptUrls(page)).map(({ cache, url }) => `${cache}: ${url}`).join('\n'), contentType: 'text/plain' });
  await test.info().attach("the worker's warnings", { body: workerSays.join('\n'), contentType: 'text/plain' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => page.locator('img.kc-avatar').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const download = page.waitForEvent('download');
  await page.locator(`a[href$="/vcard"]`).first().click();
  const contact = await (await download).createReadStream().then((stream) => new Response(stream as unknown as ReadableStream).text());
  expect(contact).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(contact).toContain(`FN:${name}`);
});

test('a card opened at its owner\'s username opens offline at its own address too', async ({ page, context }) => {
  await page.goto('/@demo');
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, ['/@demo', CARD]);
  await goOffline(context);
  await page.goto(CARD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

/** A physical card of the signed-in owner that leads to `card`: the code its tag holds (`/c/{code}`). */
async function tagOf(request: APIRequestContext, card: Profile): Promise<PhysicalCard> {
  return callApi<PhysicalCard>(request, 'POST', '/api/physical-cards', { profileId: card.id });
}

/** Where the device's kept short address leads: the Location of the redirect kept under it, or null. */
function keptRedirect(page: Page, path: string): Promise<string | null> {
  return page.evaluate(
    async ({ cacheName, path }) => (await (await caches.open(cacheName)).match(new URL(path, location.origin).href))?.headers.get('Location') ?? null,
    { cacheName: STORES.cards, path },
  );
}

test("a card opened at its owner's username opens again offline at that address, however it is written", async ({ page, context, request }) => {
  const { username } = await registerOwner(request);
  const card = await createCard(request, { displayName: 'יעל ברק' });
  await page.goto(`/@${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('יעל ברק');
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, [`/@${username}`, `/p/${card.slug}`, `/p/${card.slug}/vcard`]);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('יעל ברק');
  // The server reads a username without regard to case: so does the worker.
  await page.goto(`/@${username.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('יעל ברק');
});

test("a card opened from its NFC tag's short address opens again offline from the tag, and where the tag leads now; a tag never tapped here shows the offline page", async ({ page, context, request }) => {
  await registerOwner(request);
  const card = await createCard(request, { displayName: 'עומר נחום' });
  const other = await createCard(request, { displayName: 'כרטיס שני' });
  const tag = await tagOf(request, card);
  const neverTapped = await tagOf(request, other);
  await page.goto(`/c/${tag.code}`);
  await expect(page).toHaveURL(`/p/${card.slug}?src=nfc&tag=${tag.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('עומר נחום');
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, [`/c/${tag.code}`, `/p/${card.slug}`, `/p/${card.slug}/vcard`]);

  await goOffline(context);
  await page.goto(`/c/${tag.code.toUpperCase()}`);
  await expect(page).toHaveURL(`/p/${card.slug}?src=nfc&tag=${tag.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('עומר נחום');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('עומר נחום');
  const response = await page.goto(`/c/${neverTapped.code}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByText('הכרטיס הזה עוד לא נפתח במכשיר הזה')).toBeVisible();

  // Online, a tap goes where the server says, never to the kept card: the owner linked the tag to another card.
  await context.setOffline(false);
  await callApi(request, 'PUT', `/api/physical-cards/${tag.id}/link`, { profileId: other.id });
  await page.goto(`/c/${tag.code}`);
  await expect(page).toHaveURL(`/p/${other.slug}?src=nfc&tag=${tag.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('כרטיס שני');
  await expect.poll(() => keptRedirect(page, `/c/${tag.code}`)).toContain(`/p/${other.slug}?`);
  await goOffline(context);
  await page.goto(`/c/${tag.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('כרטיס שני');
});

test('a card in two languages opened by an English phone opens offline in English, its contact too, and its Hebrew version is not passed off as it', async ({ page, context, browser, baseURL }) => {
  const owner = await browser.newPage({ baseURL });
  await signInAsNewOwner(owner);
  const card = await createCard(owner.request, { displayName: 'דנה לוי', translations: [{ language: 'en', displayName: 'Dana Levi' }] });
  await owner.close();
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'en-US,en;q=0.9' });
  await page.goto(`/p/${card.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dana Levi');
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, [`/p/${card.slug}`, `/p/${card.slug}?lang=en`, `/p/${card.slug}/vcard?lang=en`]);

  await goOffline(context);
  await page.goto(`/p/${card.slug}?lang=en&src=qr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dana Levi');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Save contact' }).click();
  const contact = await (await download).createReadStream().then((stream) => new Response(stream as unknown as ReadableStream).text());
  expect(contact).toContain('FN:Dana Levi');
  expect((await page.goto(`/p/${card.slug}?lang=he`))?.status()).toBe(503);
});

test("a visitor's worker keeps the card and none of the app's files: nothing downloaded behind the card for nothing", async ({ page, context, request }) => {
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  });
  await page.goto(CARD);
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, [CARD, `${CARD}/vcard`]);

  expect(await keptAppFileCount(page)).toBe(0);
  const appFiles = new Set(await appFilePaths(request));
  expect(appFiles.size).toBeGreaterThan(100);
  expect(fetchedByWorker).toContain(CARD);
  expect(fetchedByWorker.filter((path) => appFiles.has(path))).toEqual([]);
});

test('a card never opened on this device shows the offline page, in Hebrew and English', async ({ page, context }) => {
  const workerSays = workerWarnings(context);
  await page.goto(CARD);
  await waitForWorker(page);

  await goOffline(context);
  const response = await page.goto('/p/never-opened-here');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'אין חיבור לאינטרנט' })).toBeVisible();
  await expect(page.getByText('הכרטיס הזה עוד לא נפתח במכשיר הזה')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('this card has not been opened on this device yet')).toBeVisible();
  // The worker's console says why it drew the offline page, and that the cache held nothing under the card's key.
  await expect
    .poll(() => workerSays.find((text) => text.includes('/p/never-opened-here is not available offline')))
    .toMatch(/\(nothing kept under http:\/\/[^ ]+\/p\/never-opened-here\)$/);
});

test('an unpublished card its owner previews is never kept for offline use', async ({ page }) => {
  await signInAsNewOwner(page);
  const { slug } = await createCard(page.request, { displayName: 'טיוטה', published: false });
  await page.goto(`/p/${slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'הכרטיס הזה לא מפורסם' })).toBeVisible();
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('טיוטה');
  const kept = (await keptUrls(page)).map(({ url }) => url);
  expect(kept.filter((url) => url.includes(slug) || new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});

test('a lead left offline is queued, the visitor is told, and it arrives exactly once after reconnecting', async ({ page, context, request }) => {
  // The owner checks the leads from another device (the `request` context stays online).
  await registerOwner(request);
  const card = `/p/${(await createCard(request)).slug}`;
  const visitor = `מבקר ${Date.now().toString(36)}`;
  await page.goto(card);
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, [card]);

  await goOffline(context);
  await page.getByLabel('שם', { exact: true }).fill(visitor);
  await page.getByLabel('טלפון', { exact: true }).fill('050-1234567');
  await page.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
  await page.getByRole('button', { name: 'שליחת הפרטים' }).click();
  await expect(page.locator('#lead-sent')).toHaveText(/הפרטים נשמרו במכשיר ויישלחו/);

  const leadsNamed = async () => (await callApi<{ total: number }>(request, 'GET', `/api/leads?q=${encodeURIComponent(visitor)}`)).total;
  expect(await leadsNamed()).toBe(0);

  await context.setOffline(false);
  await expect.poll(leadsNamed, { timeout: 15_000 }).toBe(1);
  await expect(page.locator('#lead-sent')).toHaveText(/הפרטים נשלחו/);

  // Every later chance to replay (a reload, coming online again) sends nothing twice.
  await page.reload();
  await waitForWorker(page);
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1000);
  expect(await leadsNamed()).toBe(1);
});

test('with the worker in control, /profile-{id} and /@username/anything still open the card', async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'כרטיס לפי מספר' });
  await page.goto(`/p/${card.slug}`);
  await waitForWorker(page);

  await page.goto(`/profile-${card.id}`);
  await expect(page).toHaveURL(`/p/${card.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('כרטיס לפי מספר');

  await page.goto('/@demo/links');
  await expect(page).toHaveURL('/@demo');
  await expect(page.locator('a[href$="/vcard"]').first()).toBeVisible();
});
