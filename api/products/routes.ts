import type { QueryBuilder } from '../../db/query-builder';
import { prepareJson } from '../http/prepared';
import { memoUntilWrite, type WriteWatch } from '../memo-by-data';
import { ApiRouter } from '../http/routing';
import { presentProduct } from './present';
import { productsRepo, type ProductRow } from './repo';

/** Public package lists: what the landing's pricing section shows, and every active package. */
export function productRoutes(query: QueryBuilder, writes: WriteWatch): ApiRouter {
  const repo = productsRepo(query);
  // Encoded once per database change: the landing page asks for these on every visit.
  const encoded = (rows: () => Promise<ProductRow[]>) => memoUntilWrite(writes, async () => prepareJson((await rows()).map(presentProduct)));
  const home = encoded(repo.listHome);
  const active = encoded(repo.listActive);
  const api = new ApiRouter();
  api.getCached('/api/home-products', home);
  api.getCached('/api/products', active);
  return api;
}
