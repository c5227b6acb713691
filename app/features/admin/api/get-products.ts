import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProductListSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/products, also its query key. */
export const ADMIN_PRODUCTS_KEY = '/api/admin/products';

/** Every package, hidden ones included, with its subscribers. */
export const getAdminProducts = () => getJson(ADMIN_PRODUCTS_KEY, import.meta.env.DEV && adminProductListSchema);

export const adminProductsQueryOptions = queryOptions({ queryKey: [ADMIN_PRODUCTS_KEY], queryFn: getAdminProducts });

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions);
}
