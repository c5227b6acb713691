import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { onAppEvent } from './events';
import { clearQueryStore, idbQueryStorage, type StringStorage } from './idb-query-store';
import { browserStorage, OWNER_CACHE_MAX_AGE_MS, readStoredUser } from './storage';

/** The key of the owner's cache in its IndexedDB store. */
export const OWNER_CACHE_KEY = 'owner';

/** The user timing around a restore, read by bench/offline.mjs. */
export const RESTORE_MEASURE = 'kartis:owner-cache-restore';

/**
 * Queries never written to the device: the admin's and support's screens (a shared phone must not keep them), who is
 * signed in, which every load asks the server afresh (the stored user shows meanwhile, and offline), and where else the
 * account is signed in (a list of other devices, out of date as soon as one signs in or out).
 */
const UNSAVED_KEY_PREFIXES = ['/api/admin', '/api/support', '/api/blog-posts?all=', '/api/auth/current-user', '/api/account/sessions'] as const;

declare const __BUILD_ID__: string;

/** Tells whether a query may be saved on the device, by its key's path. */
export function isPersistableQueryKey(queryKey: QueryKey): boolean {
  const path = queryKey[0];
  return typeof path === 'string' && !UNSAVED_KEY_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const isSignedIn = () => readStoredUser(browserStorage()) !== null;

/**
 * A persister that only touches the device while an owner is signed in: signed out (a visitor, or after
 * logout on a shared phone) it restores nothing and writes nothing, even a save throttled before logout.
 */
export function ownerCachePersister(storage: StringStorage = idbQueryStorage(), signedIn: () => boolean = isSignedIn): Persister {
  const base = createAsyncStoragePersister({
    key: OWNER_CACHE_KEY,
    throttleTime: 1000,
    storage: {
      getItem: (key) => (signedIn() ? storage.getItem(key) : Promise.resolve(null)),
      setItem: (key, value) => (signedIn() ? storage.setItem(key, value) : Promise.resolve()),
      removeItem: (key) => storage.removeItem(key),
    },
  });
  let restored: Promise<PersistedClient | undefined> | undefined;
  const restore = async () => {
    performance.mark(`${RESTORE_MEASURE}:start`);
    try {
      return await base.restoreClient();
    } finally {
      performance.measure(RESTORE_MEASURE, `${RESTORE_MEASURE}:start`);
    }
  };
  return {
    ...base,
    // Read once: the page restores before its first render, and the provider's restore, which follows, finds
    // nothing more (restoring the same copy twice would queue its paused edits twice).
    restoreClient: () => (restored ? restored.then(() => undefined) : (restored = restore())),
  };
}

/** The persistence options: build id as buster, a day's age, admin and support queries left out. */
export function ownerCachePersistOptions(persister: Persister = ownerCachePersister()): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: OWNER_CACHE_MAX_AGE_MS,
    buster: __BUILD_ID__,
    // Successful queries only (React Query's default), minus the private ones.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersistableQueryKey(query.queryKey) },
  };
}

let pagePersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> | undefined;

/** The persistence options of this page load, one persister for the early restore and the provider. */
function persistOptionsOfPage(): Omit<PersistQueryClientOptions, 'queryClient'> {
  pagePersistOptions ??= ownerCachePersistOptions();
  return pagePersistOptions;
}

/**
 * Puts the saved cache into the client before the first render, waiting at most `timeoutMs`: the page then
 * renders once, with the owner's data, instead of a frame of placeholders that the data then pushes around.
 * A slower read goes on and fills the cache when it ends, as the provider's restore always did.
 * What was restored is shown, and asked for again: the copy may be seconds old and still count as fresh, while the
 * owner changed something on another device (or here, after the copy was last saved). What the server drew the page
 * with is newer than any copy, and is not asked again.
 */
export async function restoreOwnerCache(client: QueryClient, timeoutMs: number): Promise<void> {
  const queryClient = client as unknown as PersistQueryClientOptions['queryClient'];
  const drawn = new Set(client.getQueryCache().findAll({ predicate: (query) => query.state.data !== undefined }).map((query) => query.queryHash));
  const restored = (query: Query) => !drawn.has(query.queryHash) && query.state.data !== undefined;
  const restoring = persistQueryClientRestore({ ...persistOptionsOfPage(), queryClient })
    .then(() => void client.invalidateQueries({ predicate: restored }))
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([restoring, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/** Forgets everything the owner left on the device: queued edits, the saved cache. */
export async function clearOwnerCache(queryClient: QueryClient): Promise<void> {
  queryClient.getMutationCache().clear();
  await clearQueryStore();
}

/** Clears the saved cache when the owner logs out; returns the unsubscribe. */
function clearOwnerCacheAtLogout(client: QueryClient): () => void {
  return onAppEvent('user-status-changed', ({ action }) => {
    if (action === 'logout') void clearOwnerCache(client);
  });
}

/**
 * Saves the cache from now on, and clears it at logout, for an owner who signed in after the page loaded (a
 * saved cache is restored only at load, for a user already stored on the device).
 */
export function saveOwnerCache(client: QueryClient): () => void {
  // The persister packages type the client with their own pinned copy of query-core; the build bundles one copy.
  const queryClient = client as unknown as PersistQueryClientOptions['queryClient'];
  const stopSaving = persistQueryClientSubscribe({ ...ownerCachePersistOptions(), queryClient });
  const stopClearing = clearOwnerCacheAtLogout(client);
  return () => {
    stopSaving();
    stopClearing();
  };
}

/**
 * The QueryClient provider that restores the owner's saved cache from IndexedDB, keeps saving it, resumes
 * edits made offline once restored, and clears it all at logout.
 */
export function OwnerCacheProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  const [persistOptions] = useState(persistOptionsOfPage);
  useEffect(() => clearOwnerCacheAtLogout(client), [client]);
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions} onSuccess={() => client.resumePausedMutations()}>
      {children}
    </PersistQueryClientProvider>
  );
}
