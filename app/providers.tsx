import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import type { QueryProviderComponent } from './lib/owner-cache';
import { appStore } from './lib/store';
import type { AppRouter } from './router';

/** The whole app inside its providers: the same tree the browser renders and the build pre-renders. */
export function AppTree({ queryClient, router, QueryProvider = QueryClientProvider }: { queryClient: QueryClient; router: AppRouter; QueryProvider?: QueryProviderComponent }) {
  return (
    <StrictMode>
      <QueryProvider client={queryClient}>
        <JotaiProvider store={appStore}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryProvider>
    </StrictMode>
  );
}
