import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/inactive-card')({
  component: () => <ComingSoon page="page.inactiveCard" />,
});
