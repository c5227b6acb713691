import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AppContext } from '../context';
import { memoUntilWrite } from '../memo-by-data';
import { ApiRouter } from '../routing';
import { presentProduct } from './present';
import { productsRepo, type ProductRow } from './repo';

/** A JSON answer encoded once, with the strong ETag of its bytes. */
interface EncodedJson {
  body: Buffer;
  etag: string;
}

function encodeJson(value: unknown): EncodedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

function sendList(ctx: AppContext, list: EncodedJson) {
  ctx.status = 200;
  ctx.set('Cache-Control', 'public, max-age=60');
  ctx.set('ETag', list.etag);
  ctx.type = 'application/json; charset=utf-8';
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = list.body;
}

/** Public package lists: what the landing's pricing section shows, and every active package. */
export function productRoutes(db: Database): ApiRouter {
  const repo = productsRepo(db);
  // Encoded once per database change: the landing page asks for these on every visit.
  const encoded = (rows: () => ProductRow[]) => memoUntilWrite(db, () => encodeJson(rows().map(presentProduct)), 'next-turn');
  const home = encoded(repo.listHome);
  const active = encoded(repo.listActive);
  const api = new ApiRouter();
  api.get('/api/home-products', 'anonymous', (ctx) => sendList(ctx, home()));
  api.get('/api/products', 'anonymous', (ctx) => sendList(ctx, active()));
  return api;
}
