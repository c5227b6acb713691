import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { RUNTIME_CACHES } from './cache-names';
import { cardCacheKey, cardResourceOf, isStorableResponse, type CardResource } from './card-urls';
import { offlineCardHtml } from '../shared/pages/offline-card';
import { PAGE_KINDS } from '../shared/pages/table';

/** How long the network may take before a visited card is shown from the cache instead. */
export const CARD_NETWORK_TIMEOUT_SECONDS = 3;

const DAY_SECONDS = 24 * 60 * 60;

/** A kept vCard younger than this is not fetched again when its card page asks (it is a whole contact with photo). */
const VCARD_REFRESH_MS = DAY_SECONDS * 1000;

/** Keeps only answers the server allows to be stored: never `no-store`/`private` (an owner's unpublished card). */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response) ? response : null),
};

/** One cache entry per card page, whatever `src` or `lead` parameter the visit carried. */
const cardKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => cardCacheKey(new URL(request.url)),
};

/**
 * A short address (`/c/{code}`) is kept as where it leads, a redirect to the card's address (kept on its own), and only
 * when it leads to a card: a tag deactivated or pointing elsewhere than a card leaves what was kept. The worker's own
 * request follows the redirect, so it learns the card's address; a visitor's navigation there gets the redirect itself
 * (opaque, never kept: an offline tap follows the kept one).
 */
const redirectKeptAsRedirect: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response.redirected) return response;
    return cardResourceOf(new URL(response.url).pathname) === 'document' ? Response.redirect(response.url, 302) : null;
  },
};

/** The offline page as the answer to a card document request (503: the card itself is not available). */
function offlineCardResponse(cardUrl: URL): Response {
  const { status, cacheControl } = PAGE_KINDS.offlineCard;
  return new Response(offlineCardHtml(cardUrl, self.navigator.languages), { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl } });
}

const matchOptions = { ignoreVary: true };

/**
 * With neither network nor a cached copy, a card document answers with the offline page. It says why in the worker's
 * console, and what a direct look into the cache finds under the card's key at that moment: in the full test suite a
 * card kept before going offline once met the offline page, and this tells a copy missing then from a lookup that
 * missed a copy that was there.
 */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request, error }) => {
    const url = new URL(request.url);
    const cause = (error as { details?: { error?: unknown } } | undefined)?.details?.error ?? error;
    const key = cardCacheKey(url);
    const kept = await caches.match(key, { ...matchOptions, cacheName: RUNTIME_CACHES.cards }).catch(() => undefined);
    console.warn(
      `Kartis: ${request.url} is not available offline`,
      cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
      kept ? `(yet ${key} is kept, dated ${kept.headers.get('Date')})` : `(nothing kept under ${key})`,
    );
    return offlineCardResponse(url);
  },
};

/** The strategy for each kind of card resource. */
export const CARD_STRATEGIES: Record<CardResource, Strategy> = {
  document: new NetworkFirst({
    cacheName: RUNTIME_CACHES.cards,
    networkTimeoutSeconds: CARD_NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [storableOnly, redirectKeptAsRedirect, cardKey, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }), offlineFallback],
  }),
  vcard: new NetworkFirst({
    cacheName: RUNTIME_CACHES.cards,
    networkTimeoutSeconds: CARD_NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
  image: new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.images,
    matchOptions,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
  // The card script's name carries its content hash, so a cached copy never goes stale.
  script: new CacheFirst({
    cacheName: RUNTIME_CACHES.cardAssets,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })],
  }),
};

/** Routes same-origin GETs of public cards (documents, vCards, images, the card script) to their strategies. */
export function registerCardRoutes(): void {
  for (const [resource, strategy] of Object.entries(CARD_STRATEGIES)) {
    registerRoute(({ url, sameOrigin }) => sameOrigin && cardResourceOf(url.pathname) === resource, strategy, 'GET');
  }
}

/**
 * Stores what a card page names (its own address, the short address it was opened by, vCard, images and script)
 * through the same strategies, so a card seen before the worker took control still opens offline. Every request is
 * marked as a prefetch, so the server can tell it from the visitor's own: a "save contact", a tap on the tag.
 */
export async function cacheCardForOffline(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const origin = self.location.origin;
  const jobs = urls.map(async (raw) => {
    const url = URL.canParse(raw, origin) ? new URL(raw, origin) : undefined;
    const resource = url && url.origin === origin ? cardResourceOf(url.pathname) : undefined;
    if (!url || !resource) return;
    if (resource === 'vcard' && (await hasFreshCopy(url))) return;
    const request = new Request(url, { credentials: 'same-origin', headers: { Purpose: 'prefetch' } });
    await CARD_STRATEGIES[resource].handle({ request, event }).catch(() => undefined);
  });
  await Promise.all(jobs);
}

async function hasFreshCopy(url: URL): Promise<boolean> {
  const cached = await (await caches.open(RUNTIME_CACHES.cards)).match(url.href, matchOptions);
  const date = Date.parse(cached?.headers.get('Date') ?? '');
  return Number.isFinite(date) && Date.now() - date < VCARD_REFRESH_MS;
}
