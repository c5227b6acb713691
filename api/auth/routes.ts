import type { Database } from 'better-sqlite3';
import { AUTH_MESSAGES, loginSchema, registerSchema } from '../contract/auth';
import { HttpError, tooManyRequests } from '../http-error';
import { authenticationOf, bearerToken } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rate-limit';
import { ApiRouter } from '../routing';
import { dropSession } from '../sessions/context';
import { sessionsRepo } from '../sessions/repo';
import { supportService } from '../support/service';
import { presentUser, toAuthUser } from '../users/present';
import { usersRepo } from '../users/repo';
import { assertEmailFree, assertUsernameFree, commonPasswordError, withTakenCheck } from '../users/rules';
import { credentialChecker } from './credentials';
import { loginThrottle, type LoginLimits } from './login-throttle';
import { AUTH_SUCCESS_MESSAGES } from './messages';
import { hashPassword, isCommonPassword } from './password';
import { signIn } from './sign-in';
import { tokensRepo } from './tokens';

/** `POST /api/auth/register`, `POST /api/auth/login`, `GET /api/auth/current-user`, `POST /api/auth/logout` (spec §7). */
export function authRoutes(db: Database, limits?: LoginLimits): ApiRouter {
  const users = usersRepo(db);
  const sessions = sessionsRepo(db);
  const tokens = tokensRepo(db);
  const credentials = credentialChecker(users);
  const throttle = loginThrottle(limits);
  const support = supportService(db);
  const api = new ApiRouter();

  api.post('/api/auth/register', 'anonymous', rateLimit({ windowMs: 60 * 60 * 1000, max: 60 }), async (ctx) => {
    const input = registerSchema.parse(ctx.state.body);
    if (isCommonPassword(input.password)) throw commonPasswordError('password');
    assertUsernameFree(users, input.username);
    assertEmailFree(users, input.email);
    const passwordHash = await hashPassword(input.password);
    const user = withTakenCheck(() =>
      users.createUser({ username: input.username, email: input.email, passwordHash, googleSub: null, displayName: input.username }),
    );
    const { token } = await signIn(ctx, user, { rememberMe: false });
    ctx.status = 201;
    ctx.body = { user: presentUser(user, 0), token, message: AUTH_SUCCESS_MESSAGES.register };
  });

  api.post('/api/auth/login', 'anonymous', async (ctx) => {
    const input = loginSchema.parse(ctx.state.body);
    const retryAfter = throttle.retryAfterSeconds(input.email, ctx.ip);
    if (retryAfter > 0) {
      ctx.set('Retry-After', String(retryAfter));
      throw tooManyRequests();
    }
    const user = await credentials.check(input.email, input.password);
    if (!user) {
      throttle.recordFailure(input.email, ctx.ip);
      throw new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }
    throttle.recordSuccess(input.email, ctx.ip);
    const { token } = await signIn(ctx, user, { rememberMe: input.rememberMe ?? false });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: presentUser(user, support.unreadFor(toAuthUser(user))), token, message: AUTH_SUCCESS_MESSAGES.login };
  });

  api.get('/api/auth/current-user', 'user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: presentUser(users.findById(ctx.state.user!.id)!, support.unreadFor(ctx.state.user!)) };
  });

  api.post('/api/auth/logout', 'anonymous', (ctx) => {
    const auth = authenticationOf(ctx);
    if (auth) sessions.end(auth.sessionId);
    const bearer = bearerToken(ctx);
    if (bearer) tokens.revoke(bearer);
    dropSession(ctx);
    ctx.body = { message: AUTH_SUCCESS_MESSAGES.logout };
  });

  return api;
}
