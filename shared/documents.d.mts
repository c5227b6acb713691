/** The script and style files a route's page needs. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

export function prerenderedFile(path: string): string;
export const ROOT_ELEMENT: RegExp;
export const NOT_FOUND_PAGE: { path: string; route: string; file: string };
export const SERVER_RENDER_OUTLET: string;
export function serverRenderedTemplate(name: string): string;
export function routeAssets(manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>, routeFile: string): RouteAssets;
export function pageDocument(template: string, markup: string, assets: RouteAssets, startScript: string, options?: { hydrate?: boolean }): string;
export const SERVER_QUERIES_ID: string;
export function serverRenderedDocument(template: string, markup: string, queries: [unknown[], unknown][]): string;
