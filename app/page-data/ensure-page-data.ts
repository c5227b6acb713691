import { onlineManager, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A route loader's load of its page's data (`ensureQueryData`: what the cache holds, else one fetch), so the page
 * renders with it rather than with placeholders. It never holds a page up where the page does better on its own:
 * offline (the page shows what the saved cache has; a fetch would wait for the connection), in a client that fetches
 * nothing (the server's render of a page), or after a failed answer, which the page shows itself, with its retry.
 */
export async function ensurePageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (!onlineManager.isOnline() || queryClient.defaultQueryOptions(options).enabled === false) return;
  await queryClient.ensureQueryData(options).catch(() => undefined);
}
