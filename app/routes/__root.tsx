import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { kioskIsActive } from '../features/event-mode';
import { NotFound } from '../components/NotFound';
import { languageAtom, loadMessagesFor } from '../i18n';
import { Shell } from '../layout/Shell';
import { appStore } from '../lib/store';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location }) => {
    // While event mode runs, the device shows the kiosk only: leaving it takes the owner's PIN.
    if (location.pathname !== '/event' && typeof window !== 'undefined' && kioskIsActive()) throw redirect({ to: '/event' });
    return loadMessagesFor(location.pathname, appStore.get(languageAtom));
  },
  component: Shell,
  notFoundComponent: NotFound,
});
