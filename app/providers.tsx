import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { appStore } from './lib/store';
import type { AppRouter } from './router';

/** A QueryClient provider: React Query's own, or one that also restores a saved cache. */
export type QueryProviderComponent = ComponentType<{ client: QueryClient; children?: ReactNode }>;

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
