import { sessionHandleSchema, type SignedInSession, type SignedInSessions } from '../../shared/contract/account-sessions';
import { SECURITY_MESSAGES } from '../../shared/contract/security';
import { authenticationOf } from '../auth/authenticate';
import type { UserContext } from '../http/context';
import { conflict, notFound } from '../http/http-error';
import { ApiRouter } from '../http/routing';
import { deviceOf } from '../sessions/device';
import type { AccountSession, SessionsRepo } from '../sessions/repo';

/** A session used this recently is "active now" (its last use is known to the minute). */
const ACTIVE_NOW_MS = 5 * 60 * 1000;

/** A session as the list shows it, read at `now`: its handle, device and times, never its id. */
function present(session: AccountSession, currentId: string | undefined, now: number): SignedInSession {
  const current = session.id === currentId;
  return {
    handle: session.handle,
    ...deviceOf(session.data.userAgent),
    signedInAt: new Date(session.signedInAt).toISOString(),
    lastActiveAt: new Date(session.lastActiveAt).toISOString(),
    activeNow: current || now - session.lastActiveAt < ACTIVE_NOW_MS,
    current,
  };
}

/**
 * Where the account is signed in: `GET /api/account/sessions` lists its sessions (the device and browser each signed in
 * with, when, when it was last used, which is this one), `DELETE /api/account/sessions/{handle}` ends another one and
 * `POST /api/account/sessions/end-others` every other one; each answers the list as it is then. A session is named by its
 * handle, never by its id, which is the cookie's secret; ending a session ends its Bearer tokens with it.
 */
export function accountSessionsRoutes({ sessions }: { sessions: SessionsRepo }): ApiRouter {
  const api = new ApiRouter();

  const list = async (ctx: UserContext): Promise<SignedInSessions> => {
    const currentId = authenticationOf(ctx)?.sessionId;
    const now = Date.now();
    const all = await sessions.ofUser(ctx.state.user.id, now);
    // The shared demo account is signed in by strangers: each sees only their own device.
    const shown = ctx.state.user.isDemo ? all.filter((session) => session.id === currentId) : all;
    const current = shown.filter((session) => session.id === currentId);
    const others = shown.filter((session) => session.id !== currentId);
    return { sessions: [...current, ...others].map((session) => present(session, currentId, now)) };
  };

  const answer = async (ctx: UserContext) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await list(ctx);
  };

  api.get('/api/account/sessions', 'user', answer);

  // The account's own sessions only: another account's handle, or one that has ended, is not found.
  api.delete('/api/account/sessions/:handle', 'user', async (ctx) => {
    const handle = sessionHandleSchema.safeParse(ctx.params.handle);
    if (!handle.success) throw notFound(SECURITY_MESSAGES.sessionEnded);
    const session = (await sessions.ofUser(ctx.state.user.id)).find((candidate) => candidate.handle === handle.data);
    if (!session) throw notFound(SECURITY_MESSAGES.sessionEnded);
    if (session.id === authenticationOf(ctx)?.sessionId) throw conflict(SECURITY_MESSAGES.sessionCurrent, 'session_current');
    await sessions.endOne(ctx.state.user.id, session.id);
    await answer(ctx);
  });

  api.post('/api/account/sessions/end-others', 'user', async (ctx) => {
    await sessions.endOthers(ctx.state.user.id, authenticationOf(ctx)?.sessionId);
    await answer(ctx);
  });

  return api;
}
