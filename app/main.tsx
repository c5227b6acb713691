import { QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { expireSession } from './features/auth';
import { applyDocumentLanguage, languageAtom, loadMessages } from './i18n';
import { getQueryFn } from './lib/api';
import { isUnauthorized } from './lib/errors';
import { reportUncaughtErrors } from './lib/error-report';
import { rememberInitialLocation } from './lib/initial-location';
import { createQueryClient } from './lib/query-client';
import { appStore } from './lib/store';
import { createAppRouter } from './router';

rememberInitialLocation();
const language = appStore.get(languageAtom);
applyDocumentLanguage(language);
reportUncaughtErrors();

const queryClient = createQueryClient(getQueryFn({ on401: 'throw' }), {
  queryCache: new QueryCache({
    onError: (error) => {
      if (isUnauthorized(error)) expireSession(queryClient);
    },
  }),
});
const router = createAppRouter(queryClient);

await loadMessages(language);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  // After the page has loaded, so the worker's precaching never competes with the first render.
  window.addEventListener('load', () => {
    void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
