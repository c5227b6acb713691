import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankTranslation } from '../../shared/contract/profiles';
import type { Account } from '../../shared/contract/account';
import type { LeadList } from '../../shared/contract/leads';
import {
  ORGANISATION_MESSAGES,
  TEAM_TRIAL_SEATS,
  type AcceptedInvitation,
  type Organisation,
  type OrganisationPhysicalCard,
  type OrganisationPhysicalCards,
} from '../../shared/contract/organisations';
import type { NfcOrder, PhysicalCard } from '../../shared/contract/physical-cards';
import type { Product } from '../../shared/contract/products';
import { json, TestClient } from '../helpers/client';
import { linkIn, mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { inTwoWeeks } from '../helpers/users';
import { zbarDecode } from '../helpers/zbar';
import { buildCard } from '../fixtures/cards';
import { buildPhysicalCard } from '../fixtures/physical-cards';
import { buildSubscription } from '../fixtures/subscriptions';
import { submitLead } from '../helpers/lead-form';
import { run, sql, value } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let sequence = 0;

async function invitationToken(email: string): Promise<string> {
  const newest = (await mailsTo(server.config.dataDir, email)).at(-1);
  if (!newest) throw new Error(`no invitation to ${email}`);
  return new URL(linkIn(newest)).searchParams.get('token')!;
}

/** An owner with an organisation: on a team plan of `seats` seats, on a trial, or on neither. */
async function teamOwner(plan: { seats: number } | 'trial' | 'none') {
  const { client, user } = await signedInClient(server, { trialEndsAt: plan === 'trial' ? inTwoWeeks() : null, displayName: 'מיכל בעלים' });
  if (typeof plan === 'object') await buildSubscription(server.query, user.id, 'team', { seats: plan.seats, billingCycle: 'monthly' });
  const organisation = await json<Organisation>(await client.send('POST', '/api/organisations', { name: 'משרד הצוות' }), 201);
  return { owner: client, user, organisation };
}

const invite = (owner: TestClient, organisationId: number, email: string, role: 'admin' | 'member' = 'member') =>
  owner.send('POST', `/api/organisations/${organisationId}/invitations`, { email, role });

/** Invites a new address and accepts it as a new account. */
async function join(owner: TestClient, organisationId: number, role: 'admin' | 'member' = 'member') {
  sequence += 1;
  const email = `seat-${sequence}@example.test`;
  await json(await invite(owner, organisationId, email, role), 201);
  const client = new TestClient(server.url);
  const accepted = await json<AcceptedInvitation>(
    await client.send('POST', '/api/invitations/accept', { token: await invitationToken(email), username: `seat${sequence}`, password: 'seat-secret-8' }),
    201,
  );
  client.resetCsrf();
  return { client, userId: accepted.user!.id, email };
}

describe('the team plan in the catalogue', () => {
  it('is listed with its price per seat, monthly and yearly, in both languages, beside the unchanged plans', async () => {
    const products = await json<Product[]>(await fetch(`${server.url}/api/home-products`), 200);
    expect(products.map((p) => [p.packageType, p.name, p.en.name, p.monthlyPrice, p.yearlyPrice])).toEqual([
      ['basic', 'בסיסי', 'Basic', 0, 0],
      ['annual', 'מקצועי', 'Pro', 40, 300],
      ['team', 'צוות', 'Team', 35, 260],
    ]);
  });
});

describe("an organisation's seats", () => {
  it('a team plan of three seats holds the owner and two more; the fourth invitation is refused with 402 and the Hebrew notice', async () => {
    const { owner, organisation } = await teamOwner({ seats: 3 });
    expect(organisation.seats).toEqual({ used: 1, pending: 0, paid: 3, source: 'plan', billingCycle: 'monthly', until: expect.any(String) });
    await join(owner, organisation.id);
    expect((await invite(owner, organisation.id, 'waiting@example.test')).status).toBe(201);
    // Inviting the same address again takes no second seat.
    expect((await invite(owner, organisation.id, 'WAITING@example.test')).status).toBe(201);

    const refused = await invite(owner, organisation.id, 'one-too-many@example.test');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ code: 'seats_full', message: ORGANISATION_MESSAGES.seatsFull });
    expect(await mailsTo(server.config.dataDir, 'one-too-many@example.test')).toEqual([]);

    const team = await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200);
    expect(team.seats).toMatchObject({ used: 2, pending: 1, paid: 3 });
    expect(team.invitations.map((i) => i.email)).not.toContain('one-too-many@example.test');
  });

  it('accepting an invitation when every seat is a member\'s is refused with 402, and no account is made', async () => {
    const { owner, user, organisation } = await teamOwner({ seats: 2 });
    const email = `late-seat-${sequence}@example.test`;
    await json(await invite(owner, organisation.id, email), 201);
    // The plan shrinks to the owner's seat before the invitation is accepted.
    await run(server.query, sql`UPDATE subscriptions SET seats = 1 WHERE user_id = ${user.id}`);
    const visitor = new TestClient(server.url);
    const refused = await visitor.send('POST', '/api/invitations/accept', { token: await invitationToken(email), username: `lateseat${sequence}`, password: 'seat-secret-8' });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'seats_full', message: ORGANISATION_MESSAGES.seatsFull });
    expect(await value(server.query, sql`SELECT count(*) FROM users WHERE email = ${email}`)).toBe(0);

    // With a seat bought, the same link works.
    await run(server.query, sql`UPDATE subscriptions SET seats = 2 WHERE user_id = ${user.id}`);
    expect((await visitor.send('POST', '/api/invitations/accept', { token: await invitationToken(email), username: `lateseat${sequence}`, password: 'seat-secret-8' })).status).toBe(201);
  });

  it('no leftover link holds a seat: an address that joined holds its member\'s seat alone, and a cancelled invitation frees its seat', async () => {
    const { owner, organisation } = await teamOwner({ seats: 3 });
    const email = `twice-${sequence}@example.test`;
    await json(await invite(owner, organisation.id, email), 201);
    await json(await invite(owner, organisation.id, email, 'admin'), 201);
    const client = new TestClient(server.url);
    await json(await client.send('POST', '/api/invitations/accept', { token: await invitationToken(email), username: `twice${sequence}`, password: 'seat-secret-8' }), 201);
    const joined = await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200);
    expect(joined.seats).toMatchObject({ used: 2, pending: 0, paid: 3 });
    expect(joined.invitations).toEqual([]);

    const waiting = await json<Organisation>(await invite(owner, organisation.id, `third-${sequence}@example.test`), 201);
    expect(waiting.seats).toMatchObject({ used: 2, pending: 1 });
    expect((await invite(owner, organisation.id, `fourth-${sequence}@example.test`)).status).toBe(402);
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/invitations/${waiting.invitations[0]!.id}`)).status).toBe(204);
    expect((await json<Organisation>(await invite(owner, organisation.id, `fourth-${sequence}@example.test`), 201)).seats).toMatchObject({ used: 2, pending: 1 });
  });

  it(`the owner's trial gives ${TEAM_TRIAL_SEATS} seats; without a team plan or a trial only the owner's seat is there`, async () => {
    const trial = await teamOwner('trial');
    expect(trial.organisation.seats).toMatchObject({ paid: TEAM_TRIAL_SEATS, source: 'trial', used: 1 });
    for (let i = 1; i < TEAM_TRIAL_SEATS; i++) expect((await invite(trial.owner, trial.organisation.id, `trial-${sequence}-${i}@example.test`)).status).toBe(201);
    expect((await invite(trial.owner, trial.organisation.id, `trial-${sequence}-extra@example.test`)).status).toBe(402);

    const none = await teamOwner('none');
    expect(none.organisation.seats).toEqual({ used: 1, pending: 0, paid: 1, source: 'none', billingCycle: null, until: null });
    expect((await invite(none.owner, none.organisation.id, `nobody-${sequence}@example.test`)).status).toBe(402);
  });

  it("the team's leads, their CSV and its figures wait for a plan as the owner's own pages do: an organisation is no way round the 402", async () => {
    const { owner, user, organisation } = await teamOwner('none');
    const card = await buildCard(server.query, user.id, { slug: `team-none-${Date.now()}` });
    expect((await submitLead(server, card.slug, { name: 'ליד שמחכה', phone: '050-111-2233' })).status).toBe(201);
    expect((await owner.fetch('/api/leads')).status).toBe(402);
    expect((await owner.fetch('/api/stats')).status).toBe(402);
    for (const path of ['leads', 'leads/export.csv', 'dashboard?days=30']) {
      const refused = await owner.fetch(`/api/organisations/${organisation.id}/${path}`);
      expect(refused.status, path).toBe(402);
      expect(await refused.text()).not.toContain('050-111-2233');
    }
    // On the trial they open, as the owner's own do.
    const trial = await teamOwner('trial');
    for (const path of ['leads', 'leads/export.csv', 'dashboard?days=30']) expect((await trial.owner.fetch(`/api/organisations/${trial.organisation.id}/${path}`)).status, path).toBe(200);
  });

  it("every member holds a seat of the team plan: the plan's leads open for them, and the account names the team plan", async () => {
    const { owner, organisation } = await teamOwner({ seats: 5 });
    const member = await join(owner, organisation.id);
    expect((await member.client.fetch('/api/leads')).status).toBe(200);
    expect((await json<LeadList>(await member.client.fetch('/api/leads'), 200)).items).toEqual([]);
    const account = await json<Account>(await member.client.fetch('/api/account'), 200);
    expect(account.plan).toMatchObject({ status: 'active', packageType: 'team', name: 'צוות', en: { name: 'Team' } });
  });
});

describe("the team's physical cards", () => {
  it('the owner orders printed cards for a member\'s card, gives a card to a member, and sees who holds which; the member sees it as theirs', async () => {
    const { owner, user, organisation } = await teamOwner({ seats: 5 });
    const dana = await join(owner, organisation.id);
    const yossi = await join(owner, organisation.id);
    const admin = await join(owner, organisation.id, 'admin');
    const danaCard = await buildCard(server.query, dana.userId, {
      displayName: 'דנה מהמשרד',
      slug: `dana-office-${sequence}`,
      primaryColor: '#0f766e',
      translations: [{ ...blankTranslation('en'), displayName: 'Dana from the office' }],
    });
    const yossiCard = await buildCard(server.query, yossi.userId, { displayName: 'יוסי מהמשרד', slug: `yossi-office-${sequence}` });
    const stock = await buildPhysicalCard(server.query, { userId: user.id });

    const listed = await json<OrganisationPhysicalCards>(await admin.client.fetch(`/api/organisations/${organisation.id}/physical-cards`), 200);
    expect(listed.cards).toMatchObject([{ id: stock.id, code: stock.code, holder: { userId: user.id }, profile: null }]);
    expect(listed.memberCards.map((c) => [c.displayName, c.userId])).toEqual([
      ['דנה מהמשרד', dana.userId],
      ['יוסי מהמשרד', yossi.userId],
    ]);
    expect(listed.memberCards[0]).toMatchObject({ primaryColor: '#0f766e', memberName: expect.stringMatching(/^seat/) });
    // Printed cards are ordered in any language the member's card is written in.
    expect(listed.memberCards.map((c) => c.languages)).toEqual([['he', 'en'], ['he']]);

    const order = { profileId: danaCard.id, template: 'classic', primaryColor: '#0f766e', backgroundColor: '#ffffff', quantity: 2, shippingName: 'מיכל בעלים', phone: '050-1234567', address: 'הרצל 1', city: 'חיפה' };
    const placed = await json<NfcOrder>(await admin.client.send('POST', `/api/organisations/${organisation.id}/physical-cards/orders`, { ...order, language: 'en' }), 201);
    expect(placed).toMatchObject({ quantity: 2, unitPrice: 89, totalPrice: 178, status: 'pending', language: 'en', profile: { id: danaCard.id, displayName: 'דנה מהמשרד' } });
    // A card outside the organisation is refused as unknown.
    const stranger = await signedInClient(server);
    const outside = await buildCard(server.query, stranger.user.id);
    const refusedOrder = await owner.send('POST', `/api/organisations/${organisation.id}/physical-cards/orders`, { ...order, profileId: outside.id });
    expect(refusedOrder.status).toBe(400);
    expect(await refusedOrder.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'profileId' }] });

    const given = await json<OrganisationPhysicalCard>(
      await owner.send('PUT', `/api/organisations/${organisation.id}/physical-cards/${stock.id}`, { profileId: yossiCard.id }),
      200,
    );
    expect(given).toMatchObject({ code: stock.code, holder: { userId: yossi.userId }, profile: { id: yossiCard.id, slug: yossiCard.slug }, isActive: true });
    // The tap opens the member's card, and the member manages it as theirs.
    const tap = await fetch(`${server.url}/c/${stock.code}`, { redirect: 'manual' });
    expect(tap.headers.get('location')).toContain(`/p/${yossiCard.slug}`);
    expect((await json<PhysicalCard[]>(await yossi.client.fetch('/api/physical-cards'), 200)).map((c) => c.code)).toEqual([stock.code]);
    expect(await json<PhysicalCard[]>(await dana.client.fetch('/api/physical-cards'), 200)).toEqual([]);

    const after = await json<OrganisationPhysicalCards>(await owner.fetch(`/api/organisations/${organisation.id}/physical-cards`), 200);
    expect(after.cards).toMatchObject([{ code: stock.code, holder: { userId: yossi.userId }, profile: { displayName: 'יוסי מהמשרד' } }]);
    expect(after.orders).toMatchObject([{ id: placed.id, member: { userId: dana.userId }, quantity: 2 }]);

    // A plain member sees none of it; someone outside is told the organisation does not exist.
    expect((await dana.client.fetch(`/api/organisations/${organisation.id}/physical-cards`)).status).toBe(403);
    expect((await dana.client.send('PUT', `/api/organisations/${organisation.id}/physical-cards/${stock.id}`, { profileId: danaCard.id })).status).toBe(403);
    expect((await stranger.client.fetch(`/api/organisations/${organisation.id}/physical-cards`)).status).toBe(404);
    // A physical card no member holds is unknown here; a body without a card is a field problem, never a 500.
    const elsewhere = await buildPhysicalCard(server.query, { userId: stranger.user.id });
    expect((await owner.send('PUT', `/api/organisations/${organisation.id}/physical-cards/${elsewhere.id}`, { profileId: yossiCard.id })).status).toBe(404);
    const noCard = await owner.send('PUT', `/api/organisations/${organisation.id}/physical-cards/${stock.id}`, { profileId: 'x' });
    expect(noCard.status).toBe(400);
    expect(await noCard.json()).toMatchObject({ details: [{ path: 'profileId', message: ORGANISATION_MESSAGES.memberCardRequired }] });

    // When the member leaves, the card the organisation gave them goes back to its owner, unlinked.
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${yossi.userId}`)).status).toBe(204);
    const back = await json<OrganisationPhysicalCards>(await owner.fetch(`/api/organisations/${organisation.id}/physical-cards`), 200);
    expect(back.cards).toMatchObject([{ code: stock.code, holder: { userId: user.id }, profile: null }]);
  });
  it("the owner and the team's admins see a member's card drawn as it will be printed; a plain member and outsiders do not", async () => {
    const { owner, organisation } = await teamOwner({ seats: 5 });
    const dana = await join(owner, organisation.id);
    const admin = await join(owner, organisation.id, 'admin');
    const danaCard = await buildCard(server.query, dana.userId, { displayName: 'דנה מהמשרד', slug: `dana-print-${sequence}` });
    const preview = (profileId: number, side = 'back') => `/api/organisations/${organisation.id}/member-cards/${profileId}/print-preview.png?side=${side}`;

    for (const client of [owner, admin.client]) {
      const drawn = await client.fetch(preview(danaCard.id));
      expect(drawn.status).toBe(200);
      expect(drawn.headers.get('content-type')).toBe('image/png');
      // The back carries the member's own card's QR code.
      expect(await zbarDecode(Buffer.from(await drawn.arrayBuffer()))).toEqual([`${server.url}/p/${danaCard.slug}?src=qr`]);
    }
    const front = await owner.fetch(preview(danaCard.id, 'front'));
    const { width, height } = await sharp(Buffer.from(await front.arrayBuffer())).metadata();
    expect(width / height).toBeCloseTo(85.6 / 54, 2);
    // Another template is checked as on the owner's own preview.
    const refused = await owner.fetch(`${preview(danaCard.id, 'front')}&template=neon`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ details: [{ path: 'template' }] });

    // A card outside the organisation looks unknown; a plain member is refused; someone outside sees no organisation.
    const stranger = await signedInClient(server);
    const outside = await buildCard(server.query, stranger.user.id);
    expect((await owner.fetch(preview(outside.id))).status).toBe(404);
    expect((await dana.client.fetch(preview(danaCard.id))).status).toBe(403);
    expect((await stranger.client.fetch(preview(danaCard.id))).status).toBe(404);
  });

  it("a member's own physical card stays theirs: the organisation sees it read-only, never moves or takes it, and it leaves with them", async () => {
    const { owner, user, organisation } = await teamOwner({ seats: 5 });
    const dana = await join(owner, organisation.id);
    const admin = await join(owner, organisation.id, 'admin');
    const danaCard = await buildCard(server.query, dana.userId, { displayName: 'דנה', slug: `dana-own-${sequence}` });
    const danaSecond = await buildCard(server.query, dana.userId, { displayName: 'דנה בעבודה', slug: `dana-work-${sequence}` });
    const adminCard = await buildCard(server.query, admin.userId, { displayName: 'המנהל', slug: `admin-own-${sequence}` });
    // Dana makes a physical card of her own; the owner has one in stock.
    const own = await json<PhysicalCard>(await dana.client.send('POST', '/api/physical-cards', { profileId: danaCard.id }), 201);
    const stock = await buildPhysicalCard(server.query, { userId: user.id });

    const listed = await json<OrganisationPhysicalCards>(await admin.client.fetch(`/api/organisations/${organisation.id}/physical-cards`), 200);
    expect(listed.cards.map((c) => [c.code, c.holder.userId, c.belongsTo])).toEqual([
      [own.code, dana.userId, 'member'],
      [stock.code, user.id, 'organisation'],
    ]);

    // Neither moved to someone else nor re-pointed at another of her cards, by an admin or by the owner.
    for (const [runner, profileId] of [
      [admin.client, adminCard.id],
      [owner, danaSecond.id],
    ] as const) {
      const refused = await runner.send('PUT', `/api/organisations/${organisation.id}/physical-cards/${own.id}`, { profileId });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 'member_own_card', message: ORGANISATION_MESSAGES.memberOwnCard });
    }
    const given = await json<OrganisationPhysicalCard>(await admin.client.send('PUT', `/api/organisations/${organisation.id}/physical-cards/${stock.id}`, { profileId: danaSecond.id }), 200);
    expect(given).toMatchObject({ holder: { userId: dana.userId }, belongsTo: 'organisation', profile: { id: danaSecond.id } });
    expect((await json<PhysicalCard[]>(await dana.client.fetch('/api/physical-cards'), 200)).map((c) => [c.code, c.profile?.id])).toEqual([
      [own.code, danaCard.id],
      [stock.code, danaSecond.id],
    ]);
    expect((await fetch(`${server.url}/c/${own.code}`, { redirect: 'manual' })).headers.get('location')).toContain(`/p/${danaCard.slug}`);

    // Dana leaves: the organisation takes back its card, and hers stays with her, still opening her card.
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${dana.userId}`)).status).toBe(204);
    expect((await json<PhysicalCard[]>(await dana.client.fetch('/api/physical-cards'), 200)).map((c) => [c.code, c.profile?.id])).toEqual([[own.code, danaCard.id]]);
    const back = await json<OrganisationPhysicalCards>(await owner.fetch(`/api/organisations/${organisation.id}/physical-cards`), 200);
    expect(back.cards.map((c) => [c.code, c.holder.userId, c.belongsTo])).toEqual([[stock.code, user.id, 'organisation']]);
  });
});
