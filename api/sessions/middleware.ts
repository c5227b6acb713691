import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Next } from 'koa';
import session from 'koa-session';
import type { AppContext } from '../http/context';
import { SESSION_IDLE_MS, type SessionStore } from './store';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'kartis.sid';

/** Whether a request carries the session cookie (by name; koa-session checks its signature). */
export function hasSessionCookie(ctx: AppContext): boolean {
  return ctx.get('Cookie').includes(`${SESSION_COOKIE}=`);
}

/** The part of koa-session's session object used to save it when the request ends. */
interface Committable {
  manuallyCommit(): Promise<void> | undefined;
}

/** Requests running without koa-session's middleware, each with its session once a handler opened it. */
const lazyRequests = new WeakMap<object, Committable | undefined>();
const watchedContexts = new WeakSet<object>();

function noteOpened(ctx: object, current: Committable | null) {
  if (current && lazyRequests.has(ctx) && !lazyRequests.get(ctx)) lazyRequests.set(ctx, current);
}

/**
 * Wraps koa-session's `ctx.session` accessor on the app's context prototype (once) so that the first read
 * or replacement of the session of a lazy request is noted. A per-request property would slow every
 * other property access of the context, so the note is kept in a WeakMap instead.
 */
function noteSessionOpening(context: object) {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  const accessor = Object.getOwnPropertyDescriptor(context, 'session')!;
  const read = (ctx: object) => accessor.get!.call(ctx) as Committable | null;
  Object.defineProperty(context, 'session', {
    configurable: true,
    get(this: object) {
      const current = read(this);
      noteOpened(this, current);
      return current;
    },
    set(this: object, value: unknown) {
      if (lazyRequests.has(this)) noteOpened(this, read(this));
      accessor.set!.call(this, value);
    },
  });
}

/**
 * Cookie sessions backed by SQLite: HttpOnly, SameSite=Lax, Secure over HTTPS, browser-session by default.
 *
 * A request without the session cookie (a visitor's page, a beacon, a public list) has nothing to load,
 * and most such requests never look at the session, so koa-session runs for them only when a handler
 * reads or replaces `ctx.session`; the session is then saved at the end of the request exactly as
 * koa-session's own middleware would.
 */
export function sessions(app: Koa, store: SessionStore) {
  const withSession = session(
    {
      key: SESSION_COOKIE,
      maxAge: 'session',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: true,
      store,
      genid: () => randomBytes(24).toString('base64url'),
    },
    app as never,
  ) as unknown as (ctx: AppContext, next: Next) => Promise<void>;
  noteSessionOpening(app.context);

  return async function sessionMiddleware(ctx: AppContext, next: Next) {
    if (hasSessionCookie(ctx)) return withSession(ctx, next);
    lazyRequests.set(ctx, undefined);
    try {
      await next();
    } finally {
      const opened = lazyRequests.get(ctx);
      lazyRequests.delete(ctx);
      await opened?.manuallyCommit();
    }
  };
}

export { SESSION_IDLE_MS };
