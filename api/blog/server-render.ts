import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRenderedDocument, serverRenderedTemplate } from '../../shared/documents.mjs';
import { appRenderer, type ServerQuery } from '../render/app-renderer';

export type { ServerQuery } from '../render/app-renderer';

/**
 * Renders a page of the app on the server into its document template (`name`, written by the build), from the
 * API answers the page shows; the browser then hydrates it. Undefined without a build.
 */
export function serverRenderer(appDir: string, name: string): ((path: string, queries: ServerQuery[]) => Promise<string>) | undefined {
  const templatePath = join(appDir, ...serverRenderedTemplate(name).split('/'));
  const renderPage = appRenderer(appDir);
  if (!existsSync(templatePath) || !renderPage) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  return async (path, queries) => serverRenderedDocument(template, await renderPage(path, queries), queries);
}
