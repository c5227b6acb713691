// Which script and style files each app route starts with, for the server to announce in the document it sends for
// that route (`<link rel="modulepreload">`, `<link rel="preload" as="style">`): the browser then fetches them with
// the app's entry instead of after it.
import { readdirSync } from 'node:fs';

/** Modules every route but the landing page loads at start: the features' Hebrew texts. */
const FEATURE_TEXTS = '../shared/i18n/he.ts';

/**
 * Modules a signed-in owner's page loads at start: the saved cache, the queue of offline card saves, and the header's
 * owner actions (menu, bell), which the app loads before it hydrates a page the server drew with them (app/main.tsx).
 */
const OWNER_START = ['lib/persist-query-cache.tsx', 'features/offline-edits/card-save-queue.ts', 'layout/OwnerActions.tsx'];

/**
 * TanStack Router's address of a route file, and its own layouts: `_authed.editor.$id.tsx` is `/editor/$id` inside
 * `_authed.tsx`; `stats.index.tsx` is `/stats/`; `$.tsx` is the catch-all `/$`.
 */
function routeOfFile(file, files) {
  const parts = file.replace(/\.tsx$/, '').split('.');
  const layouts = parts.map((_, end) => `${parts.slice(0, end).join('.')}.tsx`).filter((layout) => files.includes(layout));
  const segments = parts.filter((part) => !part.startsWith('_'));
  const index = segments.at(-1) === 'index';
  const path = `/${(index ? segments.slice(0, -1) : segments).join('/')}`;
  return { pattern: index && path !== '/' ? `${path}/` : path, files: [...layouts, file] };
}

function routeFilesIn(routesDir) {
  return readdirSync(routesDir).filter((file) => file.endsWith('.tsx') && file !== '__root.tsx');
}

/** The patterns of the signed-in owner's pages: the routes inside `_authed.tsx`. */
export function ownerRoutePatterns(routesDir) {
  const routeFiles = routeFilesIn(routesDir);
  return routeFiles.map((file) => routeOfFile(file, routeFiles)).filter((route) => route.files.includes('_authed.tsx') && route.files.length > 1).map((route) => route.pattern);
}

/** The files of a manifest entry and everything it imports, in load order, with their styles. */
function chunkFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/**
 * `{ [route pattern]: ['/assets/…js', '/assets/…css', …] }` from Vite's manifest: each route's page components with
 * their imports and styles, the feature texts, and the owner's start modules under `_authed`, minus what index.html
 * already loads. The catch-all route is left out: the server answers an unknown address with a 404.
 */
export function routeModules(manifest, routesDir) {
  const routeFiles = routeFilesIn(routesDir);
  const initial = chunkFiles(manifest, 'index.html');
  const modules = {};
  for (const file of routeFiles) {
    const route = routeOfFile(file, routeFiles);
    const { pattern } = route;
    const keys = route.files.map((routeFile) => `routes/${routeFile}?tsr-split=component`);
    if (pattern !== '/') keys.push(FEATURE_TEXTS);
    if (route.files.includes('_authed.tsx')) keys.push(...OWNER_START);
    const found = new Set();
    for (const key of keys) chunkFiles(manifest, key, found);
    const files = [...found].filter((path) => !initial.has(path)).map((path) => `/${path}`);
    if (files.length > 0 && pattern !== '/$') modules[pattern] = files;
  }
  return modules;
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
