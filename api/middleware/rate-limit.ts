import type { Next } from 'koa';
import type { AppContext } from '../context';
import { tooManyRequests } from '../http-error';

/** Options of a fixed-window limiter kept in memory (one process serves the product). */
export interface RateLimitOptions {
  windowMs: number;
  max: number;
  key?: (ctx: AppContext) => string;
}

/** A fixed-window counter per key; answers 429 with the spec's text above `max` requests per window. */
export function rateLimit({ windowMs, max, key = (ctx) => ctx.ip }: RateLimitOptions) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;
  return async function rateLimitMiddleware(ctx: AppContext, next: Next) {
    const now = Date.now();
    if (now > nextSweep) {
      for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      nextSweep = now + windowMs;
    }
    const id = key(ctx);
    let entry = hits.get(id);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      hits.set(id, entry);
    }
    entry.count += 1;
    if (entry.count > max) {
      ctx.set('Retry-After', String(Math.ceil((entry.resetAt - now) / 1000)));
      throw tooManyRequests();
    }
    await next();
  };
}
