const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Failed sign-ins tolerated within the window:
 * - per account from one address (someone guessing): past it, that address may not try that account for `lockMs`;
 * - per account from anywhere: past it, each attempt waits a delay that doubles up to `maxDelayMs` (a short wait, so
 *   guessing from many addresses is slowed while the owner, from their own address, is never shut out for long);
 * - per address across accounts (credential stuffing): past it, that address may not sign in for `lockMs`.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  perAccountAndAddress: 5,
  perAccount: 10,
  perAddress: 20,
  lockMs: 15 * MINUTE,
  maxDelayMs: 30 * SECOND,
} as const;

export type LoginLimits = typeof LOGIN_LIMITS;

interface Failures {
  count: number;
  windowEndsAt: number;
  /** When the next attempt is accepted. */
  waitUntil: number;
}

const pairKey = (email: string, address: string) => `pair:${email.toLowerCase()}|${address}`;
const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Counts failed sign-ins in memory (one process serves the product) and says how long the next attempt must wait.
 * No one can lock an owner out: their own address is locked only by their own failures, and the account-wide delay
 * never exceeds `maxDelayMs`.
 */
export function loginThrottle(limits: LoginLimits = LOGIN_LIMITS) {
  const failures = new Map<string, Failures>();
  let nextSweep = Date.now() + limits.windowMs;

  const sweep = (now: number) => {
    if (now < nextSweep) return;
    for (const [key, entry] of failures) if (entry.windowEndsAt <= now && entry.waitUntil <= now) failures.delete(key);
    nextSweep = now + limits.windowMs;
  };

  const count = (key: string, now: number, waitFor: (count: number) => number) => {
    let entry = failures.get(key);
    if (!entry || entry.windowEndsAt <= now) {
      entry = { count: 0, windowEndsAt: now + limits.windowMs, waitUntil: entry?.waitUntil ?? 0 };
      failures.set(key, entry);
    }
    entry.count += 1;
    entry.waitUntil = Math.max(entry.waitUntil, now + waitFor(entry.count));
  };

  return {
    /** Seconds until this address may try this account again; 0 when it may now. */
    retryAfterSeconds(email: string, address: string, now = Date.now()): number {
      const until = Math.max(...[pairKey(email, address), accountKey(email), addressKey(address)].map((key) => failures.get(key)?.waitUntil ?? 0));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },
    /** Records a failed attempt and sets the waits it calls for. */
    recordFailure(email: string, address: string, now = Date.now()): void {
      sweep(now);
      count(pairKey(email, address), now, (n) => (n >= limits.perAccountAndAddress ? limits.lockMs : 0));
      count(accountKey(email), now, (n) => (n >= limits.perAccount ? Math.min(limits.maxDelayMs, SECOND * 2 ** (n - limits.perAccount)) : 0));
      count(addressKey(address), now, (n) => (n >= limits.perAddress ? limits.lockMs : 0));
    },
    /** A successful sign-in clears the account's counts (the address keeps its own across accounts). */
    recordSuccess(email: string, address: string): void {
      failures.delete(accountKey(email));
      failures.delete(pairKey(email, address));
    },
  };
}

/** The throttle as returned by loginThrottle(). */
export type LoginThrottle = ReturnType<typeof loginThrottle>;
