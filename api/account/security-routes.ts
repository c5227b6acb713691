import type { Locale } from '../../shared/contract/auth';
import { confirmIdentitySchema, disableTotpSchema, newRecoveryCodesSchema, passkeyRegistrationSchema, secondFactorSchema, SECURITY_MESSAGES, type AccountSecurity } from '../../shared/contract/security';
import { sessionDeviceName } from '../../shared/i18n/session-device';
import type { SecondFactors } from '../auth/second-factor/factors';
import { PASSKEYS_MAX } from '../auth/second-factor/passkeys';
import { holdPasskeyChallenge, takePasskeyChallenge } from '../auth/second-factor/session-state';
import type { UserContext } from '../http/context';
import { featureTextsIn } from '../feature-texts';
import { conflict, HttpError, notFound } from '../http/http-error';
import type { RateLimits } from '../http/middleware/rate-limit';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import { sessionOf } from '../sessions/context';
import { deviceOf } from '../sessions/device';
import type { UserRow, UsersRepo } from '../users/repo';
import { assertConfirmed } from './identity';

const codeInvalid = () => new HttpError(400, 'code_invalid', SECURITY_MESSAGES.codeInvalid, [{ path: 'code', message: SECURITY_MESSAGES.codeInvalid }]);

/**
 * A name for a passkey left unnamed: the device it was made on in the owner's words ("Chrome באנדרואיד", "Safari on
 * iPhone"), else "Passkey" in them; numbered when the account has one of that name ("Chrome באנדרואיד (2)").
 */
function defaultPasskeyName(userAgent: string, locale: Locale, taken: string[]): string {
  const t = featureTextsIn(locale);
  const device = deviceOf(userAgent);
  const base = device.browser === 'other' && device.system === 'other' ? t('account.passkeyDefaultName') : sessionDeviceName(device, t);
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base} (${n})`;
  return name;
}

/**
 * The account's second factors in its settings: `GET /api/account/security`; an authenticator app
 * (`POST /api/account/totp` → `{ secret, otpauthUri }`, `POST /api/account/totp/confirm {code}` →
 * `{ recoveryCodes }`, `DELETE /api/account/totp/enrolment` to leave the setup, `DELETE /api/account/totp {password, code}`,
 * `POST /api/account/recovery-codes {password, code}` → a new set of `{ recoveryCodes }`); passkeys (`POST /api/account/passkeys/options`,
 * `POST /api/account/passkeys`, `DELETE /api/account/passkeys/:id {password}`). Adding or removing a factor asks for the password (or a fresh
 * Google sign-in), so that a stolen session can neither lock the owner out with a factor of its own nor strip theirs.
 */
export function accountSecurityRoutes({ users, factors, limits }: { users: UsersRepo; factors: SecondFactors; limits: RateLimits }): ApiRouter {
  const api = new ApiRouter();
  const me = async (ctx: UserContext): Promise<UserRow> => (await users.findById(ctx.state.user.id))!;
  // Each of these checks a password or a code: a stolen session must not become an oracle for either.
  const checks = limits.rateLimit<UserContext>({ windowMs: 15 * 60 * 1000, max: 10, key: (ctx) => `user:${ctx.state.user.id}`, name: 'account security checks' });

  const security = async (ctx: UserContext): Promise<AccountSecurity> => {
    const user = await me(ctx);
    return {
      totp: { enabled: await factors.totp.enabled(user.id), recoveryCodesLeft: await factors.recovery.left(user.id) },
      passkeys: await factors.passkeys.list(user.id),
      hasPassword: user.password_hash !== null,
      sessionSecondFactor: sessionOf(ctx).secondFactor === true,
    };
  };

  api.get('/api/account/security', 'user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await security(ctx);
  });

  api.post('/api/account/totp', 'user', checks, async (ctx) => {
    const { password } = confirmIdentitySchema.parse(ctx.state.body ?? {});
    const user = await me(ctx);
    await assertConfirmed(ctx, user, password, 'password');
    if (await factors.totp.enabled(user.id)) throw conflict(SECURITY_MESSAGES.totpAlreadyEnabled, 'totp_already_enabled');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await factors.totp.start(user.id, user.email);
  });

  api.post('/api/account/totp/confirm', 'user', checks, async (ctx) => {
    const { code } = secondFactorSchema.parse(ctx.state.body);
    const userId = ctx.state.user.id;
    const confirmed = await factors.totp.confirm(userId, code);
    if (confirmed === undefined) throw conflict(SECURITY_MESSAGES.totpNotStarted, 'totp_not_started');
    if (!confirmed) throw codeInvalid();
    // The session that enrolled has just proved the app.
    sessionOf(ctx).secondFactor = true;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes: await factors.recovery.replace(userId) };
  });

  // Leaving the setup: the key shown no longer turns the app on (it would lapse anyway, after 15 minutes).
  api.delete('/api/account/totp/enrolment', 'user', async (ctx) => {
    await factors.totp.forgetEnrolment(ctx.state.user.id);
    ctx.status = 204;
  });

  api.delete('/api/account/totp', 'user', checks, async (ctx) => {
    const { password, code } = disableTotpSchema.parse(ctx.state.body);
    const user = await me(ctx);
    await assertConfirmed(ctx, user, password, 'password');
    if (!(await factors.totp.enabled(user.id))) throw conflict(SECURITY_MESSAGES.totpNotEnabled, 'totp_not_enabled');
    if (!(await factors.checkCode(user.id, code))) throw codeInvalid();
    await factors.totp.remove(user.id);
    await factors.recovery.removeAll(user.id);
    ctx.body = await security(ctx);
  });

  // The old set stops working: a code lost or written down somewhere no longer signs in.
  api.post('/api/account/recovery-codes', 'user', checks, async (ctx) => {
    const { password, code } = newRecoveryCodesSchema.parse(ctx.state.body);
    const user = await me(ctx);
    await assertConfirmed(ctx, user, password, 'password');
    if (!(await factors.totp.enabled(user.id))) throw conflict(SECURITY_MESSAGES.totpNotEnabled, 'totp_not_enabled');
    if (!(await factors.checkCode(user.id, code))) throw codeInvalid();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes: await factors.recovery.replace(user.id) };
  });

  api.post('/api/account/passkeys/options', 'user', checks, async (ctx) => {
    const { password } = confirmIdentitySchema.parse(ctx.state.body ?? {});
    const user = await me(ctx);
    await assertConfirmed(ctx, user, password, 'password');
    if ((await factors.passkeys.count(user.id)) >= PASSKEYS_MAX) throw conflict(SECURITY_MESSAGES.passkeyLimit, 'passkey_limit');
    const options = await factors.passkeys.registrationOptions({ id: user.id, email: user.email, displayName: user.display_name || user.username });
    holdPasskeyChallenge(ctx, options.challenge, 'register', factors.passkeys.ceremonyMs);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = options;
  });

  api.post('/api/account/passkeys', 'user', async (ctx) => {
    const { name, ...response } = passkeyRegistrationSchema.parse(ctx.state.body);
    const challenge = takePasskeyChallenge(ctx, 'register');
    const { id: userId, locale } = ctx.state.user;
    const taken = (await factors.passkeys.list(userId)).map((passkey) => passkey.name);
    if (!challenge || !(await factors.passkeys.register(userId, response, challenge, name || defaultPasskeyName(ctx.get('User-Agent'), locale, taken)))) {
      throw new HttpError(400, 'passkey_invalid', SECURITY_MESSAGES.passkeyInvalid);
    }
    ctx.status = 201;
    ctx.body = await security(ctx);
  });

  // The account's own passkeys only: another account's id is not found.
  api.delete('/api/account/passkeys/:id', 'user', checks, async (ctx) => {
    const { password } = confirmIdentitySchema.parse(ctx.state.body ?? {});
    const user = await me(ctx);
    await assertConfirmed(ctx, user, password, 'password');
    if (!(await factors.passkeys.remove(user.id, idParam(ctx)))) throw notFound();
    ctx.body = await security(ctx);
  });

  return api;
}
