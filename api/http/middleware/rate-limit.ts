import type { Next } from 'koa';
import type { AppContext } from '../context';
import { tooManyRequests } from '../http-error';

/** Options of a fixed-window limiter kept in memory (one process serves the product). */
export interface RateLimitOptions<C extends AppContext = AppContext> {
  windowMs: number;
  max: number;
  key?: (ctx: C) => string;
}

/**
 * Keys a limiter remembers at most. A crowd (or an attacker with many addresses) then costs a bounded amount of
 * memory: past it, the keys seen longest ago are forgotten first.
 */
export const RATE_LIMIT_MAX_KEYS = 20_000;

/** A fixed-window counter per key. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private nextSweep: number;

  constructor(
    readonly windowMs: number,
    readonly max: number,
    private readonly maxKeys = RATE_LIMIT_MAX_KEYS,
  ) {
    this.nextSweep = Date.now() + windowMs;
  }

  /** Counts a request of `key`; says how many seconds to wait when it is over the limit, else undefined. */
  hit(key: string, now = Date.now()): number | undefined {
    if (now > this.nextSweep) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
      this.nextSweep = now + this.windowMs;
    }
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.delete(key);
      this.hits.set(key, entry);
      if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    }
    entry.count += 1;
    return entry.count > this.max ? Math.ceil((entry.resetAt - now) / 1000) : undefined;
  }
}

/** Answers 429 with its Hebrew text above `max` requests per window (per address unless `key` says otherwise). */
export function rateLimit<C extends AppContext = AppContext>(limit: RateLimitOptions<C> | RateLimiter) {
  const limiter = limit instanceof RateLimiter ? limit : new RateLimiter(limit.windowMs, limit.max);
  const key = (!(limit instanceof RateLimiter) && limit.key) || ((ctx: C) => ctx.ip);
  return async function rateLimitMiddleware(ctx: C, next: Next) {
    const retryAfter = limiter.hit(key(ctx));
    if (retryAfter !== undefined) {
      ctx.set('Retry-After', String(retryAfter));
      throw tooManyRequests();
    }
    await next();
  };
}
