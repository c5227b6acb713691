/** The script and style files a route's page needs. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

export const ROOT_ELEMENT: RegExp;
export function routeAssets(manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>, routeFile: string): RouteAssets;
export function pageDocument(template: string, markup: string, assets: RouteAssets, startScript: string, options?: { hydrate?: boolean }): string;
