import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Database } from 'better-sqlite3';
import { SESSION_IDLE_MS, sqliteSessionStore } from '../sessions/store';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'kartis.sid';

/** Cookie sessions backed by SQLite: HttpOnly, SameSite=Lax, Secure over HTTPS, browser-session by default. */
export function sessions(app: Koa, db: Database) {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: 'session',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: true,
      store: sqliteSessionStore(db),
      genid: () => randomBytes(24).toString('base64url'),
    },
    app as never,
  );
}

export { SESSION_IDLE_MS };
