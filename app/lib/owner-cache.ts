import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { browserStorage, OWNER_CACHE_MAX_AGE_MS, readStoredUser } from './storage';

/** A QueryClient provider: React Query's own, or one that also restores a saved cache. */
export type QueryProviderComponent = ComponentType<{ client: QueryClient; children?: ReactNode }>;

/** How long the first render waits for the saved cache (its read takes about 20 ms on a phone). */
const RESTORE_WAIT_MS = 300;

/**
 * Keeps queries in memory as long as their saved copy may be restored (a shorter gcTime would drop them from
 * it), and starts React Query offline when the page loads offline: it assumes a connection until an `offline`
 * event, and would send the restored edits, which would fail, instead of keeping them.
 */
export function prepareOwnerCache(queryClient: QueryClient): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: OWNER_CACHE_MAX_AGE_MS } });
}

/**
 * The QueryClient provider of this page load. The code only a signed-in owner needs loads only for one: with a
 * user stored on the device, before the first render, which also waits for the saved cache (`prepareOwner` runs
 * before it is restored);
 * for a visitor, once the query under `userKey` (the current user) holds a user, and the cache is saved from then on.
 */
export async function ownerCacheProvider(
  queryClient: QueryClient,
  { userKey, prepareOwner, restoreBeforeRender = true }: { userKey: string; prepareOwner: () => Promise<void>; restoreBeforeRender?: boolean },
): Promise<QueryProviderComponent> {
  if (readStoredUser(browserStorage())) {
    const [{ OwnerCacheProvider, restoreOwnerCache }] = await Promise.all([import('./persist-query-cache'), prepareOwner()]);
    if (restoreBeforeRender) await restoreOwnerCache(queryClient, RESTORE_WAIT_MS);
    return OwnerCacheProvider;
  }
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== userKey || !event.query.state.data) return;
    stopWatching();
    void prepareOwner();
    void import('./persist-query-cache').then(({ saveOwnerCache }) => saveOwnerCache(queryClient));
  });
  return QueryClientProvider;
}
