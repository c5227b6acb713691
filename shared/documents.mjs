// The documents of pre-rendered pages: shared by the build (prerender.mjs) and the server, which fills the
// templates of pages it renders per request.

/** The file a pre-rendered top-level path is written to, relative to dist/app (`/` → prerendered/index.html). */
export function prerenderedFile(path) {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The app's root element in index.html: empty, or holding the header's frame that shows while the app loads. */
export const ROOT_ELEMENT = /<div id="root">(?:<!--app-shell-->[\s\S]*?<!--\/app-shell-->)?<\/div>/;

/**
 * The not-found page's document, which the server answers every address no route names with (404). The path is
 * one no route names and the build's file name one no path maps to, so it is served only as that answer.
 */
export const NOT_FOUND_PAGE = { path: '/404', route: 'routes/$.tsx', file: 'prerendered/404.html' };

/** Where the server puts a server-rendered page's markup in its document template. */
export const SERVER_RENDER_OUTLET = '<!--server-render-outlet-->';

/** The document template of a page the server renders per request (`blog-post` → prerendered/blog-post.template.html). */
export function serverRenderedTemplate(name) {
  return `prerendered/${name}.template.html`;
}

/** The script and style files a route's page component needs, from Vite's build manifest. */
export function routeAssets(manifest, routeFile) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`${routeFile}?tsr-split=component`);
  return { scripts: [...scripts], styles: [...styles] };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html made into a pre-rendered page's document: the page's own styles (so it never shows
 * unstyled), and in place of the app's scripts the one that starts them after the first paint (`startScript`,
 * app/prerender/start-after-paint.ts), given the entry and every module the page needs up front. The app hydrates
 * the markup, unless `hydrate` is false: it then renders the page anew in its place (app/main.tsx).
 */
export function pageDocument(template, markup, { scripts, styles }, startScript, { hydrate = true } = {}) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/app/index.html has no module script to start the app with');
  const preloaded = [...template.matchAll(MODULE_PRELOADS)].map((match) => match[1]);
  const modules = [...new Set([...preloaded, ...scripts.map((file) => `/${file}`)])].filter((path) => path !== entry);
  const head = [
    ...styles.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" src="/${startScript}" data-app-entry="${entry}" data-app-modules="${modules.join(' ')}"></script>`,
  ].join('\n    ');
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root"${hydrate ? ' data-prerendered="he"' : ''}>${markup}</div>`);
}


/** The id of the JSON a server-rendered page carries: the API answers its markup was rendered from. */
export const SERVER_QUERIES_ID = 'server-queries';

/**
 * A server-rendered page's document: its template with the markup in place and, before </body>, the queries
 * (`[queryKey, data]` pairs) as JSON the browser reads before its first render. `<` is escaped so no text in
 * the data can close the script element.
 */
export function serverRenderedDocument(template, markup, queries) {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return template
    .replace(SERVER_RENDER_OUTLET, () => markup)
    .replace('</body>', () => `<script type="application/json" id="${SERVER_QUERIES_ID}">${json}</script>\n  </body>`);
}
