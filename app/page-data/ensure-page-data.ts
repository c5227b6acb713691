import { onlineManager, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A route loader's load of its page's data (`ensureQueryData`: what the cache holds, else one fetch), so the page
 * renders with it rather than with placeholders. In the server's render of an owner's page the server answers it
 * itself, for that owner (app/prerender/render.tsx). It never holds a page up where the page does better on its own:
 * offline (the page shows what the saved cache has; a fetch would wait for the connection), or after a failed
 * answer, which the page shows itself, with its retry.
 */
export async function ensurePageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (!onlineManager.isOnline()) return;
  await queryClient.ensureQueryData(options).catch(() => undefined);
}
