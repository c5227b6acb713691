import type { QueryFilters } from '@tanstack/react-query';

/**
 * The queries whose key (a GET path, query string included, as the default fetcher reads it) starts with `path`:
 * every page and filter of one list.
 */
export function queriesUnder(path: string): QueryFilters {
  return { predicate: (query) => String(query.queryKey[0]).startsWith(path) };
}
