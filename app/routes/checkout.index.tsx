import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/billing/CheckoutPage';
import { checkoutOrder, parseCheckoutSearch } from '../features/billing/order';

export const Route = createFileRoute('/checkout/')({
  validateSearch: parseCheckoutSearch,
  component: function CheckoutQueryRoute() {
    const search = Route.useSearch();
    return <CheckoutPage order={checkoutOrder(search.type, search.id, search)} />;
  },
});
