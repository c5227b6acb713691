import { SHARED_CACHE, SHARED_ITEM_MAX_AGE_MS, SHARED_ITEM_URL } from '../../../../shared/share-target';

/** What another app shared, as the service worker kept it: a photo (of a paper card), or a text (a contact file, a signature). */
export type SharedItem = { kind: 'photo'; photo: Blob } | { kind: 'text'; text: string };

/**
 * Takes the item the worker kept from a share, once: undefined when there is none, when it is neither a picture nor a
 * text, or when it waited longer than a share takes to open the page (it was never taken, and is thrown away rather
 * than shown out of the blue).
 */
export async function takeSharedItem(): Promise<SharedItem | undefined> {
  if (!('caches' in window)) return undefined;
  const cache = await caches.open(SHARED_CACHE);
  const kept = await cache.match(SHARED_ITEM_URL);
  if (!kept) return undefined;
  await cache.delete(SHARED_ITEM_URL);
  const age = Date.now() - new Date(kept.headers.get('Date') ?? 0).getTime();
  if (!(age < SHARED_ITEM_MAX_AGE_MS)) return undefined;
  const type = kept.headers.get('Content-Type') ?? '';
  if (type.startsWith('image/')) return { kind: 'photo', photo: await kept.blob() };
  if (type.startsWith('text/')) return { kind: 'text', text: await kept.text() };
  return undefined;
}
