import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryBuilder } from '../../db/query-builder';
import { apiRouters } from '../../api/routes';
import type { Access, ApiRouter, RouteDeclaration } from '../../api/http/routing';
import { generateSync } from 'otplib';
import { TestClient } from '../helpers/client';
import { SoftPasskey } from '../helpers/soft-authenticator';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser, type TestUser } from '../helpers/users';
import { buildCard } from '../fixtures/cards';
import { buildNfcOrder, buildPhysicalCard } from '../fixtures/physical-cards';
import { buildSubscription } from '../fixtures/subscriptions';
import { organisationsRepo } from '../../api/organisations/repo';
import { visitorFileRow, writeVisitorFile } from '../../api/visitor-files/store';
import { deviceKeys } from '../helpers/push-service';
import { sessionHandle } from '../../api/sessions/repo';

/**
 * The accounts a route is called as: the owner of the resource, another user, an admin; for an organisation's routes
 * also an admin and a plain member of the organisation `user` owns.
 */
interface Cast {
  user: TestUser;
  other: TestUser;
  admin: TestUser;
  orgAdmin: TestUser;
  member: TestUser;
}

/** What one call sends: the caller (undefined when anonymous), the cast, and a number unique to the call. */
interface CallInput {
  caller: TestUser | undefined;
  cast: Cast;
  n: number;
  /** What the expectation's `prepare` gave. */
  prepared?: unknown;
}

/** The expected access of one declared route, and how to call it. */
interface Expectation {
  access: Access;
  /** The path to call, for routes with parameters; for `owner` routes it must name a resource of `cast.user` (create it through `query`). */
  path?: (cast: Cast, query: QueryBuilder) => string | Promise<string>;
  /** The body to send (a plausible one: the check is about who may call, not about validation). */
  body?: (input: CallInput) => unknown;
  /** What the caller's browser does first (a password step before its second factor); its result goes to `body` as `prepared`. */
  prepare?: (client: TestClient, input: CallInput) => Promise<unknown>;
}

const anyPassword = 'matrix-password-1';

/** The card that the physical card made by the last physicalCardPath() is linked to (its link body names it). */
let linkedCardId = 0;

/** A path under a new physical card of `cast.user`, linked to a new card of theirs. */
async function physicalCardPath({ user }: Cast, query: QueryBuilder, action: string): Promise<string> {
  linkedCardId = (await buildCard(query, user.id)).id;
  return `/api/physical-cards/${(await buildPhysicalCard(query, { userId: user.id, profileId: linkedCardId })).id}/${action}`;
}

let leadSequence = 0;

/** A path under a new lead left on a new card of `cast.user`. */
async function leadPath({ user }: Cast, query: QueryBuilder, action = ''): Promise<string> {
  const card = await buildCard(query, user.id);
  leadSequence += 1;
  const now = new Date().toISOString();
  const { id } = await query
    .insertInto('leads')
    .values({
      user_id: user.id,
      profile_id: card.id,
      card_name: card.displayName,
      name: 'ליד',
      phone: '050-123-4567',
      email: '',
      message: '',
      consent_text: 'מסכים',
      consented_at: now,
      idempotency_key: `matrix-lead-${leadSequence}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/leads/${id}${action}`;
}

/** The address of the file of a new lead of `cast.user` that came with a PDF. */
async function leadFilePath(cast: Cast, query: QueryBuilder): Promise<string> {
  const path = await leadPath(cast, query);
  const pending = await writeVisitorFile(server.services.files, { kind: 'pdf', content: Buffer.from('%PDF-1.4\n'), fileName: 'a.pdf' }, 'matrix');
  await server.query.insertInto('visitor_files').values(visitorFileRow(pending, { leadId: Number(path.split('/').pop()) }, new Date())).execute();
  return `${path}/file`;
}

let webhookSequence = 0;

/** A path under a new webhook of `cast.user`. */
async function webhookPath({ user }: Cast, query: QueryBuilder, action = ''): Promise<string> {
  webhookSequence += 1;
  const { id } = await query
    .insertInto('webhooks')
    .values({ user_id: user.id, url: `https://hooks.example.com/matrix-${webhookSequence}`, secret: 'whsec_matrix', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/webhooks/${id}${action}`;
}

/** A path acting on a new message in the support conversation of `cast.user`. */
async function supportMessagePath({ user }: Cast, query: QueryBuilder, action: 'close' | 'reopen'): Promise<string> {
  const now = new Date().toISOString();
  const ticket = await query
    .insertInto('support_tickets')
    .values({ user_id: user.id, subject: 'פנייה', opened_by: user.id, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await query
    .insertInto('support_messages')
    .values({ user_id: user.id, sender_id: user.id, ticket_id: ticket.id, content: 'שלום', html: 'שלום', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/admin/messages/${id}/${action}`;
}

const organisationOfCast = new WeakMap<Cast, number>();

/**
 * The organisation `cast.user` owns, with `cast.orgAdmin` as its admin and `cast.member` as a member (made once per
 * cast), on a team plan with seats to spare, so an invitation reaches the handler.
 */
async function organisationOf(cast: Cast, query: QueryBuilder): Promise<number> {
  const known = organisationOfCast.get(cast);
  if (known) return known;
  const repo = organisationsRepo(query);
  const { id } = await repo.create('ארגון בדיקה', cast.user.id);
  await repo.addMember(id, cast.orgAdmin.id, 'admin');
  await repo.addMember(id, cast.member.id, 'member');
  await buildSubscription(query, cast.user.id, 'team', { seats: 50 });
  organisationOfCast.set(cast, id);
  return id;
}

const memberCardOfCast = new WeakMap<Cast, number>();

/** A digital card of `cast.member`, in the organisation of `cast.user` (made once per cast). */
async function memberCardOf(cast: Cast, query: QueryBuilder): Promise<number> {
  await organisationOf(cast, query);
  const known = memberCardOfCast.get(cast);
  if (known) return known;
  const { id } = await buildCard(query, cast.member.id);
  memberCardOfCast.set(cast, id);
  return id;
}

/**
 * The address that gives a new physical card of the organisation of `cast.user`, which `cast.member` holds, to a card
 * of `cast.orgAdmin` (the body names it).
 */
async function memberPhysicalCardPath(cast: Cast, query: QueryBuilder): Promise<string> {
  const id = await organisationOf(cast, query);
  linkedCardId = (await buildCard(query, cast.orgAdmin.id)).id;
  const physical = await buildPhysicalCard(query, { userId: cast.member.id, profileId: await memberCardOf(cast, query) });
  await query.updateTable('physical_cards').set({ organisation_id: id }).where('id', '=', physical.id).execute();
  return `/api/organisations/${id}/physical-cards/${physical.id}`;
}

/** The address that cancels a new pending order placed by `cast.orgAdmin` for the organisation of `cast.user`. */
async function organisationOrderPath(cast: Cast, query: QueryBuilder): Promise<string> {
  const id = await organisationOf(cast, query);
  const order = await buildNfcOrder(query, { userId: cast.orgAdmin.id, profileId: await memberCardOf(cast, query), organisationId: id });
  return `/api/organisations/${id}/physical-cards/orders/${order}/cancelled`;
}

/** The address that cancels a new pending order of `cast.user`. */
async function orderPath({ user }: Cast, query: QueryBuilder): Promise<string> {
  return `/api/physical-cards/orders/${await buildNfcOrder(query, { userId: user.id })}/cancelled`;
}

/** The address that cancels a new invitation of the organisation of `cast.user`. */
async function invitationPath(cast: Cast, query: QueryBuilder): Promise<string> {
  const id = await organisationOf(cast, query);
  sequence += 1;
  const invitationId = await organisationsRepo(query).createInvitation({
    organisationId: id,
    email: `matrix-invited-${sequence}@example.test`,
    role: 'member',
    tokenHash: `matrix-invitation-${sequence}`,
    invitedBy: cast.user.id,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return `/api/organisations/${id}/invitations/${invitationId}`;
}

/** A path under the organisation of `cast.user`. */
const organisationPath = (action = '') => async (cast: Cast, query: QueryBuilder) => `/api/organisations/${await organisationOf(cast, query)}${action}`;

/** The address that removes a new member from the organisation of `cast.user`. */
async function newMemberPath(cast: Cast, query: QueryBuilder): Promise<string> {
  const id = await organisationOf(cast, query);
  const joined = await buildUser(query);
  await organisationsRepo(query).addMember(id, joined.id, 'member');
  return `/api/organisations/${id}/members/${joined.id}`;
}

/** Signs a new account with an authenticator app in on `client` with its password: the code that finishes it. */
async function passwordStepWithTotp(client: TestClient): Promise<string> {
  const user = await buildUser(server.query);
  const { totp } = server.services.secondFactors;
  const { secret } = await totp.start(user.id, user.email);
  await totp.confirm(user.id, generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }));
  await client.send('POST', '/api/auth/login', { email: user.email, password: user.password });
  client.resetCsrf();
  return generateSync({ secret });
}

/** A passkey's answer to the sign-in options `client` is given: the passkey of a new account, registered through the API. */
async function passkeyAnswer(client: TestClient): Promise<unknown> {
  const owner = await buildUser(server.query);
  const ownerClient = await clientFor(owner);
  const passkey = new SoftPasskey(server.url);
  const creation = await (await ownerClient.send('POST', '/api/account/passkeys/options', { password: owner.password })).json();
  await ownerClient.send('POST', '/api/account/passkeys', passkey.register(creation));
  return passkey.authenticate(await (await client.send('POST', '/api/auth/passkey/options')).json());
}

/** The address of a passkey of `cast.user`. */
async function passkeyPath({ user }: Cast, query: QueryBuilder): Promise<string> {
  const { id } = await query
    .insertInto('passkeys')
    .values({ user_id: user.id, credential_id: `matrix-${++webhookSequence}`, public_key: Buffer.from('key'), name: 'טלפון', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/account/passkeys/${id}`;
}

/** The address that signs out a new session of `cast.user` (on another device), named by its handle. */
async function sessionPath({ user }: Cast, query: QueryBuilder): Promise<string> {
  const id = `matrix-session-${++webhookSequence}`;
  const data = JSON.stringify({ userId: user.id, authAt: Date.now() });
  await query.insertInto('sessions').values({ id, user_id: user.id, data, created_at: new Date().toISOString(), expires_at: Date.now() + 3_600_000, idle_ms: 7_200_000 }).execute();
  return `/api/account/sessions/${sessionHandle(id)}`;
}

/** An order of printed cards, but for its card. */
const ORDER = { template: 'classic', primaryColor: '#1d4ed8', backgroundColor: '#ffffff', quantity: 1, shippingName: 'בודק', phone: '0501234567', address: 'הרצל 1', city: 'חיפה' };

/**
 * Every /api route and who may call it. A route declared in apiRouters() but missing here fails the
 * test, and so does an entry here without a route: new routes must state their access.
 */
const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/csrf-token': { access: 'anonymous' },
  'GET /api/health': { access: 'anonymous' },
  'POST /api/auth/register': {
    access: 'anonymous',
    body: ({ n }) => ({ username: `matrix${n}`, email: `matrix${n}@example.test`, password: anyPassword }),
  },
  'POST /api/auth/login': {
    access: 'anonymous',
    body: ({ caller, cast }) => ({ email: (caller ?? cast.user).email, password: (caller ?? cast.user).password }),
  },
  'POST /api/auth/confirm-registration': { access: 'anonymous', body: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/auth/forgot-password': { access: 'anonymous', body: ({ n }) => ({ email: `forgot${n}@example.test` }) },
  'POST /api/auth/reset-password': { access: 'anonymous', body: () => ({ token: 'x'.repeat(43), password: anyPassword }) },
  'POST /api/auth/login/second-factor': { access: 'anonymous', prepare: passwordStepWithTotp, body: ({ prepared }) => ({ code: prepared }) },
  'POST /api/auth/passkey/options': { access: 'anonymous' },
  'POST /api/auth/passkey': { access: 'anonymous', prepare: passkeyAnswer, body: ({ prepared }) => prepared },
  'GET /api/auth/current-user': { access: 'user' },
  'POST /api/auth/logout': { access: 'anonymous' },
  'GET /api/auth/providers': { access: 'anonymous' },
  'GET /api/auth/google': { access: 'anonymous' },
  'GET /api/auth/google/callback': { access: 'anonymous' },
  'GET /api/account': { access: 'user' },
  'PATCH /api/account': { access: 'user', body: () => ({ displayName: 'שם חדש' }) },
  'PUT /api/account/email': {
    access: 'user',
    body: ({ caller, n }) => ({ email: `moved${n}@example.test`, currentPassword: caller?.password ?? anyPassword }),
  },
  'DELETE /api/account/email-change': { access: 'user' },
  'POST /api/account/email/confirm': { access: 'anonymous', body: () => ({ token: 'x'.repeat(43) }) },
  'PUT /api/account/password': {
    access: 'user',
    body: ({ caller }) => ({ currentPassword: caller?.password ?? anyPassword, newPassword: 'another-secret-8' }),
  },
  'POST /api/account/google-link': { access: 'user', body: ({ caller }) => ({ password: caller?.password ?? anyPassword }) },
  'GET /api/account/export': { access: 'user' },
  'GET /api/account/security': { access: 'user' },
  'POST /api/account/totp': { access: 'user', body: ({ caller }) => ({ password: caller?.password ?? anyPassword }) },
  'POST /api/account/totp/confirm': { access: 'user', body: () => ({ code: '123456' }) },
  'DELETE /api/account/totp/enrolment': { access: 'user' },
  'DELETE /api/account/totp': { access: 'user', body: ({ caller }) => ({ password: caller?.password ?? anyPassword, code: '123456' }) },
  'POST /api/account/recovery-codes': { access: 'user', body: ({ caller }) => ({ password: caller?.password ?? anyPassword, code: '123456' }) },
  'POST /api/account/passkeys/options': { access: 'user', body: ({ caller }) => ({ password: caller?.password ?? anyPassword }) },
  'POST /api/account/passkeys': { access: 'user', body: () => ({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AAAA' }, clientExtensionResults: {} }) },
  'DELETE /api/account/passkeys/:id': { access: 'user', path: passkeyPath, body: ({ caller }) => ({ password: caller?.password ?? anyPassword }) },
  'GET /api/account/sessions': { access: 'user' },
  'DELETE /api/account/sessions/:handle': { access: 'user', path: sessionPath },
  'POST /api/account/sessions/end-others': { access: 'user' },
  'DELETE /api/account': { access: 'user', body: ({ caller }) => ({ password: caller?.password ?? anyPassword }) },
  'GET /api/home-products': { access: 'anonymous' },
  'GET /api/products': { access: 'anonymous' },
  'POST /api/errors/report': { access: 'anonymous', body: () => ({ errorType: 'Error', errorMessage: 'matrix' }) },
  'GET /api/blog-posts': { access: 'anonymous' },
  'GET /api/blog-posts/:id': { access: 'anonymous', path: () => '/api/blog-posts/1' },
  'POST /api/admin/blog-posts/preview': { access: 'admin', body: () => ({ bodyMarkdown: '# שלום' }) },
  'POST /api/admin/blog-posts': { access: 'admin', body: ({ n }) => ({ title: `פוסט ${n}`, bodyMarkdown: 'תוכן', author: 'צוות' }) },
  'PUT /api/admin/blog-posts/:id': {
    access: 'admin',
    path: () => '/api/admin/blog-posts/1',
    body: () => ({ title: 'כותרת', bodyMarkdown: 'תוכן', author: 'צוות' }),
  },
  'PUT /api/admin/blog-posts/:id/publish': { access: 'admin', path: () => '/api/admin/blog-posts/1/publish', body: () => ({ published: true }) },
  'DELETE /api/admin/blog-posts/:id': { access: 'admin', path: () => '/api/admin/blog-posts/1' },
  'GET /api/profiles': { access: 'user' },
  'POST /api/profiles': { access: 'user', body: ({ n }) => ({ slug: `matrix-card-${n}`, displayName: 'כרטיס בדיקה' }) },
  'GET /api/profiles/slug-available': { access: 'user', path: () => '/api/profiles/slug-available?slug=matrix-free' },
  'GET /api/profiles/:id': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}` },
  'PUT /api/profiles/:id': {
    access: 'owner',
    path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}`,
    body: ({ n }) => ({ slug: `matrix-saved-${n}`, displayName: 'כרטיס בדיקה', version: 1 }),
  },
  'DELETE /api/profiles/:id': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}` },
  'POST /api/profiles/:id/duplicate': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/duplicate` },
  'PUT /api/profiles/:id/primary': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/primary` },
  'GET /api/profiles/:id/wallet': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/wallet` },
  'GET /api/profiles/:id/print-preview.png': {
    access: 'owner',
    path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/print-preview.png?side=back`,
  },
  'GET /api/profiles/:id/background.png': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/background.png` },
  'POST /api/uploads': { access: 'user' },
  'GET /api/physical-cards': { access: 'user' },
  'POST /api/physical-cards': { access: 'user', body: () => ({ profileId: 1 }) },
  'POST /api/physical-cards/claim': { access: 'user', body: ({ n }) => ({ code: `matrix${n}` }) },
  'GET /api/physical-cards/orders': { access: 'user' },
  'POST /api/physical-cards/orders': { access: 'user', body: () => ({ ...ORDER, profileId: 1 }) },
  'PUT /api/physical-cards/orders/:id/cancelled': { access: 'owner', path: orderPath },
  'PUT /api/physical-cards/:id/link': { access: 'owner', path: (cast, query) => physicalCardPath(cast, query, 'link'), body: () => ({ profileId: linkedCardId }) },
  'PUT /api/physical-cards/:id/active': { access: 'owner', path: (cast, query) => physicalCardPath(cast, query, 'active'), body: () => ({ active: false }) },
  'PUT /api/physical-cards/:id/written': { access: 'owner', path: (cast, query) => physicalCardPath(cast, query, 'written') },
  'PUT /api/physical-cards/:id/locked': { access: 'owner', path: (cast, query) => physicalCardPath(cast, query, 'locked') },
  'POST /api/events': { access: 'anonymous', body: () => ({ events: [{ kind: 'view', profileId: 1 }] }) },
  'GET /api/events/pixel': { access: 'anonymous', path: () => '/api/events/pixel?p=1' },
  'GET /api/stats': { access: 'user' },
  'GET /api/stats/export.csv': { access: 'user' },
  'GET /api/profiles/:id/stats': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/stats?days=7` },
  'GET /api/profiles/:id/stats/export.csv': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/stats/export.csv` },
  'POST /api/public/profiles/:slug/leads': {
    access: 'anonymous',
    path: async ({ user }, query) => `/api/public/profiles/${(await buildCard(query, user.id)).slug}/leads`,
    body: ({ n }) => ({ name: 'בודק', phone: '050-123-4567', consent: true, idempotencyKey: `matrix-visitor-${n}` }),
  },
  'GET /api/leads': { access: 'user' },
  'POST /api/leads': { access: 'user' },
  'GET /api/leads/scan/status': { access: 'user' },
  'POST /api/leads/scan': { access: 'user' },
  'GET /api/leads/export.csv': { access: 'user' },
  'GET /api/leads/export.vcf': { access: 'user' },
  'GET /api/leads/export-google.csv': { access: 'user' },
  'GET /api/leads/:id': { access: 'owner', path: (cast, query) => leadPath(cast, query) },
  'PUT /api/leads/:id': { access: 'owner', path: (cast, query) => leadPath(cast, query), body: () => ({ tags: ['חם'] }) },
  'PATCH /api/leads/:id': { access: 'owner', path: (cast, query) => leadPath(cast, query), body: () => ({ status: 'contacted' }) },
  'POST /api/leads/:id/follow-up': { access: 'owner', path: (cast, query) => leadPath(cast, query, '/follow-up') },
  'GET /api/profiles/:id/follow-up': { access: 'owner', path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/follow-up` },
  'PUT /api/profiles/:id/follow-up': {
    access: 'owner',
    path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/follow-up`,
    body: () => ({ enabled: true, subject: 'תודה', body: 'שלום {name}', when: 'now', marketing: false }),
  },
  'POST /api/profiles/:id/share': {
    access: 'owner',
    path: async ({ user }, query) => `/api/profiles/${(await buildCard(query, user.id)).id}/share`,
    body: () => ({ channel: 'sms', phone: '050-123-4567' }),
  },
  'DELETE /api/leads/:id': { access: 'owner', path: (cast, query) => leadPath(cast, query) },
  'GET /api/leads/:id/vcard': { access: 'owner', path: (cast, query) => leadPath(cast, query, '/vcard') },
  'GET /api/leads/:id/file': { access: 'owner', path: leadFilePath },
  'GET /api/organisations': { access: 'user' },
  'POST /api/organisations': { access: 'user', body: ({ n }) => ({ name: `ארגון ${n}` }) },
  'GET /api/organisations/:id': { access: 'organisation', path: organisationPath() },
  'POST /api/organisations/:id/invitations': {
    access: 'organisation-admin',
    path: organisationPath('/invitations'),
    body: ({ n }) => ({ email: `invitee${n}@example.test`, role: 'member' }),
  },
  'DELETE /api/organisations/:id': { access: 'organisation-owner', path: organisationPath() },
  'DELETE /api/organisations/:id/members/:userId': { access: 'organisation-admin', path: newMemberPath },
  'DELETE /api/organisations/:id/invitations/:invitationId': { access: 'organisation-admin', path: invitationPath },
  'PUT /api/organisations/:id/template': { access: 'organisation-admin', path: organisationPath('/template'), body: () => ({ company: 'חברה' }) },
  'GET /api/organisations/:id/physical-cards': { access: 'organisation-admin', path: organisationPath('/physical-cards') },
  'POST /api/organisations/:id/physical-cards/orders': {
    access: 'organisation-admin',
    path: organisationPath('/physical-cards/orders'),
    body: async ({ cast }) => ({ ...ORDER, profileId: await memberCardOf(cast, server.query) }),
  },
  'GET /api/organisations/:id/member-cards/:profileId/print-preview.png': {
    access: 'organisation-admin',
    path: async (cast, query) => `/api/organisations/${await organisationOf(cast, query)}/member-cards/${await memberCardOf(cast, query)}/print-preview.png?side=back`,
  },
  'PUT /api/organisations/:id/physical-cards/orders/:orderId/cancelled': { access: 'organisation-admin', path: organisationOrderPath },
  'PUT /api/organisations/:id/physical-cards/:cardId': { access: 'organisation-admin', path: memberPhysicalCardPath, body: () => ({ profileId: linkedCardId }) },
  'GET /api/team-template': { access: 'user' },
  'GET /api/organisations/:id/dashboard': { access: 'organisation-admin', path: organisationPath('/dashboard') },
  'GET /api/organisations/:id/leads': { access: 'organisation-admin', path: organisationPath('/leads') },
  'GET /api/organisations/:id/leads/export.csv': { access: 'organisation-admin', path: organisationPath('/leads/export.csv') },
  'GET /api/invitations/:token': { access: 'anonymous', path: () => `/api/invitations/${'x'.repeat(43)}` },
  'POST /api/invitations/accept': { access: 'anonymous', body: () => ({ token: 'x'.repeat(43) }) },
  'GET /api/webhooks': { access: 'user' },
  'POST /api/webhooks': { access: 'user', body: ({ n }) => ({ url: `https://hooks.example.com/new-${n}` }) },
  'DELETE /api/webhooks/:id': { access: 'owner', path: (cast, query) => webhookPath(cast, query) },
  'POST /api/webhooks/:id/test': { access: 'owner', path: (cast, query) => webhookPath(cast, query, '/test') },
  'GET /api/notifications': { access: 'user' },
  'PUT /api/notifications/read-all': { access: 'user' },
  'GET /api/push/key': { access: 'user' },
  'PUT /api/push/subscription': { access: 'user', body: ({ n }) => ({ endpoint: `https://push.example.com/send/${n}`, keys: deviceKeys().keys }) },
  'DELETE /api/push/subscription': { access: 'user', body: ({ n }) => ({ endpoint: `https://push.example.com/send/${n}` }) },
  'GET /api/support-messages': { access: 'user' },
  // A parameter it does not take answers 400 past the guard, rather than a stream that never ends.
  'GET /api/live': { access: 'user', path: () => '/api/live?probe=1' },
  'PUT /api/support-messages/read-all': { access: 'user' },
  'GET /api/open-support-messages': { access: 'admin' },
  'POST /api/create-support-ticket': { access: 'user', body: ({ n }) => ({ subject: `פנייה ${n}`, content: 'שאלה לבדיקת הרשאות' }) },
  'POST /api/messages': {
    access: 'user',
    body: ({ caller, cast }) => ({ recipientId: caller?.userRole === 'admin' ? cast.user.id : undefined, content: 'שלום', type: 'support' }),
  },
  'PUT /api/messages/read-all': { access: 'user' },
  'GET /api/admin/overview': { access: 'admin' },
  'GET /api/admin/users': { access: 'admin' },
  'PATCH /api/admin/users/:id': { access: 'admin', path: ({ user }) => `/api/admin/users/${user.id}`, body: () => ({ extendTrialDays: 1 }) },
  'GET /api/admin/products': { access: 'admin' },
  'POST /api/admin/products': {
    access: 'admin',
    body: ({ n }) => ({ name: `חבילה ${n}`, monthlyPrice: 10, yearlyPrice: 100, packageType: 'annual', isActive: false, showAtHome: false, en: { name: `Package ${n}` } }),
  },
  'PUT /api/admin/products/:id': {
    access: 'admin',
    path: async (_cast, query) => `/api/admin/products/${(await query.selectFrom('products').select('id').where('seed_key', '=', 'pro').executeTakeFirstOrThrow()).id}`,
    body: () => ({ name: 'מקצועי', monthlyPrice: 40, yearlyPrice: 300, packageType: 'annual', en: { name: 'Pro' } }),
  },
  'DELETE /api/admin/products/:id': {
    access: 'admin',
    path: async (_cast, query) =>
      `/api/admin/products/${(await query.insertInto('products').values({ name: 'זמנית', package_type: 'annual', is_active: 0, created_at: '2025-01-01', updated_at: '2025-01-01' }).returning('id').executeTakeFirstOrThrow()).id}`,
  },
  'POST /api/admin/package-migration': {
    access: 'admin',
    body: () => ({ fromProductId: 999_999, toProductId: 999_998 }),
  },
  'GET /api/admin/database-migrations': { access: 'admin' },
  'GET /api/admin/contact-requests': { access: 'admin' },
  'GET /api/admin/contact-requests/:id/file': { access: 'admin', path: () => '/api/admin/contact-requests/1/file' },
  'GET /api/admin/error-reports': { access: 'admin' },
  'GET /api/admin/physical-card-orders': { access: 'admin' },
  'GET /api/admin/physical-card-orders/:id/print.pdf': { access: 'admin', path: () => '/api/admin/physical-card-orders/1/print.pdf' },
  'PATCH /api/admin/physical-card-orders/:id': {
    access: 'admin',
    path: async ({ user }, query) => `/api/admin/physical-card-orders/${await buildNfcOrder(query, { userId: user.id })}`,
    body: () => ({ status: 'paid' }),
  },
  'PUT /api/admin/messages/:id/close': { access: 'admin', path: (cast, query) => supportMessagePath(cast, query, 'close') },
  'PUT /api/admin/messages/:id/reopen': { access: 'admin', path: (cast, query) => supportMessagePath(cast, query, 'reopen') },
  'POST /api/contact': {
    access: 'anonymous',
    body: ({ n }) => ({ name: 'בודק', email: `contact${n}@example.test`, subject: 'שאלה', message: 'הודעה לבדיקת הרשאות' }),
  },
};

let server: TestServer;
let routers: ApiRouter[];

beforeAll(async () => {
  server = await startTestServer();
  routers = apiRouters(server.services);
});
afterAll(() => server.close());

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function declarations(): RouteDeclaration[] {
  return routers.flatMap((r) => r.declarations);
}

describe('route declarations', () => {
  it('lists every declared route in the expectation table, with the same access', () => {
    const declared = Object.fromEntries(declarations().map((d) => [keyOf(d), d.access]));
    const expected = Object.fromEntries(Object.entries(EXPECTATIONS).map(([key, e]) => [key, e.access]));
    expect(declared).toEqual(expected);
  });

  it('registers no route on a router without declaring it', () => {
    const registered = routers.flatMap((r) =>
      r.router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`)),
    );
    expect(registered.sort()).toEqual(declarations().map(keyOf).sort());
  });
});

type CallerName = 'anonymous' | 'user' | 'other' | 'admin' | 'orgAdmin' | 'member';

let sequence = 0;

async function clientFor(caller: TestUser | undefined): Promise<TestClient> {
  const client = new TestClient(server.url);
  if (!caller) return client;
  const response = await client.send('POST', '/api/auth/login', { email: caller.email, password: caller.password });
  if (response.status !== 200) throw new Error(`login of ${caller.email} failed: ${response.status} ${await response.text()}`);
  client.resetCsrf();
  return client;
}

async function call(client: TestClient, method: string, path: string, expectation: Expectation, caller: TestUser | undefined, cast: Cast): Promise<number> {
  sequence += 1;
  const input: CallInput = { caller, cast, n: sequence };
  input.prepared = await expectation.prepare?.(client, input);
  const body = await expectation.body?.(input);
  const response = method === 'GET' ? await client.fetch(path) : await client.send(method, path, body);
  await response.arrayBuffer();
  return response.status;
}

/** Which statuses each caller must (not) get, per declared access. */
function check(access: Access, caller: CallerName, status: number): string | undefined {
  if (status >= 500) return `answered ${status}`;
  const denied = status === 401 || status === 403;
  switch (access) {
    case 'anonymous':
      return denied ? `denied with ${status}` : undefined;
    case 'user':
      if (caller === 'anonymous') return status === 401 ? undefined : `expected 401, got ${status}`;
      return denied ? `denied with ${status}` : undefined;
    case 'owner':
      if (caller === 'anonymous') return status === 401 ? undefined : `expected 401, got ${status}`;
      if (caller === 'other') return status === 404 ? undefined : `expected 404 for someone else's resource, got ${status}`;
      return denied || status === 404 ? `denied with ${status}` : undefined;
    case 'organisation':
    case 'organisation-admin':
    case 'organisation-owner':
      if (caller === 'anonymous') return status === 401 ? undefined : `expected 401, got ${status}`;
      if (caller === 'other') return status === 404 ? undefined : `expected 404 for an organisation one is not in, got ${status}`;
      if (caller === 'member' && access !== 'organisation') return status === 403 ? undefined : `expected 403 for a plain member, got ${status}`;
      if (caller === 'orgAdmin' && access === 'organisation-owner') return status === 403 ? undefined : `expected 403 for an admin, got ${status}`;
      return denied || status === 404 ? `denied with ${status}` : undefined;
    case 'admin':
      if (caller === 'anonymous') return status === 401 ? undefined : `expected 401, got ${status}`;
      if (caller === 'admin') return denied ? `denied with ${status}` : undefined;
      return status === 403 ? undefined : `expected 403, got ${status}`;
  }
}

describe('authorization matrix', () => {
  it('answers every route as its access says, for anonymous, the owner, another user, an admin, and an organisation\'s admin and member', async () => {
    const problems: string[] = [];
    for (const declaration of declarations()) {
      const key = keyOf(declaration);
      const expectation = EXPECTATIONS[key];
      if (!expectation) continue; // reported by the declarations test
      // Fresh accounts per route: some routes change or delete the caller's account.
      const cast: Cast = {
        user: await buildUser(server.query),
        other: await buildUser(server.query),
        admin: await buildUser(server.query, { userRole: 'admin' }),
        orgAdmin: await buildUser(server.query),
        member: await buildUser(server.query),
      };
      const callers: [CallerName, TestUser | undefined][] = [
        ['anonymous', undefined],
        ['user', cast.user],
        ['other', cast.other],
        ['admin', cast.admin],
      ];
      if (declaration.access.startsWith('organisation')) callers.push(['orgAdmin', cast.orgAdmin], ['member', cast.member]);
      // Everyone signs in first: a resource made for the route (a passkey) changes how its owner signs in.
      const clients = await Promise.all(callers.map(([, caller]) => clientFor(caller)));
      for (const [index, [name, caller]] of callers.entries()) {
        const client = clients[index]!;
        // A fresh resource per caller: an earlier caller may have changed or deleted the previous one.
        const path = (await expectation.path?.(cast, server.query)) ?? declaration.path;
        if (path.includes(':')) {
          problems.push(`${key}: give the expectation a path() naming a resource of cast.user`);
          break;
        }
        const status = await call(client, declaration.method, path, expectation, caller, cast);
        const problem = check(declaration.access, name, status);
        if (problem) problems.push(`${key} as ${name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // Some 400 sign-ins, each an argon2 verification: on a busy 2-core runner this takes tens of seconds.
  }, 120_000);
});
