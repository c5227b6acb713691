import { createFileRoute } from '@tanstack/react-router';
import { DatabasePage } from '../features/admin/DatabasePage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_admin/admin/database-migrations')({
  loader: ({ context }) => loadPage('database', context.queryClient),
  component: DatabasePage,
});
