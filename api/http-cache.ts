import type { AppContext } from './context';

/** The content codings the server sends prepared bodies in, best first. */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts of those the server has (identity when it refuses them all). */
export function chosenEncoding(ctx: AppContext, available: readonly BodyEncoding[] = ['br', 'gzip', 'identity']): BodyEncoding {
  const encoding = ctx.acceptsEncodings(...available);
  return encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
}

/**
 * The strong ETag of one encoding of a body. A strong validator names the exact bytes sent, so the brotli and gzip
 * forms each get their own (`"…-br"`, `"…-gz"`): a cache holding the gzip bytes never revalidates them against the
 * brotli ones.
 */
export function encodedEtag(etag: string, encoding: BodyEncoding): string {
  if (encoding === 'identity') return etag;
  return `${etag.slice(0, -1)}-${encoding === 'gzip' ? 'gz' : 'br'}"`;
}

/** Sets the ETag of the encoding to be sent and tells whether the client's copy is current (a 304 is set then). */
export function answeredNotModified(ctx: AppContext, etag: string, encoding: BodyEncoding): boolean {
  // Koa reports a request fresh only for a 2xx status, and a response starts as 404.
  ctx.status = 200;
  ctx.set('ETag', encodedEtag(etag, encoding));
  ctx.vary('Accept-Encoding');
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}
