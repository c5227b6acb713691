import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_admin/admin/$section')({
  component: () => <ComingSoon page="page.admin" />,
});
