import {
  ACCOUNT_MESSAGES,
  accountExportFileName,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  EMAIL_CHANGE_MAILS_PER_DAY,
  EMAIL_CHANGE_MESSAGES,
  updateAccountSchema,
} from '../../shared/contract/account';
import { confirmIdentitySchema } from '../../shared/contract/security';
import type { AppContext, UserContext } from '../http/context';
import { badRequest, conflict } from '../http/http-error';
import { hashPassword, isCommonPassword } from '../auth/password';
import { passwordChangedMail } from '../auth/password-reset/mails';
import type { Logger } from '../log';
import { pageInLanguage } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import { authenticationOf } from '../auth/authenticate';
import type { RateLimits } from '../http/middleware/rate-limit';
import type { Config } from '../config';
import { ApiRouter } from '../http/routing';
import { dropSession, sessionOf } from '../sessions/context';
import type { SessionsRepo } from '../sessions/repo';
import type { OrganisationsService } from '../organisations/service';
import type { SupportService } from '../support/service';
import type { UserRow, UsersRepo } from '../users/repo';
import { assertEmailFree, assertUsernameFree, commonPasswordError, withTakenCheck } from '../users/rules';
import type { EmailChanges } from './email-changes';
import { assertConfirmed } from './identity';
import { presentAccount, type AccountContext } from './present';
import type { AccountRepo } from './repo';

/** ZIP exports one account may build an hour: each reads and packs everything the account holds, visitors' files included. */
export const ACCOUNT_EXPORTS_PER_HOUR = 10;

/** What the account screen shows beyond the account's row: Google sign-in offered here, this session's confirmation. */
function accountContext(ctx: AppContext, config: Pick<Config, 'google'>): AccountContext {
  return { googleAvailable: config.google !== undefined, googleConfirmedAt: sessionOf(ctx).googleConfirmedAt };
}

/** The signed-in account's own settings: view, edit, change email (through a mailed link) or password, export, delete. */
export function accountRoutes({
  users,
  sessions,
  account,
  changes,
  exportZip,
  support,
  organisations,
  removeUnusedUploads,
  mailer,
  log,
  config,
  limits,
}: {
  users: UsersRepo;
  sessions: SessionsRepo;
  account: AccountRepo;
  changes: EmailChanges;
  /** The account's export as one ZIP. */
  exportZip: (user: UserRow) => Promise<Buffer>;
  support: SupportService;
  organisations: Pick<OrganisationsService, 'list' | 'removeMember' | 'closeWithOwner'>;
  removeUnusedUploads: (userId: number) => Promise<unknown>;
  mailer: Mailer;
  log: Logger;
  config: Pick<Config, 'google' | 'publicUrl'>;
  limits: RateLimits;
}): ApiRouter {
  // Each of these checks a password: a stolen session must not become a password oracle.
  const passwordChecks = limits.rateLimit<UserContext>({ name: 'account password checks', windowMs: 15 * 60 * 1000, max: 10, key: (ctx) => `user:${ctx.state.user.id}` });
  const changeMails = limits.countedRateLimit<UserContext>({ name: 'email change mails', windowMs: 24 * 60 * 60 * 1000, max: EMAIL_CHANGE_MAILS_PER_DAY, key: (ctx) => `user:${ctx.state.user.id}` });
  const exports = limits.rateLimit<UserContext>({ name: 'account exports', windowMs: 60 * 60 * 1000, max: ACCOUNT_EXPORTS_PER_HOUR, key: (ctx) => `account-export:${ctx.state.user.id}` });
  const api = new ApiRouter();
  const me = async (ctx: UserContext): Promise<UserRow> => (await users.findById(ctx.state.user.id))!;

  api.get('/api/account', 'user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await presentAccount(account, await me(ctx), await support.unreadFor(ctx.state.user), accountContext(ctx, config));
  });

  api.patch('/api/account', 'user', async (ctx) => {
    const changes = updateAccountSchema.parse(ctx.state.body ?? {});
    const user = await me(ctx);
    if (changes.username !== undefined) await assertUsernameFree(users, changes.username, user);
    await withTakenCheck(() => users.updateProfile(user.id, changes));
    ctx.body = await presentAccount(account, await me(ctx), await support.unreadFor(ctx.state.user), accountContext(ctx, config));
  });

  // The new address is only the account's once the link mailed to it is opened: an account cannot take an address
  // whose mailbox it does not hold, nor keep its real owner from signing up with it.
  api.put('/api/account/email', 'user', passwordChecks, async (ctx) => {
    const input = changeEmailSchema.parse(ctx.state.body);
    const user = await me(ctx);
    await assertConfirmed(ctx, user, input.currentPassword, 'currentPassword');
    if (input.email === user.email) throw badRequest(EMAIL_CHANGE_MESSAGES.unchanged, [{ path: 'email', message: EMAIL_CHANGE_MESSAGES.unchanged }]);
    await assertEmailFree(users, input.email, user);
    await changeMails(ctx);
    await changes.request(user, input.email, authenticationOf(ctx)?.sessionId);
    ctx.status = 202;
    ctx.body = await presentAccount(account, user, await support.unreadFor(ctx.state.user), accountContext(ctx, config));
  });

  api.delete('/api/account/email-change', 'user', async (ctx) => {
    await changes.cancel(ctx.state.user.id);
    ctx.body = await presentAccount(account, await me(ctx), await support.unreadFor(ctx.state.user), accountContext(ctx, config));
  });

  // Whoever holds the link may open it (it proves the mailbox), signed in or not, on any device.
  api.post('/api/account/email/confirm', 'anonymous', limits.rateLimit({ name: 'email change confirmations', windowMs: 60 * 60 * 1000, max: 30 }), async (ctx) => {
    const { token } = confirmEmailChangeSchema.parse(ctx.state.body);
    const { email } = await changes.confirm(token);
    ctx.body = { message: EMAIL_CHANGE_MESSAGES.changed, email };
  });

  // Connecting Google adds a way in that asks for no password, and no second factor after it: the password says it is the
  // owner who connects, and only the sign-in at Google that follows in this session links its identity.
  api.post('/api/account/google-link', 'user', passwordChecks, async (ctx) => {
    const { password } = confirmIdentitySchema.parse(ctx.state.body ?? {});
    await assertConfirmed(ctx, await me(ctx), password, 'password');
    sessionOf(ctx).googleLinkConfirmedAt = Date.now();
    ctx.status = 204;
  });

  api.put('/api/account/password', 'user', passwordChecks, async (ctx) => {
    const input = changePasswordSchema.parse(ctx.state.body);
    const user = await me(ctx);
    await assertConfirmed(ctx, user, input.currentPassword, 'currentPassword');
    if (isCommonPassword(input.newPassword)) throw commonPasswordError('newPassword');
    await users.updatePasswordHash(user.id, await hashPassword(input.newPassword));
    await sessions.endOthers(user.id, authenticationOf(ctx)?.sessionId);
    // The mailbox hears of it, as of a reset: a change the owner did not make (a session left open) is then known at once.
    try {
      await mailer.send(passwordChangedMail(user.email, user.locale, user.display_name || user.username, pageInLanguage(config.publicUrl, '/contact', user.locale), 'settings'));
    } catch (error) {
      log.warn('password change notice not sent', { user: user.id, error });
    }
    ctx.body = { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  api.get('/api/account/export', 'user', exports, async (ctx) => {
    const user = await me(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.attachment(accountExportFileName(user.username));
    ctx.type = 'application/zip';
    ctx.body = await exportZip(user);
  });

  api.delete('/api/account', 'user', passwordChecks, async (ctx) => {
    const input = deleteAccountSchema.parse(ctx.state.body);
    const user = await me(ctx);
    await assertConfirmed(ctx, user, input.password, 'password');
    // The admin pages would be left to nobody until the server's next start re-creates its admin.
    if (user.user_role === 'admin' && !(await users.anotherActiveAdmin(user.id))) throw conflict(ACCOUNT_MESSAGES.lastAdmin, 'last_admin');
    // A member leaves the team first, as leaving does: the leads taken on the team's time stay with its owner, who is told.
    // An owner's team closes first, and its members are told.
    for (const team of (await organisations.list(ctx.state.user)).items) {
      if (team.role !== 'owner') await organisations.removeMember(ctx.state.user, team.id, user.id);
      else await organisations.closeWithOwner(team.id);
    }
    await users.deleteUser(user.id);
    await removeUnusedUploads(user.id);
    dropSession(ctx);
    ctx.body = { message: ACCOUNT_MESSAGES.deleted };
  });

  return api;
}
