// Build step: renders the public marketing pages to HTML (dist/app/prerendered/*.html) that the server sends
// before the app hydrates them. Plain JS, run by api/bin/build-steps.mjs after the app's own build.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file a pre-rendered top-level path is written to, relative to dist/app (`/` → prerendered/index.html). */
export function prerenderedFile(path) {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

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
 * app/prerender/start-after-paint.ts), given the entry and every module the page needs up front.
 */
export function pageDocument(template, markup, { scripts, styles }, startScript) {
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
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="he">${markup}</div>`);
}

/**
 * Builds the server-side renderer of the app, renders each marketing page and writes it into the built index.html;
 * `startScript` is the built start-after-paint script, relative to dist/app.
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
  const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(join(outDir, 'render.js')).href);
  const appDir = join(root, 'dist', 'app');
  const manifestPath = join(appDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/app/index.html has no ${ROOT_ELEMENT} to fill`);
  rmSync(join(appDir, 'prerendered'), { recursive: true, force: true });
  mkdirSync(join(appDir, 'prerendered'), { recursive: true });
  for (const { path, route } of PRERENDERED_PAGES) {
    const markup = await renderPage(path);
    writeFileSync(join(appDir, prerenderedFile(path)), pageDocument(template, markup, routeAssets(manifest, route), startScript));
  }
}
