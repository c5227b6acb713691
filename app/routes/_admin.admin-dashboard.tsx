import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../features/admin/AdminDashboard';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_admin/admin-dashboard')({
  loader: ({ context }) => loadPage('adminDashboard', context.queryClient),
  component: AdminDashboard,
});
