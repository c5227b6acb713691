import { createFileRoute } from '@tanstack/react-router';
import { PackageMigrationPage } from '../features/admin/PackageMigrationPage';

export const Route = createFileRoute('/_admin/package-migration')({
  component: PackageMigrationPage,
});
