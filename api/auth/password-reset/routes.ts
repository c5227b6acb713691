import { forgotPasswordSchema, resetPasswordSchema, SECURITY_MESSAGES } from '../../../shared/contract/security';
import type { Config } from '../../config';
import { appLanguageOf } from '../../http/app-language';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../http/middleware/rate-limit';
import { ApiRouter } from '../../http/routing';
import type { Mailer } from '../../mail/mailer';
import { pageInLanguage } from '../../mail/compose';
import type { SessionsRepo } from '../../sessions/repo';
import type { UsersRepo } from '../../users/repo';
import { commonPasswordError } from '../../users/rules';
import { authenticationOf } from '../authenticate';
import { mailedAddressKey } from '../mailed-address';
import type { LoginThrottle } from '../login-throttle';
import { hashPassword, isCommonPassword } from '../password';
import type { PasswordResetLinks } from './links';
import { noAccountMail, passwordChangedMail, passwordResetMail } from './mails';

const HOUR = 60 * 60 * 1000;

/**
 * A way back into a lost account: `POST /api/auth/forgot-password {email}` mails a link (202, the same answer whether
 * or not the address has an account), and `POST /api/auth/reset-password {token, password}` sets the new password,
 * ends every session and Bearer token of the account, and mails a notice. Rate-limited per address and per client.
 */
export function passwordResetRoutes({
  users,
  sessions,
  links,
  mailer,
  config,
  throttle,
  limits,
}: {
  users: UsersRepo;
  sessions: SessionsRepo;
  links: PasswordResetLinks;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  throttle: LoginThrottle;
  limits: RateLimits;
}): ApiRouter {
  const api = new ApiRouter();

  api.post(
    '/api/auth/forgot-password',
    'anonymous',
    limits.rateLimit({ windowMs: HOUR, max: 10, name: 'forgot-password per client' }),
    limits.rateLimit({ windowMs: HOUR, max: 3, name: 'forgot-password per address', key: mailedAddressKey }),
    async (ctx) => {
      const { email } = forgotPasswordSchema.parse(ctx.state.body);
      const user = await users.findByEmail(email);
      // Either way one mail goes out, so neither the answer nor its time tells whether the address has an account.
      if (user && user.is_demo === 0) {
        const token = await links.create(user.id);
        const page = (path: string) => pageInLanguage(config.publicUrl, path, user.locale);
        await mailer.send(passwordResetMail(user.email, user.locale, user.display_name || user.username, page(`/reset-password?token=${token}`), page('/contact')));
      } else {
        const language = appLanguageOf(ctx);
        await mailer.send(noAccountMail(email, language, pageInLanguage(config.publicUrl, '/?auth=register', language)));
      }
      ctx.status = 202;
      ctx.body = { message: SECURITY_MESSAGES.resetRequested };
    },
  );

  api.post('/api/auth/reset-password', 'anonymous', limits.rateLimit({ windowMs: HOUR, max: 20, name: 'reset-password per client' }), async (ctx) => {
    const input = resetPasswordSchema.parse(ctx.state.body);
    if (isCommonPassword(input.password)) throw commonPasswordError('password');
    const userId = await links.use(input.token);
    const user = userId === undefined ? undefined : await users.findById(userId);
    if (!user) throw new HttpError(410, 'reset_link_invalid', SECURITY_MESSAGES.resetLinkInvalid);
    await users.updatePasswordHash(user.id, await hashPassword(input.password));
    // Whoever was signed in elsewhere (perhaps the reason for the reset) is signed out, their Bearer tokens with them.
    const current = authenticationOf(ctx);
    await sessions.endOthers(user.id, current && ctx.state.user?.id === user.id ? current.sessionId : undefined);
    // The mailbox's owner proved themselves: earlier failed sign-ins no longer hold them off.
    await throttle.forgetAccount(user.email, ctx.ip);
    await mailer.send(passwordChangedMail(user.email, user.locale, user.display_name || user.username, pageInLanguage(config.publicUrl, '/contact', user.locale)));
    ctx.body = { message: SECURITY_MESSAGES.passwordReset };
  });

  return api;
}
