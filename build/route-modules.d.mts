/** `{ [route pattern]: ['/assets/…js', '/assets/…css', …] }`: the files each route starts with, beyond index.html's. */
export function routeModules(manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>, routesDir: string): Record<string, string[]>;
/** The script and style files a route's page component needs, from Vite's build manifest. */
export function routeAssets(manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>, routeFile: string): { scripts: string[]; styles: string[] };
