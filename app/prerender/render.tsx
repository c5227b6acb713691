import { QueryClient, type DefaultError, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { loadFeatureMessages, loadMessages, LANGUAGES, setRenderedLanguage, type Language } from '../i18n';
import { drawPagesAt } from '../lib/site';
import { AppTree } from '../providers';
import { createAppRouter } from '../router';

/** The public marketing pages delivered as HTML before the app starts, each in every language. */
export { PRERENDERED_PAGES } from '../../shared/pages/table';

/** The languages the build draws the marketing pages in. */
export { LANGUAGES };

/** The build writes the pages' documents with the site's one document function (build/prerender.mjs). */
export { appDocument, appShellDocument } from '../../shared/pages/app-document';

/**
 * Pages the server draws from their API data, with the route whose assets they need: a blog post, and the landing
 * page with the plans and prices of the moment.
 */
export const SERVER_RENDERED_PAGES = { 'blog-post': { route: 'routes/blog.$id.tsx' }, landing: { route: 'routes/index.tsx' } } as const;

/** A query's key and the data the server already has for it (the page's own API answer). */
export type ServerQuery = [queryKey: unknown[], data: unknown];

/** The server's own answer to a query of the page's (its key is the API address, as the app's fetcher reads it). */
export type LoadQuery = (queryKey: QueryKey) => Promise<unknown>;

/** A drawn page and every API answer it was drawn from: those it was given and those its loaders asked for. */
export interface RenderedPage {
  html: string;
  queries: ServerQuery[];
}

/**
 * The render's query cache. Nothing fetches during a server render: `useQuery` is disabled (other queries stay
 * pending, as they are at the browser's first render), and the routes' loaders (`ensureQueryData`) get what the
 * cache holds or else the server's own answer, `loadQuery`, which is kept to send along with the page.
 */
class ServerQueryClient extends QueryClient {
  readonly loaded: ServerQuery[] = [];
  private readonly tried = new Set<string>();

  constructor(private readonly loadQuery: LoadQuery | undefined) {
    super({ defaultOptions: { queries: { retry: false, enabled: false } } });
  }

  override async ensureQueryData<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData> {
    const cached = this.getQueryData<TData>(options.queryKey);
    if (cached !== undefined) return cached;
    if (!this.loadQuery) throw new Error(`no data for ${JSON.stringify(options.queryKey)} on the server`);
    const data = (await this.loadQuery(options.queryKey)) as TData;
    // Another loader of the same render may have asked for it meanwhile.
    if (this.getQueryData(options.queryKey) === undefined) {
      this.setQueryData(options.queryKey, data as never);
      this.loaded.push([[...options.queryKey], data]);
    }
    return data;
  }

  /**
   * Gets the server's answers for the queries the last render showed without data, each asked once; resolves true
   * when one arrived, so the page is worth drawing again.
   */
  async loadShownQueries(): Promise<boolean> {
    const { loadQuery } = this;
    if (!loadQuery) return false;
    const waiting = this.getQueryCache()
      .findAll({ predicate: (query) => query.state.data === undefined })
      .filter((query) => !this.tried.has(query.queryHash));
    for (const query of waiting) this.tried.add(query.queryHash);
    const answers = await Promise.all(waiting.map((query) => this.ensureQueryData({ queryKey: query.queryKey }).then(() => true, () => false)));
    return answers.includes(true);
  }
}

const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Every language's texts, loaded once: a render never waits for a table, whichever language it is in. */
const allTexts = Promise.all(LANGUAGES.flatMap((language) => [loadMessages(language), loadFeatureMessages(language)]));

/**
 * The app's router, loaded at `path`. An address the router would rewrite (`/stats` is `/stats?days=30`: the browser's
 * router replaces the address with its search made whole, and shows the same page) is loaded at the address it is
 * rewritten to; the server's router would otherwise answer it with a redirect, and nothing to draw.
 */
async function loadedRouter(queryClient: QueryClient, path: string) {
  let router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  for (let hop = 0; hop < 2 && router._serverResult?.type === 'redirect'; hop += 1) {
    const href = router._serverResult.redirect.options.href;
    if (typeof href !== 'string' || !href.startsWith('/')) break;
    router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }));
    await router.load();
  }
  return router;
}

/**
 * Renders one page of the app to HTML for the #root element, as the browser's first render will produce it once
 * it has `queries` in its cache (the server sends them with the page: app/lib/server-queries.ts), in `language`, for
 * the app reached at `origin`.
 */
export async function renderPage(path: string, queries: ServerQuery[] = [], language: Language = 'he', origin = 'http://localhost'): Promise<string> {
  return (await renderPageWithData(path, queries, undefined, language, origin)).html;
}

/**
 * Renders a page as renderPage does, its routes' loaders getting their data from `loadQuery` (the server's own
 * answers for whoever the page is drawn for), and returns the HTML with every query it was drawn from, for the
 * browser's cache: the app's first render then shows the same data without asking for it.
 */
export async function renderPageWithData(
  path: string,
  queries: ServerQuery[],
  loadQuery: LoadQuery | undefined,
  language: Language = 'he',
  origin = 'http://localhost',
): Promise<RenderedPage> {
  await allTexts;
  const queryClient = new ServerQueryClient(loadQuery);
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  const router = await loadedRouter(queryClient, path);
  for (let attempt = 1; ; attempt += 1) {
    // Set just before each synchronous render: renders in other languages may have run while this one waited.
    setRenderedLanguage(language);
    drawPagesAt(origin);
    const html = renderToString(<AppTree queryClient={queryClient} router={router} />);
    // A lazily loaded part suspends the first render that meets it (its boundary is marked `<!--$!-->` for the
    // browser to fill); its code is in this bundle, so it is there for the next render. A part showing a query no
    // loader asked for (the header's bell) is drawn again with the server's answer: the app then draws it the same.
    const loading = html.includes(CLIENT_RENDERED_BOUNDARY);
    const asked = attempt < 4 && (await queryClient.loadShownQueries());
    if ((!loading && !asked) || attempt === 4) return { html, queries: [...queries, ...queryClient.loaded] };
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
