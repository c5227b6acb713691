import type { QueryClient } from '@tanstack/react-query';
import { HOME_PRODUCTS_KEY, PRODUCTS_KEY } from '../../billing';
import { ADMIN_PRODUCTS_KEY } from './get-products';

/** After a package changed: the admin's list, and the landing page's and the subscription page's package lists. */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([ADMIN_PRODUCTS_KEY, HOME_PRODUCTS_KEY, PRODUCTS_KEY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
