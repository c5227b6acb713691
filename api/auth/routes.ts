import { AUTH_MESSAGES, AUTH_SUCCESS_MESSAGES, confirmRegistrationSchema, loginSchema, registerSchema } from '../../shared/contract/auth';
import { CSRF_RESPONSE_HEADER } from '../../shared/contract/csrf-header';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { pageInLanguage } from '../mail/compose';
import { HttpError, tooManyRequests } from '../http/http-error';
import { appLanguageOf } from '../http/app-language';
import { authenticationOf, bearerToken } from './authenticate';
import { ApiRouter } from '../http/routing';
import { dropSession } from '../sessions/context';
import type { SessionsRepo } from '../sessions/repo';
import { presentUser } from '../users/present';
import { assertEmailFree, assertUsernameFree, commonPasswordError, withTakenCheck } from '../users/rules';
import { credentialChecker } from './credentials';
import { currentUserOf } from './current-user';
import { holdSignIn, SECOND_FACTOR_WINDOW_MS } from './second-factor/session-state';
import { finishSignIn } from './finish-sign-in';
import { SECURITY_MESSAGES } from '../../shared/contract/security';
import type { PendingRegistrations } from './pending-registrations';
import { alreadyRegisteredMail, confirmationMail } from './registration-mail';
import { hashPassword, isCommonPassword } from './password';
import { signIn } from './sign-in';
import { csrfToken } from './csrf';
import type { SignInServices } from './second-factor/sign-in-routes';
import { mailedAddressKey } from './mailed-address';

const HOUR = 60 * 60 * 1000;

/** Sign-up mails (a confirmation link, or a note to the account the address has) one address gets an hour. */
export const SIGN_UP_MAILS_PER_HOUR = 3;

/**
 * `POST /api/auth/register`, `POST /api/auth/login`, `GET /api/auth/current-user`, `POST /api/auth/logout`. A login
 * whose account has a second factor answers 401 `second_factor_required` and holds the sign-in in the session for it.
 */
export function authRoutes({
  users,
  sessions,
  pending,
  mailer,
  config,
  support,
  tokens,
  devices,
  throttle,
  factors,
  limits,
}: SignInServices & {
  sessions: SessionsRepo;
  pending: PendingRegistrations;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'signupsPerHour'>;
}): ApiRouter {
  const credentials = credentialChecker(users);
  const currentUser = currentUserOf(users, support);
  const api = new ApiRouter();

  // Registering answers the same whether or not the address has an account, and sends one mail either way: a link
  // that creates the account, or a note to the existing account's owner. Only the mailbox's owner learns which. One
  // address gets a few such mails an hour however many clients ask, as with a password reset.
  const signUpMails = limits.rateLimit({ name: 'sign-up mails per address', windowMs: HOUR, max: SIGN_UP_MAILS_PER_HOUR, key: mailedAddressKey });
  api.post('/api/auth/register', 'anonymous', limits.rateLimit({ name: 'registrations', windowMs: HOUR, max: config.signupsPerHour }), signUpMails, async (ctx) => {
    const input = registerSchema.parse(ctx.state.body);
    if (isCommonPassword(input.password)) throw commonPasswordError('password');
    await assertUsernameFree(users, input.username);
    const passwordHash = await hashPassword(input.password);
    const existing = await users.findByEmail(input.email);
    if (existing) {
      await mailer.send(alreadyRegisteredMail(input.email, pageInLanguage(config.publicUrl, '/?auth=login', existing.locale), existing.locale));
    } else {
      const locale = input.locale ?? appLanguageOf(ctx);
      const token = await pending.create({ username: input.username, email: input.email, passwordHash, locale });
      await mailer.send(confirmationMail(input.email, input.username, pageInLanguage(config.publicUrl, `/confirm-registration?token=${token}`, locale), locale));
    }
    ctx.status = 202;
    ctx.body = { pending: true, message: AUTH_MESSAGES.registrationPending };
  });

  api.post('/api/auth/confirm-registration', 'anonymous', limits.rateLimit({ name: 'registration confirmations', windowMs: 60 * 60 * 1000, max: config.signupsPerHour }), async (ctx) => {
    const { token: linkToken } = confirmRegistrationSchema.parse(ctx.state.body);
    const registration = await pending.find(linkToken);
    if (!registration) throw new HttpError(410, 'confirmation_invalid', AUTH_MESSAGES.confirmationInvalid);
    await assertUsernameFree(users, registration.username);
    await assertEmailFree(users, registration.email);
    const user = await withTakenCheck(() =>
      users.createUser({
        username: registration.username,
        email: registration.email,
        passwordHash: registration.password_hash,
        googleSub: null,
        displayName: registration.username,
        locale: registration.locale,
      }),
    );
    await pending.forget(registration.email);
    const { token } = await signIn(ctx, { tokens, devices }, user, { rememberMe: false });
    ctx.status = 201;
    ctx.body = { user: presentUser(user, 0), token, message: AUTH_SUCCESS_MESSAGES.register };
  });

  api.post('/api/auth/login', 'anonymous', async (ctx) => {
    const input = loginSchema.parse(ctx.state.body);
    // The attempt is counted before the password is checked: a burst of parallel guesses gets no more checks than the limit.
    const retryAfter = await throttle.reserve(input.email, ctx.ip);
    if (retryAfter > 0) {
      ctx.set('Retry-After', String(retryAfter));
      throw tooManyRequests();
    }
    const user = await credentials.check(input.email, input.password);
    if (!user) {
      await throttle.recordFailure(input.email, ctx.ip);
      throw new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }
    if (user === 'blocked') throw new HttpError(403, 'account_blocked', AUTH_MESSAGES.accountBlocked);
    const rememberMe = input.rememberMe ?? false;
    const methods = await factors.methods(user.id);
    if (methods.length > 0) {
      await throttle.awaitSecondFactor(input.email, ctx.ip);
      holdSignIn(ctx, { userId: user.id, email: input.email, rememberMe, passwordChangedAt: user.password_changed_at });
      // Answered, not thrown: the session that now holds the sign-in must be saved with this answer.
      ctx.status = 401;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: SECURITY_MESSAGES.secondFactorRequired, code: 'second_factor_required', methods, expiresInSeconds: SECOND_FACTOR_WINDOW_MS / 1000 };
      return;
    }
    await throttle.recordSuccess(input.email, ctx.ip);
    await finishSignIn(ctx, { tokens, devices, support }, user, { rememberMe, secondFactor: false });
  });

  api.get('/api/auth/current-user', 'user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // Every load asks this: the app learns the session's anti-forgery token with it, where the one it kept may be an
    // ended session's (a browser reopened on a new session).
    ctx.set(CSRF_RESPONSE_HEADER, csrfToken(ctx));
    ctx.body = { user: await currentUser(ctx.state.user), message: AUTH_SUCCESS_MESSAGES.current };
  });

  api.post('/api/auth/logout', 'anonymous', async (ctx) => {
    const auth = authenticationOf(ctx);
    if (auth) await sessions.end(auth.sessionId);
    const bearer = bearerToken(ctx);
    if (bearer) await tokens.revoke(bearer);
    dropSession(ctx);
    ctx.body = { message: AUTH_SUCCESS_MESSAGES.logout };
  });

  return api;
}
