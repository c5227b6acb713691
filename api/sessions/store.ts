import type { Database } from 'better-sqlite3';

/** A session without a fixed cookie lifetime expires after this much inactivity. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** Shape of what the app keeps in a session. */
export interface SessionData {
  userId?: number;
  csrfSecret?: string;
  /** When the user signed in (epoch ms), for the absolute timeout. */
  authAt?: number;
  [key: string]: unknown;
}

interface SessionRow {
  data: string;
  expires_at: number;
}

/** koa-session external store over the `sessions` table. */
export function sqliteSessionStore(db: Database) {
  const select = db.prepare<[string, number], SessionRow>('SELECT data, expires_at FROM sessions WHERE id = ? AND expires_at > ?');
  const upsert = db.prepare(`INSERT INTO sessions (id, user_id, data, created_at, expires_at) VALUES (@id, @userId, @data, @now, @expiresAt)
    ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`);
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const sweep = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  let nextSweep = 0;

  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = select.get(key, Date.now());
      return row ? (JSON.parse(row.data) as SessionData) : undefined;
    },
    async set(key: string, sess: SessionData, maxAge: number): Promise<void> {
      const now = Date.now();
      if (now > nextSweep) {
        sweep.run(now);
        nextSweep = now + 10 * 60 * 1000;
      }
      const lifetime = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : SESSION_IDLE_MS;
      upsert.run({
        id: key,
        userId: typeof sess.userId === 'number' ? sess.userId : null,
        data: JSON.stringify(sess),
        now: new Date(now).toISOString(),
        expiresAt: now + lifetime,
      });
    },
    async destroy(key: string): Promise<void> {
      remove.run(key);
    },
  };
}
