import { setCacheNameDetails } from 'workbox-core';

/** Prefix shared by every cache this worker owns; other caches on the origin are left alone. */
export const CACHE_PREFIX = 'kartis';

/** Bumped when the layout of runtime caches changes, so the next activation drops the old ones. */
export const CACHE_VERSION = 'v1';

/**
 * The runtime caches: visited public cards (documents and vCards), their images, and the card page's script; and what
 * the worker keeps of the device (the language chosen on it).
 */
export const RUNTIME_CACHES = {
  cards: `${CACHE_PREFIX}-cards-${CACHE_VERSION}`,
  images: `${CACHE_PREFIX}-images-${CACHE_VERSION}`,
  cardAssets: `${CACHE_PREFIX}-card-assets-${CACHE_VERSION}`,
  device: `${CACHE_PREFIX}-device-${CACHE_VERSION}`,
} as const;

/** Names Workbox's caches `kartis-<purpose>-v1` (`kartis-precache-v1` among them) instead of suffixing the scope. */
export function configureCacheNames(): void {
  setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'precache', runtime: 'runtime', suffix: CACHE_VERSION });
}

/** Tells whether a cache belongs to this worker but to an older version of it. */
export function isOutdatedCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${CACHE_VERSION}`);
}

/** Deletes the caches that earlier versions of this worker left behind. */
export async function deleteOutdatedCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name)));
}
