import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingScreen } from './components/LoadingScreen';
import { NotFound } from './components/NotFound';
import { RouteError } from './components/RouteError';
import { routeTree } from './routeTree.gen';

/** The layout of the signed-in owner's pages, the pages the server draws for their owner. */
const OWNER_LAYOUT_ID = '/_authed';

/** Builds the app's router around the shared QueryClient; the build passes a memory history to pre-render a page. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
  // An owner's page has no Suspense boundary of its own, so it hydrates in the same pass as its layout, which then
  // makes the page the server drew usable (OwnerPageLive). A page still loading shows the layout's loading screen.
  for (const route of Object.values(router.routesById)) {
    if (route.parentRoute?.id === OWNER_LAYOUT_ID) route.update({ wrapInSuspense: false });
  }
  return router;
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
