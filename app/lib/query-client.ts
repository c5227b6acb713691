import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './errors';

/**
 * Whether a failed query or mutation is tried once more: after no answer or the server's own error, which the next try
 * may not meet; never after a 4xx answer (not found, refused, invalid), which would only come again a second later.
 */
export function triesAgain(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Query and mutation defaults: fresh for 5 min, kept 10 min, one retry with backoff (none after a 4xx), refetch on focus. */
export function queryDefaults(queryFn: QueryFunction): NonNullable<QueryClientConfig['defaultOptions']> {
  return {
    queries: {
      queryFn,
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: triesAgain,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: true,
      refetchInterval: false,
    },
    mutations: { retry: triesAgain, retryDelay: 1000 },
  };
}

/** The app's QueryClient with those defaults around the given default query function. */
export function createQueryClient(queryFn: QueryFunction, config: Omit<QueryClientConfig, 'defaultOptions'> = {}): QueryClient {
  return new QueryClient({ ...config, defaultOptions: queryDefaults(queryFn) });
}
