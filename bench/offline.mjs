// Offline figures of the built product: the service worker's precache size, the time a card seen before
// takes to render with no connection (Chromium, real worker), and the time the owner's saved query cache
// takes to come back from IndexedDB.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureBuilt, median, report, root, startProductionServer } from './lib.mjs';

const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] };
const DEMO = { email: 'demo@kartis.app', password: 'demo1234' };
const RUNS = 7;
/** The owner screens a typical session opens, whose queries end up in the saved cache. */
const OWNER_PAGES = ['/dashboard', '/leads', '/stats', '/physical-cards', '/account', '/dashboard'];

/** Bytes of every file the worker precaches, read from the manifest Workbox injected into dist/app/sw.js. */
function precacheSize() {
  const appDir = join(root, 'dist', 'app');
  const entries = [...readFileSync(join(appDir, 'sw.js'), 'utf8').matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((m) => m[1]);
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of entries) {
    const file = join(appDir, url);
    if (!existsSync(file)) continue;
    bytes += statSync(file).size;
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { entries: entries.length, bytes, gzipBytes };
}

/** Resolves once the worker keeps the card page and everything it shows. */
function waitForCardCached(page) {
  return page.waitForFunction(
    async () => {
      const card = await (await caches.open('kartis-cards-v1')).match(location.origin + location.pathname);
      const avatar = document.querySelector('img.kc-avatar')?.getAttribute('src');
      const image = avatar ? await (await caches.open('kartis-images-v1')).match(new URL(avatar, location.origin).href) : true;
      return Boolean(card && image);
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

/** Navigation start → load event and → largest contentful paint of the current document, in ms. */
function paintTimes(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation');
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ loadMs: navigation.loadEventEnd, lcpMs: entries[entries.length - 1].startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function offlineCardRender(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/p/demo');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  await waitForCardCached(page);
  await context.setOffline(true);
  const loads = [];
  const lcps = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/p/demo?src=nfc', { waitUntil: 'load' });
    const { loadMs, lcpMs } = await paintTimes(page);
    loads.push(loadMs);
    lcps.push(lcpMs);
  }
  await context.close();
  return { loadMs: median(loads), lcpMs: median(lcps) };
}

async function ownerCacheRestore(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  await page.request.post('/api/auth/login', { data: { ...DEMO, rememberMe: false }, headers: { 'csrf-token': csrfToken } });
  for (const path of OWNER_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(1500); // the persister writes at most once a second
  const savedBytes = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('kartis');
        open.onsuccess = () => {
          const get = open.result.transaction('query-cache').objectStore('query-cache').get('owner');
          get.onsuccess = () => resolve(new Blob([get.result ?? '']).size);
        };
      }),
  );
  const durations = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.reload();
    const measureHandle = await page.waitForFunction(() => performance.getEntriesByName('kartis:owner-cache-restore')[0]?.duration, undefined, { timeout: 15_000 });
    durations.push(await measureHandle.jsonValue());
  }
  await context.close();
  return { restoreMs: median(durations), savedBytes };
}

ensureBuilt();
const precache = precacheSize();
process.stdout.write('Offline (service worker, IndexedDB)\n');
report(`precache: ${precache.entries} files`, precache.bytes / 1024, 'KB', '≤ 1024 KB');
report('precache, gzipped as sent', precache.gzipBytes / 1024, 'KB');

const server = await startProductionServer();
const browser = await chromium.launch(CHROMIUM);
try {
  const card = await offlineCardRender(browser, server.url);
  report(`cached card offline: load event (median of ${RUNS})`, card.loadMs, 'ms', '≤ 200 ms');
  report(`cached card offline: LCP (median of ${RUNS})`, card.lcpMs, 'ms', '≤ 200 ms');
  const owner = await ownerCacheRestore(browser, server.url);
  report('owner cache saved in IndexedDB', owner.savedBytes / 1024, 'KB');
  report(`owner cache restore (median of ${RUNS})`, owner.restoreMs, 'ms', '≤ 100 ms');
} finally {
  await browser.close();
  await server.stop();
}
