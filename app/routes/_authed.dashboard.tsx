import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/dashboard')({
  loader: ({ context }) => loadPage('dashboard', context.queryClient),
  // `?ready={id}`: a first card just published, shown with its link, QR code and NFC options.
  validateSearch: (search: Record<string, unknown>): { ready?: number } => {
    const ready = Number(search.ready);
    return Number.isSafeInteger(ready) && ready > 0 ? { ready } : {};
  },
  component: function DashboardRoute() {
    return <DashboardPage readyCardId={Route.useSearch().ready} />;
  },
});
