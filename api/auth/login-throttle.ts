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

/** The account-wide wait after the `count`th attempt in a window: none up to `perAccount`, then 1 s doubling up to `maxDelayMs`. */
function accountDelay(limits: LoginLimits, count: number): number {
  return count >= limits.perAccount ? Math.min(limits.maxDelayMs, SECOND * 2 ** (count - limits.perAccount)) : 0;
}

/**
 * Counts sign-in attempts and says how long the next one must wait. The counts live in `store`: this process's
 * memory by default, the database when several nodes serve the product (a lockout set through one holds on all).
 * An attempt is counted (reserved) before its password or code is checked, in one atomic step per count, so that a
 * burst of parallel guesses gets no more checks than the limit; a success gives its count back.
 * No one can lock an owner out: their own address is locked only by their own failures, and the account-wide delay
 * never exceeds `maxDelayMs`.
 */
export function loginThrottle(limits: LoginLimits = LOGIN_LIMITS, store: CounterStore = memoryCounters()) {
  const retryAfterSeconds = async (email: string, address: string, now = Date.now()): Promise<number> => {
    const entries = await store.read(LOGIN_SCOPE, [pairKey(email, address), accountKey(email), addressKey(address)]);
    const until = Math.max(0, ...[...entries.values()].map((entry) => entry.waitUntil));
    // An attempt that began just before a parallel one failed reads a lock set a moment after its own `now`: no wait
    // is longer than the lock itself.
    return until > now ? Math.min(Math.ceil((until - now) / 1000), Math.ceil(limits.lockMs / 1000)) : 0;
  };
  /** Refuses a reserved attempt over a limit: the subject is locked for `lockMs`; the seconds to wait. */
  const lockOut = async (key: string, now: number): Promise<number> => {
    await store.holdUntil(LOGIN_SCOPE, key, now + limits.lockMs);
    return Math.ceil(limits.lockMs / 1000);
  };

  return {
    /** Seconds until this address may try this account again; 0 when it may now. */
    retryAfterSeconds,
    /**
     * Takes one attempt for this account from this address, before anything is checked: 0 when it may go ahead, else
     * the seconds to wait (the attempt is refused and nothing may be checked).
     */
    async reserve(email: string, address: string, now = Date.now()): Promise<number> {
      const waiting = await retryAfterSeconds(email, address, now);
      if (waiting > 0) return waiting;
      const pair = await store.add(LOGIN_SCOPE, pairKey(email, address), limits.windowMs, now);
      if (pair.count > limits.perAccountAndAddress) return lockOut(pairKey(email, address), now);
      const fromAddress = await store.add(LOGIN_SCOPE, addressKey(address), limits.windowMs, now);
      if (fromAddress.count > limits.perAddress) return lockOut(addressKey(address), now);
      const account = await store.add(LOGIN_SCOPE, accountKey(email), limits.windowMs, now);
      // Past the account's limit, one attempt at a time, each after the delay the one before it called for.
      const delay = accountDelay(limits, account.count);
      if (account.count > limits.perAccount && !(await store.claimUntil(LOGIN_SCOPE, accountKey(email), now + delay, now))) return Math.ceil(delay / 1000);
      return 0;
    },
    /** A reserved attempt failed: sets the waits its counts call for. */
    async recordFailure(email: string, address: string, now = Date.now()): Promise<void> {
      const keys = { pair: pairKey(email, address), account: accountKey(email), address: addressKey(address) };
      const entries = await store.read(LOGIN_SCOPE, Object.values(keys));
      const count = (key: string) => entries.get(key)?.count ?? 0;
      if (count(keys.pair) >= limits.perAccountAndAddress) await store.holdUntil(LOGIN_SCOPE, keys.pair, now + limits.lockMs);
      const delay = accountDelay(limits, count(keys.account));
      if (delay > 0) await store.holdUntil(LOGIN_SCOPE, keys.account, now + delay);
      if (count(keys.address) >= limits.perAddress) await store.holdUntil(LOGIN_SCOPE, keys.address, now + limits.lockMs);
    },
    /**
     * A reserved attempt's password was right but a second factor must follow: the attempt is given back (it guessed
     * nothing), so an owner who signs in again after a mistyped code is not counted twice. The counts of the codes
     * stay until one succeeds: knowing the password gives no more tries at the codes than the limit.
     */
    async awaitSecondFactor(email: string, address: string): Promise<void> {
      for (const key of [pairKey(email, address), accountKey(email), addressKey(address)]) await store.release(LOGIN_SCOPE, key);
    },
    /** A reserved attempt succeeded: the account's counts are cleared and the address gets its attempt back. */
    async recordSuccess(email: string, address: string): Promise<void> {
      await this.forgetAccount(email, address);
      await store.release(LOGIN_SCOPE, addressKey(address));
    },
    /** Clears the account's counts (its owner proved themselves otherwise, through the mailbox). */
    async forgetAccount(email: string, address: string): Promise<void> {
      await store.forget(LOGIN_SCOPE, [accountKey(email), pairKey(email, address)]);
    },
  };
}

/** The throttle as returned by loginThrottle(). */
export type LoginThrottle = ReturnType<typeof loginThrottle>;
