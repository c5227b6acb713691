import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/billing/SubscriptionPage';

export const Route = createFileRoute('/_authed/subscription')({
  // A number, so the address stays ?plan=3 (a numeric string would be written back quoted).
  validateSearch: (search: Record<string, unknown>): { plan?: number } => {
    const plan = Number(search.plan);
    return Number.isSafeInteger(plan) && plan > 0 ? { plan } : {};
  },
  component: function SubscriptionRoute() {
    return <SubscriptionPage plan={Route.useSearch().plan} />;
  },
});
