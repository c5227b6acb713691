import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRenderedDocument, serverRenderedTemplate } from '../../shared/documents.mjs';

/** A query's key and its data, as the page's own API call would have answered it. */
export type ServerQuery = [queryKey: unknown[], data: unknown];

/** The build's renderer of the app (app/prerender/render.tsx). */
interface AppRenderer {
  renderPage(path: string, queries: ServerQuery[]): Promise<string>;
}

/**
 * Renders a page of the app on the server into its document template (`name`, written by the build), from the
 * API answers the page shows; the browser then hydrates it. The renderer, dist/prerender/render.js, loads at the
 * first render, so a server that never renders such a page never holds it. Undefined without a build.
 */
export function serverRenderer(appDir: string, name: string): ((path: string, queries: ServerQuery[]) => Promise<string>) | undefined {
  const templatePath = join(appDir, ...serverRenderedTemplate(name).split('/'));
  const rendererPath = join(appDir, '..', 'prerender', 'render.js');
  if (!existsSync(templatePath) || !existsSync(rendererPath)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  let renderer: Promise<AppRenderer> | undefined;
  return async function renderDocument(path, queries) {
    renderer ??= import(pathToFileURL(rendererPath).href) as Promise<AppRenderer>;
    return serverRenderedDocument(template, await (await renderer).renderPage(path, queries), queries);
  };
}
