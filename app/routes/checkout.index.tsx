import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/billing/CheckoutPage';
import { checkoutOrder, parseCheckoutSearch } from '../features/billing/order';
import { useOwnedSeatsInUse } from '../features/teams';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/checkout/')({
  validateSearch: parseCheckoutSearch,
  loader: ({ context }) => loadPage('checkout', context.queryClient),
  component: function CheckoutQueryRoute() {
    const search = Route.useSearch();
    const order = checkoutOrder(search.type, search.id, search);
    return <CheckoutPage order={order} inUse={useOwnedSeatsInUse(order?.type === 'subscription')} />;
  },
});
