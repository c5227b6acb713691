import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A query's key and its data, as the page's own API call would have answered it. */
export type ServerQuery = [queryKey: unknown[], data: unknown];

/** A language the app's pages are drawn in. */
export type PageLanguage = 'he' | 'en';

/** Draws a page of the app as the browser's first render will, given the API answers it shows. */
export type RenderPage = (path: string, queries: ServerQuery[], language?: PageLanguage, origin?: string) => Promise<string>;

/** The build's renderer of the app (app/prerender/render.tsx). */
interface AppRenderer {
  renderPage: RenderPage;
}

/**
 * The build's renderer of the app, dist/prerender/render.js, loaded at its first use, so a server that never
 * draws a page never holds it. Undefined without a build.
 */
export function appRenderer(appDir: string): RenderPage | undefined {
  const rendererPath = join(appDir, '..', 'prerender', 'render.js');
  if (!existsSync(rendererPath)) return undefined;
  let renderer: Promise<AppRenderer> | undefined;
  return async (path, queries, language, origin) => {
    renderer ??= import(pathToFileURL(rendererPath).href) as Promise<AppRenderer>;
    return (await renderer).renderPage(path, queries, language, origin);
  };
}
