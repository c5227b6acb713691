import { NUMBER_STAND_IN, preparedQuery, type QueryBuilder } from '../../db/query-builder';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Lifetimes of a signed-in session: idle (sliding) and absolute (from sign-in), per kind. */
export const SESSION_LIMITS = {
  /** A browser-session cookie (no "remember me"). */
  browser: { idleMs: 2 * HOUR, absoluteMs: 30 * DAY },
  /** "Remember me": a 30-day cookie, renewed while in use. */
  remembered: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
} as const;

/** A session without a fixed cookie lifetime expires after this much inactivity. */
export const SESSION_IDLE_MS = SESSION_LIMITS.browser.idleMs;

/** Sliding expiry is written at most this often per session, so reads stay reads; `expires_at - idle_ms` is when it was last used, to this. */
export const TOUCH_EVERY_MS = 60 * 1000;

/** The longest User-Agent a session keeps. */
export const USER_AGENT_MAX = 400;

/** Shape of what the app keeps in a session. */
export interface SessionData {
  userId?: number;
  csrfSecret?: string;
  /** When the user signed in (epoch ms), for the absolute timeout. */
  authAt?: number;
  /** When this session last signed in at Google to confirm a sensitive change (accounts without a password). */
  googleConfirmedAt?: number;
  /** When this session's owner gave the password to connect a Google identity: the next sign-in at Google may link one. */
  googleLinkConfirmedAt?: number;
  /** Whether the user ticked "remember me" (selects the limits above). */
  rememberMe?: boolean;
  /** Whether the sign-in proved more than a password: a second factor, a passkey, or Google. */
  secondFactor?: boolean;
  /** The User-Agent the session signed in with (at most USER_AGENT_MAX characters), which the account's list names it by. */
  userAgent?: string;
  [key: string]: unknown;
}

/** Epoch ms after which a signed-in session ends whatever its activity, or undefined for an anonymous one. */
export function absoluteDeadline(data: SessionData): number | undefined {
  if (typeof data.authAt !== 'number') return undefined;
  return data.authAt + (data.rememberMe ? SESSION_LIMITS.remembered : SESSION_LIMITS.browser).absoluteMs;
}

/**
 * koa-session external store over the `sessions` table. Expiry is enforced when loading: the idle
 * timeout by `expires_at` (slid forward on use), the absolute one by the sign-in time in the data.
 */
export function sessionStore(query: QueryBuilder) {
  const remove = (key: string) => query.deleteFrom('sessions').where('id', '=', key).execute();
  let nextSweep = 0;
  // Read on every request that carries the cookie: built once, run as a prepared statement.
  const sessionRow = preparedQuery(
    query,
    (key: string, now: number) => query.selectFrom('sessions').select(['data', 'expires_at', 'idle_ms']).where('id', '=', key).where('expires_at', '>', now),
    ['\u0000key', NUMBER_STAND_IN],
  );

  return {
    async get(key: string): Promise<SessionData | undefined> {
      const now = Date.now();
      const [row] = await sessionRow(key, now);
      if (!row) return undefined;
      const data = JSON.parse(row.data) as SessionData;
      const deadline = absoluteDeadline(data);
      if (deadline !== undefined && deadline <= now) {
        await remove(key);
        return undefined;
      }
      if (row.expires_at < now + row.idle_ms - TOUCH_EVERY_MS) {
        await query.updateTable('sessions').set({ expires_at: now + row.idle_ms }).where('id', '=', key).execute();
      }
      return data;
    },
    async set(key: string, sess: SessionData, maxAge: number): Promise<void> {
      const now = Date.now();
      if (now > nextSweep) {
        nextSweep = now + 10 * 60 * 1000;
        await query.deleteFrom('sessions').where('expires_at', '<=', now).execute();
      }
      const idleMs = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : SESSION_IDLE_MS;
      const row = {
        user_id: typeof sess.userId === 'number' ? sess.userId : null,
        data: JSON.stringify(sess),
        expires_at: now + idleMs,
        idle_ms: idleMs,
      };
      await query
        .insertInto('sessions')
        .values({ id: key, created_at: new Date(now).toISOString(), ...row })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute();
    },
    async destroy(key: string): Promise<void> {
      await remove(key);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
