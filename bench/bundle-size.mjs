// Gzip size of the JavaScript and CSS that `/` loads before anything else: what its HTML document references (the
// pre-rendered landing page when the build made one, else index.html), including the app modules a pre-rendered
// page's start script loads after the first paint.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, report, root } from './lib.mjs';

const APP_DIR = join(root, 'dist', 'app');
const INITIAL_ASSET = /<(?:script[^>]*\bsrc|link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="([^"]+)"/g;
const LINK_HREF_FIRST = /<link[^>]*\bhref="([^"]+)"[^>]*\brel="(?:modulepreload|stylesheet)"/g;
const STARTED_LATER = /<script[^>]*\bdata-app-entry="([^"]+)"[^>]*\bdata-app-modules="([^"]*)"/g;

/** Local asset paths that index.html loads up front, in document order, without duplicates. */
function initialAssets(html) {
  const paths = [...html.matchAll(INITIAL_ASSET), ...html.matchAll(LINK_HREF_FIRST)].map((match) => match[1]);
  for (const [, entry, modules] of html.matchAll(STARTED_LATER)) paths.push(entry, ...modules.split(' ').filter(Boolean));
  return [...new Set(paths.filter((path) => path.startsWith('/') && !path.startsWith('//')))];
}

const gzipKb = (path) => gzipSync(readFileSync(join(APP_DIR, path)), { level: 9 }).length / 1024;

ensureBuilt();
const prerendered = join(APP_DIR, 'prerendered', 'index.html');
const documentPath = existsSync(prerendered) ? prerendered : join(APP_DIR, 'index.html');
const assets = initialAssets(readFileSync(documentPath, 'utf8'));
const totals = { js: 0, css: 0 };
process.stdout.write(`Initial assets of / from ${documentPath.slice(APP_DIR.length + 1)} (gzip -9)\n`);
for (const path of assets) {
  const kind = path.endsWith('.css') ? 'css' : 'js';
  const size = gzipKb(path);
  totals[kind] += size;
  report(path, size, 'KB');
}
report('initial JS total', totals.js, 'KB', '≤ 120 KB');
report('initial CSS total', totals.css, 'KB');
