import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/payment-demo')({
  component: () => <ComingSoon page="page.paymentDemo" />,
});
