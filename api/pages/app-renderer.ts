import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../shared/contract/auth';
import { serverRenderedDocument, serverRenderedTemplate } from '../../shared/documents.mjs';
import { documentInLanguage } from '../../shared/pages/document-language';

/** A query's key and its data, as the page's own API call would have answered it. */
export type ServerQuery = [queryKey: unknown[], data: unknown];

/** A language the app's pages are drawn in. */
export type PageLanguage = Locale;

/** Draws a page of the app as the browser's first render will, given the API answers it shows. */
export type RenderPage = (path: string, queries: ServerQuery[], language?: PageLanguage, origin?: string) => Promise<string>;

/** The server's own answer to a query of the page's: its key is the API address (`['/api/profiles']`). */
export type LoadQuery = (queryKey: readonly unknown[]) => Promise<unknown>;

/** A drawn page and every API answer it was drawn from. */
export interface RenderedPage {
  html: string;
  queries: ServerQuery[];
}

/**
 * Draws a page as RenderPage does, its routes' loaders getting the page's data from `loadQuery`; returns the HTML
 * with the queries it was drawn from (those given and those loaded), which the page sends along.
 */
export type RenderPageWithData = (path: string, queries: ServerQuery[], loadQuery: LoadQuery, language?: PageLanguage, origin?: string) => Promise<RenderedPage>;

/** The build's renderer of the app (app/prerender/render.tsx). */
interface AppRenderer {
  renderPage: RenderPage;
  renderPageWithData: RenderPageWithData;
}

/**
 * The build's renderer of the app, dist/prerender/render.js, loaded at its first use, so a server that never
 * draws a page never holds it. Undefined without a build.
 */
function loadRenderer(appDir: string): (() => Promise<AppRenderer>) | undefined {
  const rendererPath = join(appDir, '..', 'prerender', 'render.js');
  if (!existsSync(rendererPath)) return undefined;
  let renderer: Promise<AppRenderer> | undefined;
  return () => (renderer ??= import(pathToFileURL(rendererPath).href) as Promise<AppRenderer>);
}

/** The build's renderPageWithData, loaded at its first use; undefined without a build. */
export function appRendererWithData(appDir: string): RenderPageWithData | undefined {
  const renderer = loadRenderer(appDir);
  return renderer && (async (path, queries, loadQuery, language, origin) => (await renderer()).renderPageWithData(path, queries, loadQuery, language, origin));
}

/**
 * Renders a page of the app on the server into its document template (`name`, written by the build), from the
 * API answers the page shows, in a language; the browser then hydrates it. Undefined without a build.
 */
export function serverRenderer(appDir: string, name: string): ((path: string, queries: ServerQuery[], language: PageLanguage) => Promise<string>) | undefined {
  const templatePath = join(appDir, ...serverRenderedTemplate(name).split('/'));
  const renderer = loadRenderer(appDir);
  if (!existsSync(templatePath) || !renderer) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  return async (path, queries, language) => documentInLanguage(serverRenderedDocument(template, await (await renderer()).renderPage(path, queries, language), queries), language);
}
