// How the build makes a pre-rendered page's document from the built index.html (build/prerender.mjs).

/** The app's root element in index.html: empty, or holding the header's frame that shows while the app loads. */
export const ROOT_ELEMENT = /<div id="root">(?:<!--app-shell-->[\s\S]*?<!--\/app-shell-->)?<\/div>/;

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
 * unstyled), and in place of the app's scripts the one that starts them when the page needs them (`startScript`,
 * app/prerender/start-app.ts), given the entry and every module the page needs up front. The app hydrates the
 * markup, starting at the visitor's first use of the page (`data-hydrate-late`), unless `hydrate` is false: it then
 * renders the page anew in its place (app/main.tsx), started after the first paint.
 */
export function pageDocument(template, markup, { scripts, styles }, startScript, { hydrate = true } = {}) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/app/index.html has no module script to start the app with');
  const preloaded = [...template.matchAll(MODULE_PRELOADS)].map((match) => match[1]);
  const modules = [...new Set([...preloaded, ...scripts.map((file) => `/${file}`)])].filter((path) => path !== entry);
  const head = [
    ...styles.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" src="/${startScript}" data-app-entry="${entry}" data-app-modules="${modules.join(' ')}"${hydrate ? ' data-hydrate-late' : ''}></script>`,
  ].join('\n    ');
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root"${hydrate ? ' data-prerendered="he"' : ''}>${markup}</div>`);
}
