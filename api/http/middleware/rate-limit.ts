import type { Next } from 'koa';
import type { AppContext } from '../context';
import { memoryCounters, type CounterStore } from '../counters';
import { tooManyRequests } from '../http-error';
import { RecentKeys, epochTime, storedTime } from '../recent-keys';

/**
 * Options of a fixed-window limit. Its counts are kept in this process's memory, or, when the server shares its limits
 * (`sharedLimits`: several nodes over one database), in the database, so that every node counts the same requests.
 */
export interface RateLimitOptions<C extends AppContext = AppContext> {
  windowMs: number;
  max: number;
  key?: (ctx: C) => string;
  /** What the counts are kept under, the same on every node: one name for one count, however many routes take from it. */
  name: string;
}

/**
 * Keys a limiter remembers at most. A crowd (or an attacker with many addresses) then costs a bounded amount of
 * memory: past it, the keys seen longest ago are forgotten first.
 */
export const RATE_LIMIT_MAX_KEYS = 20_000;

/**
 * A fixed-window counter per key in this process's memory, answered synchronously: for limits that guard the process
 * itself (the beacon lane, whose events queue in the node that took them), which need no database round trip.
 */
export class RateLimiter {
  /** Counts by key; `resetAt` is a stored time (see storedTime). */
  private readonly hits: RecentKeys<{ count: number; resetAt: number }>;
  private nextSweep: number;

  constructor(
    readonly windowMs: number,
    readonly max: number,
    maxKeys = RATE_LIMIT_MAX_KEYS,
  ) {
    this.hits = new RecentKeys(maxKeys);
    this.nextSweep = Date.now() + windowMs;
  }

  /** Counts a request of `key`; says how many seconds to wait when it is over the limit, else undefined. */
  hit(key: string, now = Date.now()): number | undefined {
    const at = storedTime(now);
    if (now > this.nextSweep) {
      this.hits.sweep((entry) => entry.resetAt <= at);
      this.nextSweep = now + this.windowMs;
    }
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= at) {
      entry = { count: 0, resetAt: storedTime(now + this.windowMs) };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.max ? Math.ceil((epochTime(entry.resetAt) - now) / 1000) : undefined;
  }
}

/** A fixed-window limit counted in a store: `hit` says how many seconds to wait when over the limit, else undefined. */
export class CountedLimit {
  constructor(
    readonly scope: string,
    readonly windowMs: number,
    readonly max: number,
  ) {}

  async hit(store: CounterStore, key: string, now = Date.now()): Promise<number | undefined> {
    const entry = await store.add(this.scope, key, this.windowMs, now);
    return entry.count > this.max ? Math.ceil((entry.windowEndsAt - now) / 1000) : undefined;
  }
}

/**
 * The rate limits of one server. Their counts are kept in `shared` when the server shares its limits (`sharedLimits`:
 * several nodes over one database), so that every node counts the same requests; else each limit keeps its own in
 * this process's memory.
 */
export function rateLimits(shared: CounterStore | undefined) {
  /**
   * A limit for a handler that decides itself which of its requests count (an invitation accepted by a new account
   * counts as a sign-up; one accepted by a signed-in account does not): each call counts one and answers 429 past the
   * limit.
   */
  function countedRateLimit<C extends AppContext = AppContext>(limit: RateLimitOptions<C>): (ctx: C) => Promise<void> {
    const attempt = attemptLimit(limit);
    return async (ctx) => {
      await attempt(ctx);
    };
  }

  /**
   * A limit on failed attempts (codes guessed): each attempt is counted before it is checked, so a burst cannot pass
   * the limit, and answers 429 past it; the function it resolves with gives the attempt back once it succeeded.
   */
  function attemptLimit<C extends AppContext = AppContext>(limit: RateLimitOptions<C>): (ctx: C) => Promise<() => Promise<void>> {
    const key = limit.key ?? ((ctx: C) => ctx.ip);
    const store = shared ?? memoryCounters({ maxKeys: RATE_LIMIT_MAX_KEYS });
    const counted = new CountedLimit(limit.name, limit.windowMs, limit.max);
    return async (ctx) => {
      const subject = key(ctx);
      refuseAbove(ctx, await counted.hit(store, subject));
      return () => store.release(limit.name, subject);
    };
  }

  /** Answers 429 with its Hebrew text above `max` requests per window (per address unless `key` says otherwise). */
  function rateLimit<C extends AppContext = AppContext>(limit: RateLimitOptions<C>) {
    const count = countedRateLimit(limit);
    return async function rateLimitMiddleware(ctx: C, next: Next) {
      await count(ctx);
      await next();
    };
  }

  return { rateLimit, countedRateLimit, attemptLimit };
}

export type RateLimits = ReturnType<typeof rateLimits>;

/** Answers 429 above a limit this process keeps to itself (see RateLimiter). */
export function processRateLimit(limiter: RateLimiter) {
  return async function rateLimitMiddleware(ctx: AppContext, next: Next) {
    refuseAbove(ctx, limiter.hit(ctx.ip));
    await next();
  };
}

function refuseAbove(ctx: AppContext, retryAfter: number | undefined): void {
  if (retryAfter === undefined) return;
  ctx.set('Retry-After', String(retryAfter));
  throw tooManyRequests();
}
