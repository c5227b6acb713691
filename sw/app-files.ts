/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppPath } from './app-paths';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app's own files (the SPA shell, its code, styles and icons: ~180 files), kept only on a device that uses the
 * app. A visitor who opens a card installs this worker too, and must not download the owner's app behind the card,
 * on their connection, for nothing: the card keeps itself (card-routes.ts).
 *
 * A device keeps the app's files when the worker installs while an app page is open, or when an app page asks
 * (`CACHE_APP`, sent by every app page, for a worker a card installed). From then on, each new version of the worker
 * stores its new files before it takes over, as any precache does, so an update never leaves the app half offline.
 */
export function registerAppFiles(entries: ReadonlyArray<PrecacheEntry | string>): PrecacheController {
  const appFiles = new PrecacheController();
  appFiles.addToCacheList([...entries]);
  registerRoute(new PrecacheRoute(appFiles));
  self.addEventListener('install', (event) => {
    event.waitUntil(isAppKept(appFiles).then((kept) => (kept ? appFiles.install(event) : undefined)));
  });
  self.addEventListener('activate', (event) => void appFiles.activate(event));
  return appFiles;
}

/** Whether this device keeps the app: it kept an earlier version's files, or an app page is open now. */
async function isAppKept(appFiles: PrecacheController): Promise<boolean> {
  if ((await (await caches.open(appFiles.strategy.cacheName)).keys()).length > 0) return true;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.some((page) => isAppPath(new URL(page.url)));
}

let keeping: Promise<void> | undefined;

/**
 * Stores the app's files this worker does not hold yet, one at a time (as an install does), for an app page opened
 * after a card installed the worker. A failed download stops it; the next app page to ask carries on.
 */
export function keepAppFiles(appFiles: PrecacheController): Promise<void> {
  keeping ??= storeMissing(appFiles).finally(() => (keeping = undefined));
  return keeping;
}

async function storeMissing(appFiles: PrecacheController): Promise<void> {
  const cache = await caches.open(appFiles.strategy.cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  for (const [url, cacheKey] of appFiles.getURLsToCacheKeys()) {
    if (held.has(cacheKey)) continue;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    if (!response?.ok || response.redirected) return;
    await cache.put(cacheKey, response);
  }
}
