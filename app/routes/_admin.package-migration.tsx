import { createFileRoute } from '@tanstack/react-router';
import { PackageMigrationPage } from '../features/admin/PackageMigrationPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_admin/package-migration')({
  loader: ({ context }) => loadPage('packageMigration', context.queryClient),
  component: PackageMigrationPage,
});
