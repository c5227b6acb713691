import { createFileRoute } from '@tanstack/react-router';
import { PaymentDemoPage } from '../features/billing/PaymentDemoPage';

export const Route = createFileRoute('/payment-demo')({
  component: PaymentDemoPage,
});
