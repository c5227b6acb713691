import { queryOptions, useQuery } from '@tanstack/react-query';
import { productListSchema } from '../../../../shared/contract/products';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { PRODUCTS_KEY } from '../packages';

/** Every active product, also those not shown on the landing page (the NFC card): what checkout can sell. */
export const activeProductsQueryOptions = queryOptions({
  queryKey: [PRODUCTS_KEY],
  queryFn: async () => answer(await request('GET', PRODUCTS_KEY), import.meta.env.DEV && productListSchema),
});

/** Every active product, loaded on first use. */
export function useActiveProducts() {
  return useQuery(activeProductsQueryOptions);
}
