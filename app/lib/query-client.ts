import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';

/** Query and mutation defaults: fresh for 5 min, kept 10 min, one retry with backoff, refetch on focus. */
export function queryDefaults(queryFn: QueryFunction): NonNullable<QueryClientConfig['defaultOptions']> {
  return {
    queries: {
      queryFn,
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: 1,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: true,
      refetchInterval: false,
    },
    mutations: { retry: 1, retryDelay: 1000 },
  };
}

/** The app's QueryClient with those defaults around the given default query function. */
export function createQueryClient(queryFn: QueryFunction, config: Omit<QueryClientConfig, 'defaultOptions'> = {}): QueryClient {
  return new QueryClient({ ...config, defaultOptions: queryDefaults(queryFn) });
}
