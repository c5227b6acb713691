import type { Next } from 'koa';
import type { TokensRepo } from './tokens';
import type { AppContext, AuthUser } from '../http/context';
import { TOUCH_EVERY_MS, type SessionData } from '../sessions/store';
import type { SecondFactors } from './second-factor/factors';
import { sessionOf } from '../sessions/context';
import type { SessionsRepo } from '../sessions/repo';
import { toAuthUser } from '../users/present';
import { hasSessionCookie } from '../sessions/middleware';
import type { UserRow, UsersRepo } from '../users/repo';

/** How the request proved who it is: its session cookie, or a Bearer token standing for a session. */
export interface Authentication {
  via: 'session' | 'token';
  sessionId: string;
}

const authentications = new WeakMap<AppContext, Authentication>();

/** How the current request was authenticated, or undefined when it is anonymous. */
export function authenticationOf(ctx: AppContext): Authentication | undefined {
  return authentications.get(ctx);
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(ctx: AppContext): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

/**
 * Sets `ctx.state.user` from a valid Bearer token or else from the session cookie. Disabled or
 * deleted accounts are nobody; an unknown or expired token is ignored (the cookie may still hold).
 * Nothing else identifies a user: client-sent demo headers are never read.
 */
export function authenticate({ users, sessions, tokens, factors }: { users: UsersRepo; sessions: SessionsRepo; tokens: TokensRepo; factors: Pick<SecondFactors, 'enrolled'> }) {
  const activeUser = async (id: number): Promise<UserRow | undefined> => {
    const row = await users.findById(id);
    return row && row.disabled_at === null ? row : undefined;
  };
  // Only an admin's requests look up their second factors: the admin routes ask for one once it exists. Until the
  // session proves it, it acts as a plain user everywhere (another account's cards, leads, support conversations),
  // not only on the admin routes: a session from before the enrolment is what the factor guards against.
  const signedIn = async (row: UserRow, data: SessionData): Promise<AuthUser> => {
    const user = toAuthUser(row);
    if (row.user_role === 'admin' && data.secondFactor !== true && (await factors.enrolled(row.id))) {
      user.secondFactorMissing = true;
      user.userRole = 'user';
    }
    return user;
  };

  return async function authenticateMiddleware(ctx: AppContext, next: Next) {
    const bearer = bearerToken(ctx);
    const grant = bearer === undefined ? undefined : await tokens.find(bearer);
    const tokenUser = grant && (await activeUser(grant.userId));
    if (grant && tokenUser) {
      const now = Date.now();
      if (grant.sessionExpiresAt < now + grant.sessionIdleMs - TOUCH_EVERY_MS) await sessions.slideExpiry(grant.sessionId, now + grant.sessionIdleMs);
      ctx.state.user = await signedIn(tokenUser, JSON.parse(grant.sessionData) as SessionData);
      authentications.set(ctx, { via: 'token', sessionId: grant.sessionId });
      return next();
    }
    // Without the cookie the session is a new, empty one: leave it unopened (see sessions()).
    if (!hasSessionCookie(ctx)) return next();
    const session = sessionOf(ctx);
    const sessionUser = typeof session.userId === 'number' ? await activeUser(session.userId) : undefined;
    if (sessionUser && session.externalKey) {
      ctx.state.user = await signedIn(sessionUser, session);
      authentications.set(ctx, { via: 'session', sessionId: session.externalKey });
    }
    await next();
  };
}
