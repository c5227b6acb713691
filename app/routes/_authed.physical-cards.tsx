import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_authed/physical-cards')({
  component: () => <ComingSoon page="page.physicalCards" />,
});
