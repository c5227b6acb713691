import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { loadFeatureMessages, loadMessages, LANGUAGES, setRenderedLanguage, type Language } from '../i18n';
import { drawPagesAt } from '../lib/site';
import { AppTree } from '../providers';
import { createAppRouter } from '../router';

/** The public marketing pages delivered as HTML before the app starts (in Hebrew, the default language). */
export { PRERENDERED_PAGES } from '../../shared/public-pages';

/** Pages rendered by the server for each request from their API data, with the route whose assets they need. */
export const SERVER_RENDERED_PAGES = { 'blog-post': { route: 'routes/blog.$id.tsx' } } as const;

/** A query's key and the data the server already has for it (the page's own API answer). */
export type ServerQuery = [queryKey: unknown[], data: unknown];

const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Every language's texts, loaded once: a render never waits for a table, whichever language it is in. */
const allTexts = Promise.all(LANGUAGES.flatMap((language) => [loadMessages(language), loadFeatureMessages(language)]));

/**
 * Renders one page of the app to HTML for the #root element, as the browser's first render will produce it once
 * it has `queries` in its cache (the server sends them with the page: app/lib/server-queries.ts), in `language`, for
 * the app reached at `origin`.
 */
export async function renderPage(path: string, queries: ServerQuery[] = [], language: Language = 'he', origin = 'http://localhost'): Promise<string> {
  await allTexts;
  // Nothing fetches during a server render: other queries stay pending, as they are at the browser's first render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
    for (let attempt = 1; ; attempt += 1) {
    // Set just before each synchronous render: renders in other languages may have run while this one waited.
    setRenderedLanguage(language);
    drawPagesAt(origin);
    const html = renderToString(<AppTree queryClient={queryClient} router={router} />);
    // A lazily loaded part suspends the first render that meets it (its boundary is marked `<!--$!-->` for the
    // browser to fill); its code is in this bundle, so it is there for the next render.
    if (!html.includes(CLIENT_RENDERED_BOUNDARY) || attempt === 3) return html;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
