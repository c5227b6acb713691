/** The route patterns (`fullPaths`) of TanStack Router's generated route tree, from its source text. */
export function appRoutePatterns(routeTreeSource: string): string[];
