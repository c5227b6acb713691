// How the build makes the documents of the app's pages (pre-rendered pages, the not-found page, the templates the
// server draws pages into) from the index.html Vite built, through the one document function.
import { PAGE_HEAD_OUTLET } from '../documents.mjs';
import type { CardLanguage } from '../contract/card-languages';
import { htmlDocument } from './document';
import { documentInLanguage } from './document-language';

/** The app's root element in index.html: empty, or holding the header's frame that shows while the app loads. */
export const ROOT_ELEMENT = /<div id="root">(?:<!--app-shell-->[\s\S]*?<!--\/app-shell-->)?<\/div>/;

const ENTRY_SCRIPT = /^<script type="module" crossorigin src="([^"]+)"><\/script>$/;
const MODULE_PRELOAD = /^<link rel="modulepreload" crossorigin href="([^"]+)">$/;
/** The head's elements the document function writes itself, or a page's own head replaces. */
const WRITTEN_BY_DOCUMENT = /^<meta (?:charset|name="viewport")/i;
const PAGE_OWN = /^<(?:title>|meta name="description")/i;

/** The script and style files a page needs besides the app's entry, relative to dist/app. */
export interface PageAssets {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface AppDocumentOptions {
  /**
   * Whether the app hydrates the markup, at the visitor's first use of the page (`data-hydrate-late`); otherwise it
   * renders the page anew in its place (app/main.tsx), started after the first paint.
   */
  hydrate?: boolean;
  /** Nothing in it can be typed into until the app has taken it over (a page the server drew for its owner). */
  inert?: boolean;
  /** The server writes the page's own head in (PAGE_HEAD_OUTLET); otherwise index.html's title and description stay. */
  pageHead?: boolean;
  /** The language the page is drawn in: the document's `lang` and `dir`, and the one the app checks it hydrates in. */
  language?: CardLanguage;
}

/** The parts of the built index.html: Vite writes each element of its head on a line of its own. */
function templateParts(template: string) {
  const attribute = (name: string) => new RegExp(`<html[^>]*\\s${name}="([^"]+)"`).exec(template)?.[1];
  const headText = /<head>([\s\S]*?)<\/head>/.exec(template)?.[1];
  const body = /<body>([\s\S]*?)<\/body>/.exec(template)?.[1]?.trim();
  if (headText === undefined || body === undefined || !ROOT_ELEMENT.test(body)) throw new Error('index.html has no head, body or <div id="root"> to fill');
  const head = headText.split('\n').map((line) => line.trim()).filter(Boolean);
  const entry = head.map((line) => ENTRY_SCRIPT.exec(line)?.[1]).find(Boolean);
  if (!entry) throw new Error('index.html has no module script to start the app with');
  return {
    lang: attribute('lang') ?? 'he',
    dir: attribute('dir') === 'ltr' ? ('ltr' as const) : ('rtl' as const),
    viewport: head.map((line) => /^<meta name="viewport" content="([^"]+)"/.exec(line)?.[1]).find(Boolean),
    head: head.filter((line) => !WRITTEN_BY_DOCUMENT.test(line) && !ENTRY_SCRIPT.test(line) && !MODULE_PRELOAD.test(line)),
    entry,
    preloaded: head.map((line) => MODULE_PRELOAD.exec(line)?.[1]).filter((path): path is string => Boolean(path)),
    body,
  };
}

/**
 * A page's document made from the built index.html: the page's markup in the root, its own styles (so it never
 * shows unstyled), and in place of the app's scripts the one that starts them when the page needs them
 * (`startScript`, app/prerender/start-app.ts), given the entry and every module the page needs up front.
 */
export function appDocument(
  template: string,
  markup: string,
  { scripts, styles }: PageAssets,
  startScript: string,
  { hydrate = true, inert = false, pageHead = true, language = 'he' }: AppDocumentOptions = {},
): string {
  const parts = templateParts(template);
  const modules = [...new Set([...parts.preloaded, ...scripts.map((file) => `/${file}`)])].filter((path) => path !== parts.entry);
  const templateHead = parts.head.filter((line) => !(pageHead && PAGE_OWN.test(line)));
  const root = `<div id="root"${hydrate ? ' data-prerendered="he"' : ''}${inert ? ' inert' : ''}>${markup}</div>`;
  const document = htmlDocument({
    lang: parts.lang,
    dir: parts.dir,
    ...(parts.viewport ? { viewport: parts.viewport } : {}),
    head: [
      ...(pageHead ? [PAGE_HEAD_OUTLET] : []),
      ...templateHead,
      ...styles.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      `<script type="module" src="/${startScript}" data-app-entry="${parts.entry}" data-app-modules="${modules.join(' ')}"${hydrate ? ' data-hydrate-late' : ''}></script>`,
    ],
    body: parts.body.replace(ROOT_ELEMENT, () => root),
  });
  return documentInLanguage(document, language);
}

/**
 * The app's own document, index.html as Vite built it, with the page's head written in by the server: what a public
 * page's address with a query gets (a query can change what the page shows, so the app draws it).
 */
export function appShellDocument(template: string): string {
  const parts = templateParts(template);
  return htmlDocument({
    lang: parts.lang,
    dir: parts.dir,
    ...(parts.viewport ? { viewport: parts.viewport } : {}),
    head: [
      PAGE_HEAD_OUTLET,
      ...parts.head.filter((line) => !PAGE_OWN.test(line)),
      `<script type="module" crossorigin src="${parts.entry}"></script>`,
      ...parts.preloaded.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`),
    ],
    body: parts.body,
  });
}
