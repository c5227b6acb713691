import { CSRF_RESPONSE_HEADER } from '../../shared/contract/csrf-header';
import type { AppContext } from '../http/context';
import { csrfToken } from './csrf';
import { replaceSession, sessionOf } from '../sessions/context';
import { absoluteDeadline, SESSION_LIMITS, USER_AGENT_MAX } from '../sessions/store';
import type { SignInAccount, SignInDevices } from './sign-in-devices';
import type { TokensRepo } from './tokens';

/** What signing in uses: the Bearer tokens, and the devices each account has signed in from. */
export interface SignInParts {
  tokens: TokensRepo;
  devices: SignInDevices;
}

/**
 * Signs `user` in on this request: a new session id (the old one stops working), the sign-in time
 * for the absolute timeout, a 30-day cookie with `rememberMe` (else a browser-session cookie), a new
 * CSRF token, and a Bearer token tied to the new session; the session keeps the browser's User-Agent for the account's
 * list of signed-in devices. `secondFactor` records that the sign-in proved more than a
 * password (a code, a passkey, Google), which /admin asks of an admin who has a second factor. Every way of signing in
 * comes here, so here the browser's device cookie is set, and the owner is mailed when the account is signed in from a
 * device it had not been signed in from before (`devices.signedIn`: never for a new account's first device).
 */
export async function signIn(
  ctx: AppContext,
  { tokens, devices }: SignInParts,
  user: SignInAccount,
  opts: { rememberMe: boolean; secondFactor?: boolean },
): Promise<{ token: string }> {
  const session = sessionOf(ctx);
  const maxAge = opts.rememberMe ? SESSION_LIMITS.remembered.idleMs : 'session';
  session.maxAge = maxAge;
  session.userId = user.id;
  session.authAt = Date.now();
  session.rememberMe = opts.rememberMe;
  session.secondFactor = opts.secondFactor === true;
  // What the account's list of signed-in devices names it by ("Chrome on Android"); kept as sent, parsed when listed.
  session.userAgent = ctx.get('User-Agent').slice(0, USER_AGENT_MAX) || undefined;
  delete session.csrfSecret;
  ctx.set(CSRF_RESPONSE_HEADER, csrfToken(ctx));
  await session.regenerate();
  // The session object keeps the id it was created with; re-binding it picks up the regenerated one.
  replaceSession(ctx, session.toJSON());
  const current = sessionOf(ctx);
  // Saving a browser-session cookie makes koa-session forget the 'session' lifetime; the save at the
  // end of the request would then write a one-day expiry. Set it again.
  current.maxAge = maxAge;
  const token = await tokens.issue(user.id, current.externalKey!, absoluteDeadline(current.toJSON())!);
  await devices.signedIn(ctx, user);
  return { token };
}
