import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/billing/CheckoutPage';
import { checkoutOrder, parseCheckoutSearch } from '../features/billing/order';
import { useOwnedSeatsInUse } from '../features/teams';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/checkout/$type/$id')({
  validateSearch: parseCheckoutSearch,
  loader: ({ context }) => loadPage('checkout', context.queryClient),
  component: function CheckoutRoute() {
    const { type, id } = Route.useParams();
    const order = checkoutOrder(type, id, Route.useSearch());
    return <CheckoutPage order={order} inUse={useOwnedSeatsInUse(order?.type === 'subscription')} />;
  },
});
