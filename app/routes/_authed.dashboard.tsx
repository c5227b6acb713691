import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { parseReadyCardSearch } from '../features/profiles/ready-card-search';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/dashboard')({
  loader: ({ context }) => loadPage('dashboard', context.queryClient),
  validateSearch: parseReadyCardSearch,
  component: function DashboardRoute() {
    return <DashboardPage readyCardId={Route.useSearch().ready} />;
  },
});
