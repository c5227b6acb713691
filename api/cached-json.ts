import { createHash } from 'node:crypto';
import type { AppContext } from './context';

/** A public JSON answer encoded once, with the strong ETag of its bytes. */
export interface EncodedJson {
  body: Buffer;
  etag: string;
}

/** The headers of a cached public JSON answer besides its ETag. */
export const CACHED_JSON_HEADERS = {
  'Cache-Control': 'public, max-age=60',
  'Content-Type': 'application/json; charset=utf-8',
} as const;

export function encodeJson(value: unknown): EncodedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends an encoded answer through Koa, or 304 when the client's copy is still fresh. */
export function sendCachedJson(ctx: AppContext, json: EncodedJson): void {
  ctx.status = 200;
  ctx.set(CACHED_JSON_HEADERS);
  ctx.set('ETag', json.etag);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = json.body;
}
