import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingScreen } from './components/LoadingScreen';
import { NotFound } from './components/NotFound';
import { RouteError } from './components/RouteError';
import { routeTree } from './routeTree.gen';

/** Builds the app's router around the shared QueryClient; the build passes a memory history to pre-render a page. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
