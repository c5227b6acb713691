// What the build writes into dist/app and the server reads back: the pre-rendered pages' documents, the templates of
// pages the server renders per request (build/prerender.mjs writes them) and the route tables beside the app.

/** The file beside the built app that lists its route patterns for the server (build/app-route-patterns.mjs). */
export const APP_ROUTES_FILE = 'app-routes.json';

/** The file beside the built app that maps route patterns to their modules (build/route-modules.mjs). */
export const ROUTE_MODULES_FILE = 'route-modules.json';

/**
 * The file a pre-rendered top-level path is written to in a language, relative to dist/app: Hebrew at the top
 * (`/` → prerendered/index.html), each other language in its own folder (`/help` in English → prerendered/en/help.html).
 */
export function prerenderedFile(path, language = 'he') {
  return `prerendered/${language === 'he' ? '' : `${language}/`}${path === '/' ? 'index' : path.slice(1)}.html`;
}

/**
 * The not-found page, which the server answers every address no route names with (404); its documents are at
 * prerenderedFile(path, language). The path is one no route names and no file of a public page has its name, so it
 * is served only as that answer.
 */
export const NOT_FOUND_PAGE = { path: '/404', route: 'routes/$.tsx' };

/** The public pages' app document (index.html with the page's head written in by the server), for an address with a query. */
export const APP_SHELL_FILE = 'prerendered/app.html';

/** Where the server writes a page's own head (title, description, link-preview tags) into a document the build made. */
export const PAGE_HEAD_OUTLET = '<!--page-head-->';

/** Where the server puts a server-rendered page's markup in its document template. */
export const SERVER_RENDER_OUTLET = '<!--server-render-outlet-->';

/** The document template of a page the server renders per request (`blog-post` → prerendered/blog-post.template.html). */
export function serverRenderedTemplate(name) {
  return `prerendered/${name}.template.html`;
}

/**
 * The document templates of the signed-in owner's pages, by route pattern (`{ "/leads": "<!doctype html>…" }`): the
 * server draws the page for the owner into its template, and the app starts once that has painted.
 */
export const OWNER_PAGES_FILE = 'prerendered/owner-pages.json';

/** The cookie that tells the server the language chosen on this device (`he`, `ar`, `ru` or `en`), so it draws pages in it. */
export const LANGUAGE_COOKIE = 'kartis.lang';

/** The id of the JSON a server-rendered page carries: the API answers its markup was rendered from. */
export const SERVER_QUERIES_ID = 'server-queries';

/**
 * A server-rendered page's document: its template with the markup in place and, before </body>, the queries
 * (`[queryKey, data]` pairs) as JSON the browser reads before its first render, when there are any. `<` is escaped so
 * no text in the data can close the script element.
 */
export function serverRenderedDocument(template, markup, queries) {
  const page = template.replace(SERVER_RENDER_OUTLET, () => markup);
  if (queries.length === 0) return page;
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return page.replace('</body>', () => `<script type="application/json" id="${SERVER_QUERIES_ID}">${json}</script>\n</body>`);
}
