import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Next } from 'koa';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import { manifestPath } from '../../shared/pages/web-manifest';
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
/** Files the browser must revalidate on every load so a new release is picked up (the web manifest in each language). */
const NO_CACHE = new Set(['/index.html', '/sw.js', ...CARD_LANGUAGES.map(manifestPath)]);
/** Where the build writes the pages' documents, which the pages send with their heads filled in (api/pages/). */
const PRERENDERED_DIR = '/prerendered/';

/** A built file as it is sent. */
export interface StaticFile {
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

function send(ctx: AppContext, file: StaticFile) {
  sendPrepared(ctx, file.prepared, { type: file.type, cacheControl: file.cacheControl });
}

/**
 * Serves the built app's files (scripts, styles, icons, the service worker) with their caching rules; the documents
 * among them are the pages' (api/pages/), which never answer from here.
 */
export function serveStaticFiles(files: ReadonlyMap<string, StaticFile>) {
  return function serveStaticFile(ctx: AppContext, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = ctx.path.startsWith(PRERENDERED_DIR) ? undefined : files.get(ctx.path);
    return file ? send(ctx, file) : next();
  };
}
