import type { Database } from 'better-sqlite3';

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

/** Sliding expiry is written at most this often per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Shape of what the app keeps in a session. */
export interface SessionData {
  userId?: number;
  csrfSecret?: string;
  /** When the user signed in (epoch ms), for the absolute timeout. */
  authAt?: number;
  /** When this session last signed in at Google to confirm a sensitive change (accounts without a password). */
  googleConfirmedAt?: number;
  /** Whether the user ticked "remember me" (selects the limits above). */
  rememberMe?: boolean;
  [key: string]: unknown;
}

/** Epoch ms after which a signed-in session ends whatever its activity, or undefined for an anonymous one. */
export function absoluteDeadline(data: SessionData): number | undefined {
  if (typeof data.authAt !== 'number') return undefined;
  return data.authAt + (data.rememberMe ? SESSION_LIMITS.remembered : SESSION_LIMITS.browser).absoluteMs;
}

interface SessionRow {
  data: string;
  expires_at: number;
  idle_ms: number;
}

/**
 * koa-session external store over the `sessions` table. Expiry is enforced when loading: the idle
 * timeout by `expires_at` (slid forward on use), the absolute one by the sign-in time in the data.
 */
export function sqliteSessionStore(db: Database) {
  const select = db.prepare<[string, number], SessionRow>('SELECT data, expires_at, idle_ms FROM sessions WHERE id = ? AND expires_at > ?');
  const upsert = db.prepare(`INSERT INTO sessions (id, user_id, data, created_at, expires_at, idle_ms) VALUES (@id, @userId, @data, @now, @expiresAt, @idleMs)
    ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at, idle_ms = excluded.idle_ms`);
  const touch = db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const sweep = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  let nextSweep = 0;

  return {
    async get(key: string): Promise<SessionData | undefined> {
      const now = Date.now();
      const row = select.get(key, now);
      if (!row) return undefined;
      const data = JSON.parse(row.data) as SessionData;
      const deadline = absoluteDeadline(data);
      if (deadline !== undefined && deadline <= now) {
        remove.run(key);
        return undefined;
      }
      if (row.expires_at < now + row.idle_ms - TOUCH_EVERY_MS) touch.run(now + row.idle_ms, key);
      return data;
    },
    async set(key: string, sess: SessionData, maxAge: number): Promise<void> {
      const now = Date.now();
      if (now > nextSweep) {
        sweep.run(now);
        nextSweep = now + 10 * 60 * 1000;
      }
      const idleMs = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : SESSION_IDLE_MS;
      upsert.run({
        id: key,
        userId: typeof sess.userId === 'number' ? sess.userId : null,
        data: JSON.stringify(sess),
        now: new Date(now).toISOString(),
        expiresAt: now + idleMs,
        idleMs,
      });
    },
    async destroy(key: string): Promise<void> {
      remove.run(key);
    },
  };
}
