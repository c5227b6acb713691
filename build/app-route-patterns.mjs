/** The route patterns (`fullPaths`) of TanStack Router's generated route tree, from its source text. */
export function appRoutePatterns(routeTreeSource) {
  const start = routeTreeSource.indexOf('fullPaths:');
  const block = routeTreeSource.slice(start, routeTreeSource.indexOf('fileRoutesByTo:', start));
  return [...block.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}
