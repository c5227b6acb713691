import {
  acceptInvitationSchema,
  assignPhysicalCardSchema,
  invitationInputSchema,
  invitationTokenSchema,
  ORGANISATION_MESSAGES,
  organisationInputSchema,
  teamTemplateSchema,
} from '../../shared/contract/organisations';
import { nfcOrderInputSchema, PHYSICAL_CARD_MESSAGES } from '../../shared/contract/physical-cards';
import { statsQuerySchema } from '../../shared/contract/stats';
import { hashPassword, isCommonPassword } from '../auth/password';
import { signIn } from '../auth/sign-in';
import type { SignInDevices } from '../auth/sign-in-devices';
import type { TokensRepo } from '../auth/tokens';
import type { Config } from '../config';
import type { AppContext } from '../http/context';
import { badRequest, HttpError } from '../http/http-error';
import { refuseDemoWrites } from '../http/middleware/auth';
import type { RateLimits } from '../http/middleware/rate-limit';
import type { FileExportLimit } from '../http/middleware/file-export-limit';
import { idParam } from '../http/params';
import { appLanguageOf, downloadLanguageOf } from '../http/app-language';
import { ApiRouter } from '../http/routing';
import { presentUser } from '../users/present';
import type { UsersRepo } from '../users/repo';
import { assertUsernameFree, commonPasswordError } from '../users/rules';
import type { OrderMoves } from '../physical-cards/order-moves';
import type { NfcOrderAllowance } from '../physical-cards/routes';
import { organisationLeadsCsv } from './csv';
import type { OrganisationsService } from './service';

const organisationId = (ctx: AppContext) => idParam(ctx, ORGANISATION_MESSAGES.notFound);

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/**
 * Organisations: creating one, its members and invitations, the page an invitation's link opens and its acceptance,
 * and the dashboard and leads of those who run it.
 */
export function organisationRoutes({
  organisations,
  orders,
  ordering,
  fileExports,
  users,
  tokens,
  devices,
  config,
  limits,
}: {
  organisations: OrganisationsService;
  orders: OrderMoves;
  ordering: NfcOrderAllowance;
  fileExports: FileExportLimit;
  users: UsersRepo;
  tokens: TokensRepo;
  devices: SignInDevices;
  config: Pick<Config, 'signupsPerHour'>;
  limits: RateLimits;
}): ApiRouter {
  const signups = limits.countedRateLimit({ name: 'invitation sign-ups', windowMs: 60 * 60 * 1000, max: config.signupsPerHour });
  const api = new ApiRouter();

  api.get('/api/organisations', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await organisations.list(ctx.state.user);
  });

  api.post('/api/organisations', 'user', async (ctx) => {
    const { name } = organisationInputSchema.parse(ctx.state.body);
    ctx.status = 201;
    ctx.body = await organisations.create(ctx.state.user, name);
  });

  api.get('/api/organisations/:id', 'organisation', async (ctx) => {
    noStore(ctx);
    ctx.body = await organisations.get(ctx.state.user, organisationId(ctx));
  });

  api.post('/api/organisations/:id/invitations', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    const input = invitationInputSchema.parse(ctx.state.body);
    ctx.status = 201;
    ctx.body = await organisations.invite(ctx.state.user, id, input);
  });

  api.put('/api/organisations/:id/template', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    ctx.body = await organisations.setTemplate(ctx.state.user, id, teamTemplateSchema.parse(ctx.state.body));
  });

  // What the editor shows read-only: the fields the caller's organisation sets on their cards.
  api.get('/api/team-template', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await organisations.lockOf(ctx.state.user.id);
  });

  api.delete('/api/organisations/:id/invitations/:invitationId', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    await organisations.cancelInvitation(ctx.state.user, id, idParam(ctx, ORGANISATION_MESSAGES.invitationNotFound, 'invitationId'));
    ctx.status = 204;
  });

  api.delete('/api/organisations/:id', 'organisation-owner', async (ctx) => {
    await organisations.close(ctx.state.user, organisationId(ctx));
    ctx.status = 204;
  });

  // Its owner and admins remove members; any member but the owner removes themself: they leave.
  api.delete('/api/organisations/:id/members/:userId', 'organisation-admin', async (ctx) => {
    await organisations.removeMember(ctx.state.user, organisationId(ctx), idParam(ctx, ORGANISATION_MESSAGES.memberNotFound, 'userId'));
    ctx.status = 204;
  });

  api.get('/api/organisations/:id/dashboard', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    noStore(ctx);
    ctx.body = await organisations.dashboard(ctx.state.user, id, statsQuerySchema.parse(ctx.query).days);
  });

  api.get('/api/organisations/:id/leads', 'organisation-admin', async (ctx) => {
    noStore(ctx);
    ctx.body = { items: await organisations.leads(ctx.state.user, organisationId(ctx)) };
  });

  api.get('/api/organisations/:id/leads/export.csv', 'organisation-admin', fileExports, async (ctx) => {
    const csv = organisationLeadsCsv(await organisations.leads(ctx.state.user, organisationId(ctx)), downloadLanguageOf(ctx));
    noStore(ctx);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="team-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.body = csv;
  });

  // Physical cards handed out per member: those the members hold, orders placed for their cards (and cancelling one),
  // and giving a card.
  api.get('/api/organisations/:id/physical-cards', 'organisation-admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await organisations.physicalCards(ctx.state.user, organisationId(ctx));
  });

  api.post('/api/organisations/:id/physical-cards/orders', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    const input = nfcOrderInputSchema.parse(ctx.state.body);
    await ordering(ctx);
    ctx.status = 201;
    ctx.body = await organisations.orderPhysicalCards(ctx.state.user, id, input);
  });

  api.put('/api/organisations/:id/physical-cards/orders/:orderId/cancelled', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    ctx.body = await orders.cancelOfOrganisation(id, idParam(ctx, PHYSICAL_CARD_MESSAGES.orderNotFound, 'orderId'));
  });

  api.put('/api/organisations/:id/physical-cards/:cardId', 'organisation-admin', async (ctx) => {
    const id = organisationId(ctx);
    await organisations.access(ctx.state.user, id, 'admin');
    const cardId = idParam(ctx, PHYSICAL_CARD_MESSAGES.notFound, 'cardId');
    ctx.body = await organisations.assignPhysicalCard(ctx.state.user, id, cardId, assignPhysicalCardSchema.parse(ctx.state.body));
  });

  api.get('/api/invitations/:token', 'anonymous', async (ctx) => {
    noStore(ctx);
    const token = invitationTokenSchema.safeParse((ctx.params as { token?: string }).token);
    if (!token.success) throw new HttpError(410, 'invitation_invalid', ORGANISATION_MESSAGES.invitationInvalid);
    ctx.body = await organisations.preview(token.data);
  });

  // The link proves the mailbox: a signed-in account of the invited address joins; without an account, one is made
  // for the address and signed in. An address that has an account signs in first, so no one joins someone else's.
  // Accepting without being signed in makes an account, so it counts toward the sign-ups an address may make an hour.
  api.post('/api/invitations/accept', 'anonymous', refuseDemoWrites(), async (ctx) => {
    if (!ctx.state.user) await signups(ctx);
    const input = acceptInvitationSchema.parse(ctx.state.body);
    const invitation = await organisations.openInvitation(input.token);
    const signedIn = ctx.state.user;
    if (signedIn) {
      if ((await users.findById(signedIn.id))?.email !== invitation.email.toLowerCase()) {
        throw new HttpError(403, 'invitation_other_account', ORGANISATION_MESSAGES.invitationOtherAccount);
      }
      await organisations.joinAs(invitation, signedIn.id);
      ctx.body = { organisationId: invitation.organisation_id, message: ORGANISATION_MESSAGES.joined };
      return;
    }
    if (await users.findByEmail(invitation.email)) throw new HttpError(409, 'invitation_sign_in', ORGANISATION_MESSAGES.invitationSignIn);
    const { username, password } = input;
    if (!username || !password) {
      const missing = [...(username ? [] : ['username']), ...(password ? [] : ['password'])];
      throw badRequest(ORGANISATION_MESSAGES.invitationAccountDetails, missing.map((path) => ({ path, message: ORGANISATION_MESSAGES.invitationAccountDetails })));
    }
    if (isCommonPassword(password)) throw commonPasswordError('password');
    await assertUsernameFree(users, username);
    const passwordHash = await hashPassword(password);
    const user = await organisations.joinAsNewAccount(invitation, {
      username,
      email: invitation.email,
      passwordHash,
      googleSub: null,
      displayName: input.displayName ?? username,
      locale: input.locale ?? appLanguageOf(ctx),
    });
    const { token } = await signIn(ctx, { tokens, devices }, user, { rememberMe: false });
    ctx.status = 201;
    ctx.body = { organisationId: invitation.organisation_id, user: presentUser(user, 0), token, message: ORGANISATION_MESSAGES.joined };
  });

  return api;
}
