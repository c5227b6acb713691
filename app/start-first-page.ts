import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { currentUserQueryOptions, isNotFoundRoute } from './features/auth/session';
import { loadMessagesFor, type Language } from './i18n';
import type { AppRouter } from './router';

/**
 * Starts at once, side by side, what the first page waits for: its routes' code, its texts and the question who is
 * signed in. Left to the router they would follow one another (texts in the root's beforeLoad, then the page's
 * code, then the session check once the page renders), each a round trip on a phone's network.
 */
export function startFirstPage(router: AppRouter, queryClient: QueryClient, language: Language): void {
  const location = router.latestLocation;
  const matches = router.matchRoutes(location);
  for (const match of matches) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById] as AnyRoute | undefined;
    // A failed chunk is the router's to report when it loads the page itself.
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
  void loadMessagesFor(location.pathname, language).catch(() => undefined);
  // Asked exactly where the page itself would ask: a visitor on the not-found page is not.
  const session = currentUserQueryOptions(queryClient, location.pathname, isNotFoundRoute(matches.at(-1)?.routeId, location.pathname));
  if (session.enabled) void queryClient.prefetchQuery(session);
}
