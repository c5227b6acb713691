// Gzip size of the JavaScript and CSS that `/` loads: what its HTML document references (the pre-rendered landing
// page when the build made one, else index.html). A pre-rendered page's start script (app/prerender/start-app.ts)
// names the app's modules: on a page marked data-hydrate-late they load at the visitor's first use of the page (a
// touch, a key, focus, a scroll), so they are counted apart from the initial load; on any other page they load
// right after the first paint and count as initial.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, report, root } from './lib.mjs';

const APP_DIR = join(root, 'dist', 'app');
const INITIAL_ASSET = /<(?:script[^>]*\bsrc|link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="([^"]+)"/g;
const LINK_HREF_FIRST = /<link[^>]*\bhref="([^"]+)"[^>]*\brel="(?:modulepreload|stylesheet)"/g;
const STARTED_LATER = /<script[^>]*\bdata-app-entry="([^"]+)"[^>]*\bdata-app-modules="([^"]*)"([^>]*)>/g;

const local = (paths) => [...new Set(paths.filter((path) => path.startsWith('/') && !path.startsWith('//')))];

/** Local asset paths the document loads up front, and those it loads at the visitor's first use, in document order. */
function assetsOf(html) {
  const initial = [...html.matchAll(INITIAL_ASSET), ...html.matchAll(LINK_HREF_FIRST)].map((match) => match[1]);
  const onFirstUse = [];
  for (const [, entry, modules, rest] of html.matchAll(STARTED_LATER)) {
    (/\bdata-hydrate-late\b/.test(rest) ? onFirstUse : initial).push(entry, ...modules.split(' ').filter(Boolean));
  }
  const first = local(initial);
  return { initial: first, onFirstUse: local(onFirstUse).filter((path) => !first.includes(path)) };
}

const gzipKb = (path) => gzipSync(readFileSync(join(APP_DIR, path)), { level: 9 }).length / 1024;

/** Reports each file and returns the JS and CSS totals. */
function weigh(paths) {
  const totals = { js: 0, css: 0 };
  for (const path of paths) {
    const size = gzipKb(path);
    totals[path.endsWith('.css') ? 'css' : 'js'] += size;
    report(path, size, 'KB');
  }
  return totals;
}

ensureBuilt();
const prerendered = join(APP_DIR, 'prerendered', 'index.html');
const documentPath = existsSync(prerendered) ? prerendered : join(APP_DIR, 'index.html');
const { initial, onFirstUse } = assetsOf(readFileSync(documentPath, 'utf8'));
process.stdout.write(`Initial assets of / from ${documentPath.slice(APP_DIR.length + 1)} (gzip -9)\n`);
const totals = weigh(initial);
report('initial JS total', totals.js, 'KB', '≤ 120 KB');
report('initial CSS total', totals.css, 'KB', '≤ 5 KB');
if (onFirstUse.length) {
  process.stdout.write('Loaded at the visitor\'s first use of the page (the app hydrating it)\n');
  const later = weigh(onFirstUse);
  report('JS once the app has started', totals.js + later.js, 'KB', undefined, { inRow: true });
  report('CSS once the app has started', totals.css + later.css, 'KB');
}
