import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_admin/admin/package-migration')({
  component: () => <ComingSoon page="page.packageMigration" />,
});
