import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/billing/SubscriptionPage';
import type { BillingCycle } from '../features/billing/order';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/subscription')({
  loader: ({ context }) => loadPage('subscription', context.queryClient),
  // A number, so the address stays ?plan=3 (a numeric string would be written back quoted); the cycle the plan was chosen with.
  validateSearch: (search: Record<string, unknown>): { plan?: number; cycle?: BillingCycle } => {
    const plan = Number(search.plan);
    const cycle = search.cycle === 'monthly' || search.cycle === 'yearly' ? search.cycle : undefined;
    return { ...(Number.isSafeInteger(plan) && plan > 0 && { plan }), ...(cycle && { cycle }) };
  },
  component: function SubscriptionRoute() {
    const { plan, cycle } = Route.useSearch();
    return <SubscriptionPage plan={plan} cycle={cycle} />;
  },
});
