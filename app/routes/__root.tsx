import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { languageAtom, loadMessagesFor } from '../i18n';
import { Shell } from '../layout/Shell';
import { appStore } from '../lib/store';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location }) => loadMessagesFor(location.pathname, appStore.get(languageAtom)),
  component: Shell,
  notFoundComponent: NotFound,
});
