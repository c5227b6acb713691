import { createFileRoute } from '@tanstack/react-router';
import { DatabasePage } from '../features/admin/DatabasePage';

export const Route = createFileRoute('/_admin/admin/database-migrations')({
  component: DatabasePage,
});
