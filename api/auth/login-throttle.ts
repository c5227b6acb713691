const MINUTE = 60 * 1000;

/** Failed sign-ins tolerated per account and per address within the window, and the cooling period after. */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  perAccount: 5,
  perAddress: 20,
  lockMs: 15 * MINUTE,
} as const;

export type LoginLimits = typeof LOGIN_LIMITS;

interface Failures {
  count: number;
  windowEndsAt: number;
  lockedUntil: number;
}

function keys(email: string, address: string) {
  return [`account:${email}`, `address:${address}`] as const;
}

/**
 * Counts failed sign-ins per account (email) and per address in memory (one process serves the
 * product). Past a limit, every attempt is refused for the cooling period, the right password too.
 */
export function loginThrottle(limits: LoginLimits = LOGIN_LIMITS) {
  const failures = new Map<string, Failures>();
  let nextSweep = Date.now() + limits.windowMs;

  const sweep = (now: number) => {
    if (now < nextSweep) return;
    for (const [key, entry] of failures) if (entry.windowEndsAt <= now && entry.lockedUntil <= now) failures.delete(key);
    nextSweep = now + limits.windowMs;
  };

  return {
    /** Seconds until attempts for this account or from this address are accepted again; 0 when they are. */
    retryAfterSeconds(email: string, address: string, now = Date.now()): number {
      const until = Math.max(...keys(email, address).map((key) => failures.get(key)?.lockedUntil ?? 0));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },
    /** Records a failed attempt; reaching a limit starts the cooling period. */
    recordFailure(email: string, address: string, now = Date.now()): void {
      sweep(now);
      const [account, from] = keys(email, address);
      for (const [key, max] of [[account, limits.perAccount], [from, limits.perAddress]] as const) {
        let entry = failures.get(key);
        if (!entry || entry.windowEndsAt <= now) {
          entry = { count: 0, windowEndsAt: now + limits.windowMs, lockedUntil: entry?.lockedUntil ?? 0 };
          failures.set(key, entry);
        }
        entry.count += 1;
        if (entry.count >= max) entry.lockedUntil = now + limits.lockMs;
      }
    },
    /** A successful sign-in clears the account's count (the address keeps its own). */
    recordSuccess(email: string): void {
      failures.delete(`account:${email}`);
    },
  };
}

/** The throttle as returned by loginThrottle(). */
export type LoginThrottle = ReturnType<typeof loginThrottle>;
