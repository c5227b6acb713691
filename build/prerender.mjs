// Build step: renders the public marketing pages to HTML (dist/app/prerendered/*.html) that the server sends
// before the app hydrates them. Plain JS, run by build/steps.mjs after the app's own build.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND_PAGE, OWNER_PAGES_FILE, prerenderedFile, SERVER_RENDER_OUTLET, serverRenderedTemplate } from '../shared/documents.mjs';
import { pageDocument, ROOT_ELEMENT, routeAssets } from './page-document.mjs';
import { ownerRoutePatterns, routeModules } from './route-modules.mjs';

/**
 * Builds the server-side renderer of the app, renders each marketing page and writes it into the built index.html;
 * `startScript` is the built start script (app/prerender/start-app.ts), relative to dist/app.
 */
export async function prerender(root, startScript) {
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
  const { renderPage, PRERENDERED_PAGES, SERVER_RENDERED_PAGES } = await import(pathToFileURL(join(outDir, 'render.js')).href);
  const appDir = join(root, 'dist', 'app');
  const manifestPath = join(appDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  if (!ROOT_ELEMENT.test(template)) throw new Error('dist/app/index.html has no <div id="root"> to fill');
  rmSync(join(appDir, 'prerendered'), { recursive: true, force: true });
  mkdirSync(join(appDir, 'prerendered'), { recursive: true });
  for (const { path, route } of PRERENDERED_PAGES) {
    const markup = await renderPage(path);
    writeFileSync(join(appDir, prerenderedFile(path)), pageDocument(template, markup, routeAssets(manifest, route), startScript));
  }
  // The not-found page, for crawlers and browsers without JavaScript. Not hydrated: what the app renders at an
  // unknown address depends on the address (the frame hides its header or footer under some paths, a header link
  // marks itself current under its own), so one document cannot match every first render, and rendering each
  // address on the server would load the app's renderer for every address a bot makes up. The app renders the
  // page anew in its place, in one commit once its code is loaded (app/main.tsx).
  const notFound = await renderPage(NOT_FOUND_PAGE.path);
  writeFileSync(join(appDir, NOT_FOUND_PAGE.file), pageDocument(template, notFound, routeAssets(manifest, NOT_FOUND_PAGE.route), startScript, { hydrate: false }));
  // The server fills these with the markup it renders with dist/prerender/render.js for each request.
  for (const [name, { route }] of Object.entries(SERVER_RENDERED_PAGES)) {
    writeFileSync(join(appDir, serverRenderedTemplate(name)), pageDocument(template, SERVER_RENDER_OUTLET, routeAssets(manifest, route), startScript));
  }
  writeFileSync(join(appDir, OWNER_PAGES_FILE), JSON.stringify(ownerPageTemplates(root, manifest, template, startScript)));
}

/**
 * The owner's pages, drawn by the server for the signed-in owner with the page's data (api/owner-pages/) and hydrated
 * by the app once its code has loaded (app/main.tsx). The app's modules start after the first paint, so the page is
 * on screen before they arrive.
 */
function ownerPageTemplates(root, manifest, template, startScript) {
  const routesDir = join(root, 'app', 'routes');
  const modules = routeModules(manifest, routesDir);
  const templates = {};
  for (const pattern of ownerRoutePatterns(routesDir)) {
    const files = (modules[pattern] ?? []).map((path) => path.slice(1));
    const assets = { scripts: files.filter((file) => file.endsWith('.js')), styles: files.filter((file) => file.endsWith('.css')) };
    // Inert until the app has taken over (app/main.tsx): a field typed into before then would be replaced.
    templates[pattern] = pageDocument(template, SERVER_RENDER_OUTLET, assets, startScript, { hydrate: false }).replace('<div id="root">', '<div id="root" inert>');
  }
  return templates;
}
