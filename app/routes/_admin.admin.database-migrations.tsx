import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_admin/admin/database-migrations')({
  component: () => <ComingSoon page="page.databaseMigrations" />,
});
