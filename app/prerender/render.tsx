import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppTree } from '../providers';
import { createAppRouter } from '../router';

/** The public marketing pages delivered as HTML before the app starts (in Hebrew, the default language). */
export { PRERENDERED_PAGES } from '../../shared/public-pages';

/** Pages rendered by the server for each request from their API data, with the route whose assets they need. */
export const SERVER_RENDERED_PAGES = { 'blog-post': { route: 'routes/blog.$id.tsx' } } as const;

/** A query's key and the data the server already has for it (the page's own API answer). */
export type ServerQuery = [queryKey: unknown[], data: unknown];

/**
 * Renders one page of the app to HTML for the #root element, as the browser's first render will produce it once
 * it has `queries` in its cache (the server sends them with the page: app/lib/server-queries.ts).
 */
export async function renderPage(path: string, queries: ServerQuery[] = []): Promise<string> {
  // Nothing fetches during a server render: other queries stay pending, as they are at the browser's first render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<AppTree queryClient={queryClient} router={router} />);
}
