import type { QueryClient } from '@tanstack/react-query';
import { SERVER_QUERIES_ID } from '../../shared/documents.mjs';

/**
 * Puts the API answers a server-rendered page was made from into the query cache, so the first render (and the
 * hydration of that page) shows what the HTML shows without asking the server again.
 */
export function seedServerQueries(queryClient: QueryClient): void {
  const text = document.getElementById(SERVER_QUERIES_ID)?.textContent;
  if (!text) return;
  try {
    for (const [queryKey, data] of JSON.parse(text) as [unknown[], unknown][]) queryClient.setQueryData(queryKey, data);
  } catch {
    // Unreadable data: the page's queries load as on any other page.
  }
}
