import type { Database } from 'better-sqlite3';
import { memoUntilWrite } from '../memo-by-data';
import { ApiRouter } from '../routing';
import { presentProduct } from './present';
import { productsRepo } from './repo';

/** Public package lists: what the landing's pricing section shows, and every active package. */
export function productRoutes(db: Database): ApiRouter {
  const repo = productsRepo(db);
  // Serialised once per database change: the landing page asks for these on every visit.
  const homeJson = memoUntilWrite(db, () => JSON.stringify(repo.listHome().map(presentProduct)));
  const activeJson = memoUntilWrite(db, () => JSON.stringify(repo.listActive().map(presentProduct)));
  const api = new ApiRouter();
  api.get('/api/home-products', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = homeJson();
  });
  api.get('/api/products', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = activeJson();
  });
  return api;
}
