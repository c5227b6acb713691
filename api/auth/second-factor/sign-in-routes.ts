import { passkeyAuthenticationSchema, secondFactorSchema, SECURITY_MESSAGES } from '../../../shared/contract/security';
import type { AppContext } from '../../http/context';
import { HttpError, tooManyRequests } from '../../http/http-error';
import type { RateLimits } from '../../http/middleware/rate-limit';
import { ApiRouter } from '../../http/routing';
import { sessionOf } from '../../sessions/context';
import type { SupportService } from '../../support/service';
import type { UserRow, UsersRepo } from '../../users/repo';
import { finishSignIn } from '../finish-sign-in';
import type { LoginThrottle } from '../login-throttle';
import type { SignInDevices } from '../sign-in-devices';
import type { TokensRepo } from '../tokens';
import type { SecondFactors } from './factors';
import { dropPendingSignIn, holdPasskeyChallenge, pendingSignInOf, takePasskeyChallenge } from './session-state';

const expired = () => new HttpError(401, 'second_factor_expired', SECURITY_MESSAGES.secondFactorExpired);
const passkeyRefused = () => new HttpError(401, 'passkey_invalid', SECURITY_MESSAGES.passkeyInvalid);

/**
 * What every way of signing in uses: the accounts, their tokens, the devices they signed in from, the support chat's
 * unread count, the throttle, the second factors, the rate limits.
 */
export interface SignInServices {
  users: UsersRepo;
  support: SupportService;
  tokens: TokensRepo;
  devices: SignInDevices;
  throttle: LoginThrottle;
  factors: SecondFactors;
  limits: RateLimits;
}

/**
 * Finishing a sign-in with a second factor: `POST /api/auth/login/second-factor {code}` after a password (or, for a
 * session signed in with its password alone, to prove the factor /admin asks for), and passkeys, which sign in alone
 * or stand as the second factor (`POST /api/auth/passkey/options`, `POST /api/auth/passkey`).
 */
export function secondFactorSignInRoutes(deps: SignInServices): ApiRouter {
  const { users, throttle, factors, limits } = deps;
  /** Passkey ceremonies one address may start or finish in 15 minutes (each costs a signature check). */
  const passkeyLimit = (name: string) => limits.rateLimit({ name, windowMs: 15 * 60 * 1000, max: 60 });
  const api = new ApiRouter();
  const activeUser = async (id: number): Promise<UserRow | undefined> => {
    const row = await users.findById(id);
    return row && row.disabled_at === null ? row : undefined;
  };

  /** Who the code is for: the sign-in waiting in this session, else the account already signed in on it. */
  async function codeSubject(ctx: AppContext): Promise<{ user: UserRow; rememberMe: boolean }> {
    const pending = pendingSignInOf(ctx);
    if (pending === 'expired') {
      dropPendingSignIn(ctx);
      throw expired();
    }
    const user = pending ? await activeUser(pending.userId) : ctx.state.user && (await activeUser(ctx.state.user.id));
    if (!user) throw expired();
    // The password given was changed or reset since (perhaps because it leaked): it no longer leads to the code.
    if (pending && pending.passwordChangedAt !== user.password_changed_at) {
      dropPendingSignIn(ctx);
      throw expired();
    }
    return { user, rememberMe: pending ? pending.rememberMe : sessionOf(ctx).rememberMe === true };
  }

  api.post('/api/auth/login/second-factor', 'anonymous', async (ctx) => {
    const { code } = secondFactorSchema.parse(ctx.state.body);
    const { user, rememberMe } = await codeSubject(ctx);
    // A code counts toward the same lockout as a password: counted before it is checked.
    const retryAfter = await throttle.reserve(user.email, ctx.ip);
    if (retryAfter > 0) throw tooManyRequests().withHeaders({ 'Retry-After': String(retryAfter) });
    if (!(await factors.checkCode(user.id, code))) {
      await throttle.recordFailure(user.email, ctx.ip);
      throw new HttpError(401, 'code_invalid', SECURITY_MESSAGES.codeInvalid, [{ path: 'code', message: SECURITY_MESSAGES.codeInvalid }]);
    }
    await throttle.recordSuccess(user.email, ctx.ip);
    dropPendingSignIn(ctx);
    await finishSignIn(ctx, deps, user, { rememberMe, secondFactor: true });
  });

  api.post('/api/auth/passkey/options', 'anonymous', passkeyLimit('passkey sign-in options'), async (ctx) => {
    // After a password, only that account's passkeys; otherwise any passkey of this site, which names its account.
    const pending = pendingSignInOf(ctx);
    const options = await factors.passkeys.authenticationOptions(typeof pending === 'object' ? pending.userId : undefined);
    holdPasskeyChallenge(ctx, options.challenge, 'sign-in', factors.passkeys.ceremonyMs);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = options;
  });

  api.post('/api/auth/passkey', 'anonymous', passkeyLimit('passkey sign-ins'), async (ctx) => {
    const response = passkeyAuthenticationSchema.parse(ctx.state.body);
    const challenge = takePasskeyChallenge(ctx, 'sign-in');
    if (!challenge) throw passkeyRefused();
    const userId = await factors.passkeys.authenticate(response, challenge);
    const user = userId === undefined ? undefined : await activeUser(userId);
    if (!user) throw passkeyRefused();
    const pending = pendingSignInOf(ctx);
    if (typeof pending === 'object' && pending.userId === user.id) await throttle.recordSuccess(pending.email, ctx.ip);
    dropPendingSignIn(ctx);
    await finishSignIn(ctx, deps, user, { rememberMe: typeof pending === 'object' && pending.rememberMe, secondFactor: true });
  });

  return api;
}
