// Build step: renders the public marketing pages to HTML (dist/app/prerendered/*.html) that the server sends, their
// heads filled in, before the app hydrates them; and the documents the server draws pages into. Every document is
// written by the site's one document function (shared/pages/document.ts), which the renderer's bundle carries. Plain
// JS, run by build/steps.mjs after the app's own build.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SHELL_FILE, NOT_FOUND_PAGE, OWNER_PAGES_FILE, prerenderedFile, SERVER_RENDER_OUTLET, serverRenderedDocument, serverRenderedTemplate } from '../shared/documents.mjs';
import { ownerRoutePatterns, routeAssets, routeModules } from './route-modules.mjs';

/** The key of the landing page's plans in the app's query cache (app/features/billing/packages.ts). */
const HOME_PRODUCTS_KEY = '/api/home-products';

/**
 * Builds the server-side renderer of the app, renders each marketing page and writes it into a document made from
 * the built index.html; `startScript` is the built start script (app/prerender/start-app.ts), relative to dist/app.
 * The landing page is drawn with `homeProducts`, the plans a new installation serves, and carries them for the app's
 * first render (the server draws it again once an admin has changed them: api/pages/app-pages.ts).
 */
export async function prerender(root, startScript, homeProducts) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(root, 'dist', 'prerender');
  await build({
    configFile: false,
    root: join(root, 'app'),
    logLevel: 'warn',
    plugins: [react()],
    // Bundled, not imported from node_modules at run time: the app's lazy chunks and CSS imports resolve as in the browser build.
    ssr: { noExternal: true },
    build: {
      ssr: join(root, 'app', 'prerender', 'render.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      // One file: the renderer runs once at build time, so the app's lazy chunks need not stay apart.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const renderer = await import(pathToFileURL(join(outDir, 'render.js')).href);
  const { renderPage, appDocument, appShellDocument, LANGUAGES, PRERENDERED_PAGES, SERVER_RENDERED_PAGES } = renderer;
  const dataOf = (path) => (path === '/' ? [[[HOME_PRODUCTS_KEY], homeProducts]] : []);
  const appDir = join(root, 'dist', 'app');
  const manifestPath = join(appDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  rmSync(join(appDir, 'prerendered'), { recursive: true, force: true });
  mkdirSync(join(appDir, 'prerendered'), { recursive: true });
  const write = (file, html) => writeFileSync(join(appDir, file), html);
  // Each page in each language, so a visitor who chose one gets the page drawn in it (api/pages/app-pages.ts).
  for (const language of LANGUAGES) {
    mkdirSync(join(appDir, 'prerendered', language === 'he' ? '' : language), { recursive: true });
    for (const { path, route } of PRERENDERED_PAGES) {
      const queries = dataOf(path);
      const document = appDocument(template, SERVER_RENDER_OUTLET, routeAssets(manifest, route), startScript, { language });
      write(prerenderedFile(path, language), serverRenderedDocument(document, await renderPage(path, queries, language), queries));
    }
  }
  write(APP_SHELL_FILE, appShellDocument(template));
  // The not-found page, for crawlers and browsers without JavaScript. Not hydrated: what the app renders at an
  // unknown address depends on the address (the frame hides its header or footer under some paths, a header link
  // marks itself current under its own), so one document cannot match every first render, and rendering each
  // address on the server would load the app's renderer for every address a bot makes up. The app renders the
  // page anew in its place, in one commit once its code is loaded (app/main.tsx).
  for (const language of LANGUAGES) {
    const notFound = await renderPage(NOT_FOUND_PAGE.path, [], language);
    write(prerenderedFile(NOT_FOUND_PAGE.path, language), appDocument(template, notFound, routeAssets(manifest, NOT_FOUND_PAGE.route), startScript, { hydrate: false, language }));
  }
  // The server fills these with the markup it renders with dist/prerender/render.js.
  for (const [name, { route }] of Object.entries(SERVER_RENDERED_PAGES)) {
    write(serverRenderedTemplate(name), appDocument(template, SERVER_RENDER_OUTLET, routeAssets(manifest, route), startScript));
  }
  write(OWNER_PAGES_FILE, JSON.stringify(ownerPageTemplates(root, manifest, template, startScript, appDocument)));
}

/**
 * The owner's pages, drawn by the server for the signed-in owner with the page's data (api/pages/owner-pages.ts) and
 * hydrated by the app once its code has loaded (app/main.tsx). The app's modules start after the first paint, so the
 * page is on screen before they arrive. Inert until the app has taken over: a field typed into before then would be
 * replaced.
 */
function ownerPageTemplates(root, manifest, template, startScript, appDocument) {
  const routesDir = join(root, 'app', 'routes');
  const modules = routeModules(manifest, routesDir);
  const templates = {};
  for (const pattern of ownerRoutePatterns(routesDir)) {
    const files = (modules[pattern] ?? []).map((path) => path.slice(1));
    const assets = { scripts: files.filter((file) => file.endsWith('.js')), styles: files.filter((file) => file.endsWith('.css')) };
    templates[pattern] = appDocument(template, SERVER_RENDER_OUTLET, assets, startScript, { hydrate: false, inert: true, pageHead: false });
  }
  return templates;
}
