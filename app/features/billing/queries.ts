import { queryOptions } from '@tanstack/react-query';
import { productListSchema, type Product } from '../../../shared/contract/products';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';

/** Every active product, also those not shown on the landing page (the NFC card): what checkout can sell. */
export const activeProductsQueryOptions = queryOptions({
  queryKey: ['/api/products'],
  queryFn: async (): Promise<Product[]> => answer(await request('GET', '/api/products'), import.meta.env.DEV && productListSchema),
});
