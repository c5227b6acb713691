export const APP_ROUTES_FILE: string;
export const ROUTE_MODULES_FILE: string;
export function prerenderedFile(path: string): string;
export const NOT_FOUND_PAGE: { path: string; route: string; file: string };
export const SERVER_RENDER_OUTLET: string;
export function serverRenderedTemplate(name: string): string;
export const SERVER_QUERIES_ID: string;
export function serverRenderedDocument(template: string, markup: string, queries: [unknown[], unknown][]): string;
