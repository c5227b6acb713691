import type { Database } from 'better-sqlite3';
import { ApiRouter } from '../routing';
import { presentProduct } from './present';
import { productsRepo } from './repo';

/** Public package lists: what the landing's pricing section shows, and every active package. */
export function productRoutes(db: Database): ApiRouter {
  const repo = productsRepo(db);
  const api = new ApiRouter();
  api.get('/api/home-products', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = repo.listHome().map(presentProduct);
  });
  api.get('/api/products', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = repo.listActive().map(presentProduct);
  });
  return api;
}
