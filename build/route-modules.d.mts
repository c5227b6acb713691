/** `{ [route pattern]: ['/assets/…js', '/assets/…css', …] }`: the files each route starts with, beyond index.html's. */
export function routeModules(manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>, routesDir: string): Record<string, string[]>;
