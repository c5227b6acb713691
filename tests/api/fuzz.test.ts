import { followUpInputSchema, shareCardInputSchema } from '../../shared/contract/lead-mail';
import * as fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserUpdateSchema, packageMigrationSchema, productInputSchema } from '../../shared/contract/admin';
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, deleteAccountSchema, updateAccountSchema } from '../../shared/contract/account';
import { confirmRegistrationSchema, loginSchema, registerSchema } from '../../shared/contract/auth';
import {
  confirmIdentitySchema,
  disableTotpSchema,
  newRecoveryCodesSchema,
  forgotPasswordSchema,
  passkeyAuthenticationSchema,
  passkeyRegistrationSchema,
  resetPasswordSchema,
  secondFactorSchema,
} from '../../shared/contract/security';
import { blogPostInputSchema, blogPreviewSchema, blogPublishSchema } from '../../shared/contract/blog';
import { contactRequestSchema } from '../../shared/contract/contact';
import { beaconBatchSchema } from '../../shared/contract/events';
import { leadUpdateSchema, ownerLeadInputSchema, publicLeadInputSchema } from '../../shared/contract/leads';
import { acceptInvitationSchema, assignPhysicalCardSchema, invitationInputSchema, organisationInputSchema, teamTemplateSchema } from '../../shared/contract/organisations';
import {
  claimPhysicalCardSchema,
  createPhysicalCardSchema,
  linkPhysicalCardSchema,
  nfcOrderInputSchema,
  nfcOrderMoveSchema,
  physicalCardActiveSchema,
} from '../../shared/contract/physical-cards';
import { errorReportSchema } from '../../shared/contract/products';
import { webhookInputSchema } from '../../shared/contract/webhooks';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../shared/contract/push';
import { profileInputSchema, profileUpdateSchema } from '../../shared/contract/profiles';
import { supportConversationQuerySchema, supportMessageInputSchema, supportTicketInputSchema } from '../../shared/contract/support';
import { leadsRepo } from '../../api/leads/repo';
import { sessionHandle } from '../../api/sessions/repo';
import { apiRouters } from '../../api/routes';
import type { RouteDeclaration } from '../../api/http/routing';
import { supportRepo } from '../../api/support/repo';
import { webhooksRepo } from '../../api/webhooks/repo';
import { buildCard } from '../fixtures/cards';
import { buildNfcOrder, buildPhysicalCard } from '../fixtures/physical-cards';
import { TestClient } from '../helpers/client';
import { startTestServer, testEngine, type TestServer } from '../helpers/server';
import { rows, sql } from '../helpers/sql';
import { signedIn } from '../helpers/sign-in';
import { buildUser, type TestUser } from '../helpers/users';
import { arbitraryOf, mutationOf } from '../helpers/zod-arbitrary';

/** Requests per caller in `npm test`; `bench/fuzz.mjs` sets KARTIS_FUZZ_RUNS for a longer run. */
const RUNS = Number(process.env.KARTIS_FUZZ_RUNS ?? 300);
const HEBREW = /[\u0590-\u05FF]/;

/**
 * The body each state-changing route parses, from the contract; `null` for routes that read none. A route missing
 * here fails the test, so a new route joins the fuzz run when it is declared.
 */
const BODY_SCHEMAS: Record<string, z.ZodType | null> = {
  'POST /api/auth/register': registerSchema,
  'POST /api/auth/login': loginSchema,
  'POST /api/auth/confirm-registration': confirmRegistrationSchema,
  'POST /api/auth/logout': null,
  'POST /api/auth/forgot-password': forgotPasswordSchema,
  'POST /api/auth/reset-password': resetPasswordSchema,
  'POST /api/auth/login/second-factor': secondFactorSchema,
  'POST /api/auth/passkey/options': null,
  'POST /api/auth/passkey': passkeyAuthenticationSchema,
  'POST /api/account/totp': confirmIdentitySchema,
  'POST /api/account/totp/confirm': secondFactorSchema,
  'DELETE /api/account/totp': disableTotpSchema,
  'DELETE /api/account/totp/enrolment': null,
  'POST /api/account/recovery-codes': newRecoveryCodesSchema,
  'POST /api/account/passkeys/options': confirmIdentitySchema,
  'POST /api/account/passkeys': passkeyRegistrationSchema,
  'DELETE /api/account/passkeys/:id': confirmIdentitySchema,
  'DELETE /api/account/sessions/:handle': null,
  'POST /api/account/sessions/end-others': null,
  'PATCH /api/account': updateAccountSchema,
  'PUT /api/account/email': changeEmailSchema,
  'DELETE /api/account/email-change': null,
  'POST /api/account/email/confirm': confirmEmailChangeSchema,
  'PUT /api/account/password': changePasswordSchema,
  'POST /api/account/google-link': confirmIdentitySchema,
  'DELETE /api/account': deleteAccountSchema,
  'POST /api/errors/report': errorReportSchema,
  'POST /api/contact': contactRequestSchema,
  'POST /api/admin/blog-posts/preview': blogPreviewSchema,
  'POST /api/admin/blog-posts': blogPostInputSchema,
  'PUT /api/admin/blog-posts/:id': blogPostInputSchema,
  'PUT /api/admin/blog-posts/:id/publish': blogPublishSchema,
  'DELETE /api/admin/blog-posts/:id': null,
  'POST /api/profiles': profileInputSchema,
  'PUT /api/profiles/:id': profileUpdateSchema,
  'DELETE /api/profiles/:id': null,
  'POST /api/profiles/:id/duplicate': null,
  'PUT /api/profiles/:id/primary': null,
  'POST /api/uploads': null,
  'POST /api/physical-cards': createPhysicalCardSchema,
  'POST /api/physical-cards/claim': claimPhysicalCardSchema,
  'POST /api/physical-cards/orders': nfcOrderInputSchema,
  'PUT /api/physical-cards/orders/:id/cancelled': null,
  'PUT /api/physical-cards/:id/link': linkPhysicalCardSchema,
  'PUT /api/physical-cards/:id/active': physicalCardActiveSchema,
  'PUT /api/physical-cards/:id/written': null,
  'PUT /api/physical-cards/:id/locked': null,
  'POST /api/events': beaconBatchSchema,
  'POST /api/public/profiles/:slug/leads': publicLeadInputSchema,
  'POST /api/leads': ownerLeadInputSchema,
  'POST /api/leads/scan': null,
  'PUT /api/leads/:id': leadUpdateSchema,
  'PATCH /api/leads/:id': leadUpdateSchema,
  'POST /api/leads/:id/follow-up': null,
  'PUT /api/profiles/:id/follow-up': followUpInputSchema,
  'POST /api/profiles/:id/share': shareCardInputSchema,
  'DELETE /api/leads/:id': null,
  'POST /api/webhooks': webhookInputSchema,
  'DELETE /api/webhooks/:id': null,
  'POST /api/webhooks/:id/test': null,
  'PUT /api/notifications/read-all': null,
  'PUT /api/push/subscription': pushSubscriptionSchema,
  'DELETE /api/push/subscription': pushUnsubscribeSchema,
  'POST /api/organisations': organisationInputSchema,
  'POST /api/organisations/:id/invitations': invitationInputSchema,
  'DELETE /api/organisations/:id': null,
  'DELETE /api/organisations/:id/members/:userId': null,
  'DELETE /api/organisations/:id/invitations/:invitationId': null,
  'PUT /api/organisations/:id/template': teamTemplateSchema,
  'POST /api/organisations/:id/physical-cards/orders': nfcOrderInputSchema,
  'PUT /api/organisations/:id/physical-cards/orders/:orderId/cancelled': null,
  'PUT /api/organisations/:id/physical-cards/:cardId': assignPhysicalCardSchema,
  'POST /api/invitations/accept': acceptInvitationSchema,
  'PUT /api/support-messages/read-all': null,
  'POST /api/create-support-ticket': supportTicketInputSchema,
  'POST /api/messages': supportMessageInputSchema,
  'PUT /api/messages/read-all': supportConversationQuerySchema,
  'PATCH /api/admin/users/:id': adminUserUpdateSchema,
  'PATCH /api/admin/physical-card-orders/:id': nfcOrderMoveSchema,
  'POST /api/admin/products': productInputSchema,
  'PUT /api/admin/products/:id': productInputSchema,
  'DELETE /api/admin/products/:id': null,
  'POST /api/admin/package-migration': packageMigrationSchema,
  'PUT /api/admin/messages/:id/close': null,
  'PUT /api/admin/messages/:id/reopen': null,
};

const keyOf = (d: RouteDeclaration) => `${d.method} ${d.path}`;
const READS_NO_BODY = new Set(['GET', 'HEAD']);

let server: TestServer;
let routes: RouteDeclaration[];
let attacker: TestUser;
let victim: TestUser;
let admin: TestUser;
/** Path parameters worth trying: the accounts' real ids and slugs, and the ones a parser trips on. */
let idPool: string[];
let slugPool: string[];
let victimLeadsUpTo = 0;

beforeAll(async () => {
  server = await startTestServer();
  routes = apiRouters(server.services).flatMap((router) => router.declarations);
  attacker = await buildUser(server.query, { username: 'fuzz.attacker' });
  victim = await buildUser(server.query, { username: 'fuzz.victim' });
  admin = await buildUser(server.query, { username: 'fuzz.admin', userRole: 'admin' });

  const own = await buildCard(server.query, attacker.id);
  const theirs = await buildCard(server.query, victim.id);
  const physical = await buildPhysicalCard(server.query, { userId: victim.id, profileId: theirs.id });
  const order = await buildNfcOrder(server.query, { userId: victim.id, profileId: theirs.id });
  const { row: lead } = await leadsRepo(server.query).insertOnce({
    userId: victim.id,
    profileId: theirs.id,
    cardName: theirs.displayName,
    name: 'ליד של הקורבן',
    phone: '050-123-4567',
    email: '',
    message: 'פרטי',
    consentText: 'מסכים',
    idempotencyKey: 'fuzz-victim-lead',
    now: new Date().toISOString(),
  });
  victimLeadsUpTo = lead.id;
  const support = supportRepo(server.query);
  const now = new Date().toISOString();
  const ticket = await support.openTicket(victim.id, 'פנייה פרטית', victim.id, now);
  const message = await support.insertMessage({ userId: victim.id, senderId: victim.id, ticketId: ticket, content: 'סוד', html: 'סוד', createdAt: now });

  const webhook = (await webhooksRepo(server.query).insert({ userId: victim.id, url: 'https://hooks.example.com/victim', secret: 'whsec_victim', now }))!;
  await server.query
    .insertInto('push_subscriptions')
    .values({ user_id: victim.id, endpoint: 'https://push.example.com/victim', p256dh: 'BVictimDevice', auth: 'victim-auth', created_at: now })
    .execute();

  // The victim's second factors: an authenticator app being enrolled and a passkey, which no one else may touch.
  await server.services.secondFactors.totp.start(victim.id, victim.email);
  const passkey = await server.query
    .insertInto('passkeys')
    .values({ user_id: victim.id, credential_id: 'fuzz-victim-passkey', public_key: Buffer.from('key'), name: 'טלפון', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The victim signed in on a device of theirs, which no one else may sign out.
  const victimSession = 'fuzz-victim-session';
  await server.query
    .insertInto('sessions')
    .values({ id: victimSession, user_id: victim.id, data: JSON.stringify({ userId: victim.id, authAt: Date.now() }), created_at: now, expires_at: Date.now() + 86_400_000, idle_ms: 86_400_000 })
    .execute();

  idPool = [own.id, theirs.id, physical.id, order, lead.id, message.valueOf(), webhook.id, passkey.id, victim.id, attacker.id, 1]
    .map(String)
    .concat([sessionHandle(victimSession)])
    .concat(['0', '-1', '9007199254740993', '1e3', '00001', 'abc', '%2e%2e', '..%2F..%2Fetc', '%00', '1%20OR%201=1', '٣', '%F0%9F%98%80', '1.5', ' ']);
  slugPool = [own.slug, theirs.slug, 'demo', 'no-such-card', '%D7%A9%D7%9C%D7%95%D7%9D', '..', 'a'.repeat(300), '%ZZ', 'UPPER-case'];
});
afterAll(() => server.close());

/** Everything the victim owns, as stored; leads and notifications others may add to, only the existing ones. */
async function victimState(): Promise<string> {
  return JSON.stringify({
    user: await rows(server.query, sql`SELECT * FROM users WHERE id = ${victim.id}`),
    profiles: await rows(server.query, sql`SELECT * FROM profiles WHERE user_id = ${victim.id} ORDER BY id`),
    items: await rows(server.query, sql`SELECT i.* FROM profile_items i JOIN profiles p ON p.id = i.profile_id WHERE p.user_id = ${victim.id} ORDER BY i.id`),
    physicalCards: await rows(server.query, sql`SELECT id, code, user_id, profile_id, is_active, written_at, locked_at, created_at FROM physical_cards WHERE user_id = ${victim.id} ORDER BY id`),
    orders: await rows(server.query, sql`SELECT * FROM nfc_orders WHERE user_id = ${victim.id} ORDER BY id`),
    tickets: await rows(server.query, sql`SELECT * FROM support_tickets WHERE user_id = ${victim.id} ORDER BY id`),
    messages: await rows(server.query, sql`SELECT * FROM support_messages WHERE user_id = ${victim.id} ORDER BY id`),
    uploads: await rows(server.query, sql`SELECT * FROM uploads WHERE user_id = ${victim.id} ORDER BY id`),
    subscriptions: await rows(server.query, sql`SELECT * FROM subscriptions WHERE user_id = ${victim.id} ORDER BY id`),
    leads: await rows(server.query, sql`SELECT * FROM leads WHERE user_id = ${victim.id} AND id <= ${victimLeadsUpTo} ORDER BY id`),
    webhooks: await rows(server.query, sql`SELECT * FROM webhooks WHERE user_id = ${victim.id} ORDER BY id`),
    pushSubscriptions: await rows(server.query, sql`SELECT * FROM push_subscriptions WHERE user_id = ${victim.id} ORDER BY id`),
    secondFactors: await rows(server.query, sql`SELECT * FROM totp_factors WHERE user_id = ${victim.id}`),
    recoveryCodes: await rows(server.query, sql`SELECT * FROM recovery_codes WHERE user_id = ${victim.id} ORDER BY id`),
    passkeys: await rows(server.query, sql`SELECT id, credential_id, counter, name FROM passkeys WHERE user_id = ${victim.id} ORDER BY id`),
    passwordResets: await rows(server.query, sql`SELECT * FROM password_resets WHERE user_id = ${victim.id}`),
    sessions: await rows(server.query, sql`SELECT id, data FROM sessions WHERE user_id = ${victim.id} ORDER BY id`),
    // Visitors' leads queue deliveries to the victim's webhooks; a test delivery only the victim may ask for.
    deliveries: await rows(
      server.query,
      sql`SELECT d.* FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
        WHERE w.user_id = ${victim.id} AND (d.lead_id IS NULL OR d.lead_id <= ${victimLeadsUpTo}) ORDER BY d.id`,
    ),
  });
}

type Encoding = 'json' | 'text' | 'form' | 'broken-json' | 'bytes' | 'xml' | 'utf16' | 'gzip-garbage' | 'none';

interface FuzzRequest {
  route: RouteDeclaration;
  params: string[];
  query: [string, string][];
  body: unknown;
  encoding: Encoding;
  withCsrf: boolean;
}

function bodyArbitrary(route: RouteDeclaration): fc.Arbitrary<unknown> {
  const schema = BODY_SCHEMAS[keyOf(route)];
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: anyJson });
  const valid = arbitraryOf(schema);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: mutationOf(valid) }, { weight: 1, arbitrary: anyJson });
}

function requestArbitrary(): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      params: fc.array(fc.oneof(fc.constantFrom(...idPool, ...slugPool), fc.string({ maxLength: 12 }).map(encodeURIComponent)), { minLength: 3, maxLength: 3 }),
      query: fc.array(fc.tuple(fc.constantFrom('days', 'page', 'q', 'status', 'slug', 'p', 'returnTo', 'sort', 'x'), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('7', '-1', '99999999999', '[]', '//evil.example'))), { maxLength: 3 }),
      body: bodyArbitrary(route),
      encoding: fc.constantFrom<Encoding>('json', 'json', 'json', 'json', 'text', 'form', 'broken-json', 'bytes', 'xml', 'utf16', 'gzip-garbage', 'none'),
      withCsrf: fc.boolean().map((b) => b || Math.random() < 0.8),
    }),
  );
}

function pathOf({ route, params, query }: FuzzRequest): string {
  let index = 0;
  const path = route.path.replace(/:[A-Za-z]+/g, () => params[index++ % params.length]!);
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function encoded(request: FuzzRequest): { body?: BodyInit; headers: Record<string, string> } {
  if (READS_NO_BODY.has(request.route.method)) return { headers: {} };
  const json = request.body === undefined ? '' : JSON.stringify(request.body);
  switch (request.encoding) {
    case 'json':
      return { body: json, headers: { 'Content-Type': 'application/json' } };
    case 'text':
      return { body: json, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } };
    case 'form': {
      const entries = request.body && typeof request.body === 'object' ? Object.entries(request.body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']) : [];
      return { body: new URLSearchParams(entries).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
    }
    case 'broken-json':
      return { body: `${json.slice(0, Math.max(1, json.length - 2))}\u0000{`, headers: { 'Content-Type': 'application/json' } };
    case 'bytes':
      return { body: new Uint8Array([0xff, 0xfe, 0xc3, 0x28, 0x7b, 0x22, 0xa0, 0xa1]), headers: { 'Content-Type': 'application/json; charset=utf-8' } };
    case 'xml':
      return { body: `<a>${json}</a>`, headers: { 'Content-Type': 'application/xml' } };
    case 'utf16':
      return { body: Buffer.from(json, 'utf16le'), headers: { 'Content-Type': 'application/json; charset=utf-16' } };
    case 'gzip-garbage':
      return { body: json || 'x', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } };
    case 'none':
      return { headers: {} };
  }
}

/** What one answer broke, or undefined when it kept every promise. */
async function brokenPromise(response: Response): Promise<string | undefined> {
  if (response.status >= 500) return `answered ${response.status}`;
  if (response.status < 400) return undefined;
  const text = await response.text();
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `error ${response.status} is not JSON: ${text.slice(0, 120)}`;
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string') return `error ${response.status} lacks { message, code }: ${text.slice(0, 120)}`;
  if (!HEBREW.test(body.message)) return `error ${response.status} ${body.code} has no Hebrew message: ${body.message}`;
  return undefined;
}

/** Sends generated requests as `caller`; resolves with the failures found (each with the request that caused it). */
async function fuzzAs(caller: TestUser | undefined): Promise<{ tried: number; failures: string[] }> {
  let client = caller ? await signedIn(server.url, caller) : new TestClient(server.url);
  let tried = 0;
  const failures: string[] = [];
  // Signing out or deleting the account would end the caller's session: those are tried anonymously.
  const skipped = caller ? new Set(['POST /api/auth/logout', 'DELETE /api/account']) : new Set<string>();
  await fc.assert(
    fc.asyncProperty(requestArbitrary(), async (request) => {
      fc.pre(!skipped.has(keyOf(request.route)));
      tried += 1;
      const { body, headers } = encoded(request);
      const token = request.withCsrf ? await client.csrfToken() : undefined;
      const response = await client.fetch(pathOf(request), {
        method: request.route.method,
        body,
        headers: { ...headers, ...(token ? { 'csrf-token': token } : {}), 'X-Forwarded-For': `203.0.113.${tried % 250}` },
      });
      const broken = await brokenPromise(response);
      if (broken) failures.push(`${request.route.method} ${pathOf(request)} [${request.encoding}] ${JSON.stringify(request.body)?.slice(0, 200)} → ${broken}`);
      // A session the server ended (say, the account's email changed) is started again, so the run goes on as the caller.
      if (caller && response.status === 401) client = await signedIn(server.url, caller);
      return true;
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  return { tried, failures };
}

describe('bad input, generated from the contract', () => {
  it('every state-changing route has its body schema listed', () => {
    const writing = routes.filter((route) => !READS_NO_BODY.has(route.method)).map(keyOf);
    expect(writing.filter((key) => !(key in BODY_SCHEMAS))).toEqual([]);
    expect(Object.keys(BODY_SCHEMAS).filter((key) => !writing.includes(key))).toEqual([]);
  });

  it('never answers 5xx, always answers errors as { message, code } in Hebrew, and changes nothing another account owns', async () => {
    const before = await victimState();
    const results = [];
    for (const caller of [undefined, attacker, admin]) {
      const result = await fuzzAs(caller);
      results.push(result);
      // An admin may change any account by design: only visitors and other owners are held to the victim's state.
      if (caller !== admin) expect(await victimState()).toBe(before);
    }
    const tried = results.reduce((sum, result) => sum + result.tried, 0);
    const failures = results.flatMap((result) => result.failures);
    process.stdout.write(`fuzz: ${tried} requests tried, ${failures.length} failures found\n`);
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The SQLite file's own check; PostgreSQL keeps its pages consistent itself.
    if (testEngine() === 'sqlite') expect(server.db.pragma('integrity_check', { simple: true })).toBe('ok');
  }, 600_000);
});
