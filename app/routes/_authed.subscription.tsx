import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/billing/SubscriptionPage';
import { parseCheckoutSearch, type BillingCycle } from '../features/billing/order';
import { useOwnedSeatsInUse } from '../features/teams';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/subscription')({
  loader: ({ context }) => loadPage('subscription', context.queryClient),
  // A number, so the address stays ?plan=3 (a numeric string would be written back quoted); the cycle the plan was
  // chosen with, and the seats of the team plan.
  validateSearch: (search: Record<string, unknown>): { plan?: number; cycle?: BillingCycle; seats?: number } => {
    const plan = Number(search.plan);
    const { cycle, seats } = parseCheckoutSearch(search);
    return { ...(Number.isSafeInteger(plan) && plan > 0 && { plan }), ...(cycle && { cycle }), ...(seats && { seats }) };
  },
  component: function SubscriptionRoute() {
    const { plan, cycle, seats } = Route.useSearch();
    return <SubscriptionPage plan={plan} cycle={cycle} seats={seats} seatsInUse={useOwnedSeatsInUse(true)} />;
  },
});
