import { ApiRouter } from '../http/routing';
import type { ProductLists } from './lists';

/** Public package lists: what the landing's pricing section shows, and every active package. */
export function productRoutes({ home, active }: ProductLists): ApiRouter {
  const api = new ApiRouter();
  api.getCached('/api/home-products', home);
  api.getCached('/api/products', active);
  return api;
}
