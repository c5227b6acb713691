import { memoryCounters, type CounterStore } from '../http/counters';

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

const pairKey = (email: string, address: string) => `pair:${email.toLowerCase()}|${address}`;
const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The scope of the throttle's counts in a CounterStore. */
export const LOGIN_SCOPE = 'login';

/**
 * Counts failed sign-ins and says how long the next attempt must wait. The counts live in `store`: this process's
 * memory by default, the database when several nodes serve the product (a lockout set through one holds on all).
 * No one can lock an owner out: their own address is locked only by their own failures, and the account-wide delay
 * never exceeds `maxDelayMs`.
 */
export function loginThrottle(limits: LoginLimits = LOGIN_LIMITS, store: CounterStore = memoryCounters()) {
  const count = async (key: string, now: number, waitFor: (count: number) => number) => {
    const entry = await store.add(LOGIN_SCOPE, key, limits.windowMs, now);
    const wait = waitFor(entry.count);
    if (wait > 0) await store.holdUntil(LOGIN_SCOPE, key, now + wait);
  };

  return {
    /** Seconds until this address may try this account again; 0 when it may now. */
    async retryAfterSeconds(email: string, address: string, now = Date.now()): Promise<number> {
      const entries = await store.read(LOGIN_SCOPE, [pairKey(email, address), accountKey(email), addressKey(address)]);
      const until = Math.max(0, ...[...entries.values()].map((entry) => entry.waitUntil));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },
    /** Records a failed attempt and sets the waits it calls for. */
    async recordFailure(email: string, address: string, now = Date.now()): Promise<void> {
      await count(pairKey(email, address), now, (n) => (n >= limits.perAccountAndAddress ? limits.lockMs : 0));
      await count(accountKey(email), now, (n) => (n >= limits.perAccount ? Math.min(limits.maxDelayMs, SECOND * 2 ** (n - limits.perAccount)) : 0));
      await count(addressKey(address), now, (n) => (n >= limits.perAddress ? limits.lockMs : 0));
    },
    /** A successful sign-in clears the account's counts (the address keeps its own across accounts). */
    async recordSuccess(email: string, address: string): Promise<void> {
      await store.forget(LOGIN_SCOPE, [accountKey(email), pairKey(email, address)]);
    },
  };
}

/** The throttle as returned by loginThrottle(). */
export type LoginThrottle = ReturnType<typeof loginThrottle>;
