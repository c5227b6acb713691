import { createFileRoute } from '@tanstack/react-router';
import { SupportAdminPage } from '../features/support/admin/SupportAdminPage';
import { parseSupportAdminSearch } from '../features/support/admin/search';

export const Route = createFileRoute('/_admin/admin/support')({
  validateSearch: parseSupportAdminSearch,
  component: function SupportAdminRoute() {
    const { user } = Route.useSearch();
    return <SupportAdminPage userId={user} />;
  },
});
