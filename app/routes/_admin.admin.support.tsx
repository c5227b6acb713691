import { createFileRoute } from '@tanstack/react-router';
import { SupportAdminPage } from '../features/support/admin/SupportAdminPage';
import { parseSupportAdminSearch } from '../features/support/admin/search';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_admin/admin/support')({
  validateSearch: parseSupportAdminSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPage('supportAdmin', context.queryClient, deps.user),
  component: function SupportAdminRoute() {
    const { user } = Route.useSearch();
    return <SupportAdminPage userId={user} />;
  },
});
