import type { QueryClient } from '@tanstack/react-query';

/** A stats report's key: all the cards' (`/api/stats?days=…`) or one card's (`/api/profiles/{id}/stats?days=…`). */
const STATS_REPORT = /^\/api\/(stats|profiles\/\d+\/stats)\?/;

/** Marks every stats report stale: a new lead changes its lead counts. */
export function invalidateStats(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => STATS_REPORT.test(String(query.queryKey[0])) });
}
