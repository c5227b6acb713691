import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Next } from 'koa';
import { APP_ROUTES_FILE, ROUTE_MODULES_FILE } from '../../shared/documents.mjs';
import { appRouteMatcher, appRoutePatternOf } from './app-routes';
import type { AppContext } from './context';
import { prepare, send as sendPrepared, type Prepared } from './prepared';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const PRECOMPRESSED = /\.(gz|br)$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Files the browser must revalidate on every load so a new release is picked up. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);
/** Where the build writes the pre-rendered marketing pages: `/help` → prerendered/help.html, `/` → prerendered/index.html. */
const PRERENDERED_DIR = '/prerendered/';

interface StaticFile {
  prepared: Prepared;
  type: string;
  cacheControl: string;
}

/** A file's record for the body given, compressed when compressing pays (the build's .gz/.br beside it when there). */
function staticFile(body: Buffer, ext: string, cacheControl: string, path?: string): StaticFile {
  const compress = COMPRESSIBLE.has(ext) && body.length > 1024;
  const made = (suffix: string) => (path && existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return {
    prepared: prepare(body, compress ? { ahead: true, precompressed: { gzip: made('.gz'), br: made('.br') } } : { compress: false }),
    type: TYPES[ext] ?? 'application/octet-stream',
    cacheControl,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Loads the built app into memory once (it is small), with compressed variants made ahead of time. */
export function loadStaticFiles(appDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(appDir)) return files;
  for (const path of walk(appDir)) {
    if (PRECOMPRESSED.test(path) || !statSync(path).isFile()) continue;
    const urlPath = '/' + relative(appDir, path).split(sep).join('/');
    const cacheControl = NO_CACHE.has(urlPath) || urlPath.startsWith(PRERENDERED_DIR)
      ? 'no-cache'
      : urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400';
    files.set(urlPath, staticFile(readFileSync(path), extname(path), cacheControl, path));
  }
  return files;
}

/** The built file of a page pre-rendered for `path` (a top-level app path), if the build made one. */
function prerenderedPath(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  return `${PRERENDERED_DIR}${name === '' ? 'index' : name}.html`;
}

/**
 * The HTML document the app starts from for a navigation: the page pre-rendered at build time when there is one
 * and the address has no query (a query can change what the page shows), else the bare index.html.
 */
export function appDocumentPath(appDir: string, path: string, querystring = ''): string {
  const prerendered = join(appDir, ...prerenderedPath(path).split('/'));
  return querystring === '' && !path.includes('.') && existsSync(prerendered) ? prerendered : join(appDir, 'index.html');
}

function send(ctx: AppContext, file: StaticFile, status = 200) {
  sendPrepared(ctx, file.prepared, { type: file.type, cacheControl: file.cacheControl, status });
}

/** True for paths the SPA answers (no file extension in the last segment). */
function looksLikeAppRoute(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The addresses the built app has routes for; without the build's list, every address counts as known. */
function knownAppRoutes(appDir: string): (path: string) => boolean {
  const listed = join(appDir, APP_ROUTES_FILE);
  return existsSync(listed) ? appRouteMatcher(JSON.parse(readFileSync(listed, 'utf8')) as string[]) : () => true;
}

/** A built text file's record, compressed hard: for documents made when the server starts. */
function textFile(body: Buffer, like: StaticFile): StaticFile {
  return { ...like, prepared: prepare(body, { compress: 'max', ahead: true }) };
}

/** The `<link>` that has the browser fetch a file a route starts with, alongside the app's entry. */
function preloadLink(path: string): string {
  return path.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${path}">` : `<link rel="modulepreload" crossorigin href="${path}">`;
}

/**
 * index.html for each route that announces the files the route starts with (the build lists them): fetched with the
 * app's entry, they no longer wait for it to run and ask for them, a round trip or two on a phone's network.
 * Without the build's list, every route gets the bare index.html.
 */
function routeDocuments(appDir: string, index: StaticFile | undefined): (path: string) => StaticFile | undefined {
  const listed = join(appDir, ROUTE_MODULES_FILE);
  if (!index || !existsSync(listed)) return () => index;
  const modules = JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string[]>;
  const html = index.prepared.body.toString('utf8');
  const documents = new Map<string, StaticFile>();
  for (const [pattern, files] of Object.entries(modules)) {
    const links = files.map(preloadLink).join('\n    ');
    documents.set(pattern, textFile(Buffer.from(html.replace('</head>', () => `  ${links}\n  </head>`)), index));
  }
  const patternOf = appRoutePatternOf(Object.keys(modules));
  return (path) => {
    const pattern = patternOf(path);
    return (pattern === undefined ? undefined : documents.get(pattern)) ?? index;
  };
}

/** The not-found page for an address no route names; search engines are told to forget it. */
function sendUnknownAddress(ctx: AppContext, page: StaticFile) {
  ctx.set('X-Robots-Tag', 'noindex');
  send(ctx, page, 404);
}

/**
 * Serves the built SPA: files with their caching rules, then index.html for app routes (the not-found page, its
 * HTML given, for unknown ones).
 */
export function serveApp(appDir: string, notFoundHtml: string | undefined) {
  const files = loadStaticFiles(appDir);
  const isAppRoute = knownAppRoutes(appDir);
  const documentFor = routeDocuments(appDir, files.get('/index.html'));
  const notFoundPage = notFoundHtml === undefined ? undefined : staticFile(Buffer.from(notFoundHtml), '.html', 'no-cache');
  return async function serveAppMiddleware(ctx: AppContext, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const file = ctx.path.startsWith(PRERENDERED_DIR) ? undefined : files.get(ctx.path);
    if (file) return send(ctx, file);
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    const index = files.get('/index.html');
    if (looksLikeAppRoute(ctx.path) && notFoundPage && !isAppRoute(ctx.path)) {
      sendUnknownAddress(ctx, notFoundPage);
    } else if (looksLikeAppRoute(ctx.path) && index) {
      const page = ctx.querystring === '' ? files.get(prerenderedPath(ctx.path)) : undefined;
      send(ctx, page ?? documentFor(ctx.path) ?? index);
    } else if (!index) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The app is not built yet: run `npm run build` (npm start does this for you).';
    }
  };
}
