import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/subscription-required')({
  component: () => <ComingSoon page="page.subscriptionRequired" />,
});
