/** The file beside the built app that lists its route patterns for the server. */
export const APP_ROUTES_FILE: string;

/** The route patterns (`fullPaths`) of TanStack Router's generated route tree, from its source text. */
export function appRoutePatterns(routeTreeSource: string): string[];
