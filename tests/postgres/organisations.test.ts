import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminUsersRepo } from '../../api/admin/users-repo';
import { pendingRegistrations } from '../../api/auth/pending-registrations';
import { tokensRepo } from '../../api/auth/tokens';
import type { Mailer } from '../../api/mail/mailer';
import { organisationsRepo } from '../../api/organisations/repo';
import { organisationsService } from '../../api/organisations/service';
import { plansService } from '../../api/plans/service';
import { orderPrints } from '../../api/print/orders';
import { folderFileStore } from '../../api/file-store/store';
import { publishedCardsSitemap } from '../../api/public-profiles/sitemap';
import { usersRepo } from '../../api/users/repo';
import type { QueryBuilder } from '../../db/query-builder';
import { engines } from '../helpers/engines';

const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const now = new Date(at(30));
const later = new Date('2026-06-09T10:00:00.000Z');

/** An account whose trial ended long ago: without a team plan, its organisation has the owner's seat alone. */
const account = (query: QueryBuilder, username: string) =>
  usersRepo(query).createUser({ username, email: `${username}@example.com`, passwordHash: 'h', googleSub: null, displayName: `שם ${username}` }, new Date('2020-01-01T00:00:00.000Z'));

async function card(query: QueryBuilder, userId: number, slug: string, isPrimary: 0 | 1 = 1): Promise<number> {
  const { id } = await query
    .insertInto('profiles')
    .values({ user_id: userId, slug, display_name: `כרטיס ${slug}`, is_primary: isPrimary, created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function teamPlan(query: QueryBuilder, ownerId: number, seats: number): Promise<void> {
  const { id } = await query
    .insertInto('products')
    .values({ name: 'צוות', package_type: 'team', created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await query
    .insertInto('subscriptions')
    .values({ user_id: ownerId, product_id: id, billing_cycle: 'monthly', status: 'active', current_period_end: null, seats, created_at: at(0), updated_at: at(0) })
    .execute();
}

const invitation = (organisationId: number, email: string, tokenHash: string, invitedBy: number, minute: number) => ({
  organisationId,
  email,
  role: 'member' as const,
  tokenHash,
  invitedBy,
  createdAt: at(minute),
  expiresAt: '2026-06-08T10:00:00.000Z',
});

const service = (query: QueryBuilder) =>
  organisationsService(query, {
    mailer: {} as Mailer,
    config: { publicUrl: 'https://kartis.example' },
    plans: plansService(query),
    events: { flush: async () => {} },
    prints: orderPrints(query, folderFileStore(join(tmpdir(), 'kartis-organisations-files')), { publicUrl: 'https://kartis.example' }),
    // No Wallet on this installation.
    cardSaved: () => undefined,
    refusalsOfLeads: async () => new Map(),
  });

describe.each(engines)('organisations on $name', ({ open }) => {
  it('keeps an organisation, its members in role order, their cards, its template and where its pictures are', async () => {
    const query = await open();
    const repo = organisationsRepo(query);
    const owner = await account(query, 'maya');
    const admin = await account(query, 'ido');
    const member = await account(query, 'noa');
    const organisation = await repo.create('הצוות', owner.id, now);
    expect(organisation).toMatchObject({ name: 'הצוות', owner_id: owner.id, template: '{}', created_at: at(30) });
    await repo.addMember(organisation.id, member.id, 'member', new Date(at(31)));
    await repo.addMember(organisation.id, admin.id, 'admin', new Date(at(32)));
    expect((await repo.members(organisation.id)).map((m) => [m.user_id, m.role, m.display_name])).toEqual([
      [owner.id, 'owner', 'שם maya'],
      [admin.id, 'admin', 'שם ido'],
      [member.id, 'member', 'שם noa'],
    ]);
    expect(await repo.memberCount(organisation.id)).toBe(3);
    expect(await repo.membershipOf(member.id)).toMatchObject({ organisation_id: organisation.id, role: 'member', email: 'noa@example.com' });
    expect(await repo.membershipOf(999)).toBeUndefined();

    const ownerCard = await card(query, owner.id, 'maya-card');
    const memberSecond = await card(query, member.id, 'noa-second', 0);
    const memberPrimary = await card(query, member.id, 'noa-card');
    expect((await repo.memberCards(organisation.id)).map((c) => [c.id, c.member_name])).toEqual([
      [ownerCard, 'שם maya'],
      [memberPrimary, 'שם noa'],
      [memberSecond, 'שם noa'],
    ]);

    expect(await repo.lockOf(member.id)).toEqual({ organisationName: 'הצוות', template: {}, setsTemplate: false });
    const template = { primaryColor: '#112233', logo: '/uploads/logo-1.png', cover: '/uploads/cover-1.jpg' };
    await repo.saveTemplate(organisation.id, template, later);
    expect(await repo.lockOf(member.id)).toEqual({ organisationName: 'הצוות', template, setsTemplate: false });
    expect(await repo.lockOf(999)).toBeUndefined();
    const cards = await query.selectFrom('profiles').select(['id', 'primary_color', 'logo', 'cover', 'version', 'updated_at']).orderBy('id').execute();
    expect(cards.every((row) => row.primary_color === '#112233' && row.logo === '/uploads/logo-1.png' && row.version === 2 && row.updated_at === later.toISOString())).toBe(true);
    expect((await repo.templateImagePaths()).sort()).toEqual(['/uploads/cover-1.jpg', '/uploads/logo-1.png']);

    // One member's cards take the template when they join; cards of others stay as they were.
    const outsider = await account(query, 'ron');
    const outsiderCard = await card(query, outsider.id, 'ron-card');
    await repo.applyTemplateTo(member.id, { template: 'bold', company: 'כרטיס בע"מ' }, later);
    expect(await query.selectFrom('profiles').select(['template', 'company']).where('id', '=', memberPrimary).executeTakeFirstOrThrow()).toEqual({ template: 'bold', company: 'כרטיס בע"מ' });
    expect((await query.selectFrom('profiles').select('version').where('id', '=', outsiderCard).executeTakeFirstOrThrow()).version).toBe(1);
  });

  it('keeps one open invitation per address, finds one by its token, and closes it once used, replaced, cancelled or joined', async () => {
    const query = await open();
    const repo = organisationsRepo(query);
    const owner = await account(query, 'maya');
    const member = await account(query, 'noa');
    const { id } = await repo.create('הצוות', owner.id, now);
    const first = await query.transaction().execute((trx) => organisationsRepo(trx).createInvitation(invitation(id, 'Dana@example.com', 'hash-1', owner.id, 1)));
    const second = await query.transaction().execute((trx) => organisationsRepo(trx).createInvitation(invitation(id, 'dana@example.com', 'hash-2', owner.id, 2)));
    await repo.createInvitation({ ...invitation(id, 'old@example.com', 'hash-3', owner.id, 3), expiresAt: at(10) });
    await repo.createInvitation(invitation(id, 'ron@example.com', 'hash-4', owner.id, 4));
    expect(second).toBeGreaterThan(first);
    // The second invitation of an address replaced its first; an expired one is no longer open.
    expect(await repo.invitationByToken('hash-1')).toMatchObject({ id: first, closed_at: at(2), closed_reason: 'replaced' });
    expect(await repo.openInvitationCount(id, now)).toBe(2);
    expect((await repo.openInvitations(id, now)).map((i) => i.id)).toEqual([expect.any(Number), second]);
    expect(await repo.hasOpenInvitation(id, 'DANA@example.com', now)).toBe(true);
    expect(await repo.hasOpenInvitation(id, 'old@example.com', now)).toBe(false);
    expect((await repo.invitationsSentSince(id, new Date(at(2)))).map((i) => i.email)).toEqual(['old@example.com', 'ron@example.com']);

    expect(await repo.accept(first, now)).toBe(false);
    expect(await repo.accept(second, now)).toBe(true);
    expect(await repo.accept(second, now)).toBe(false);
    expect(await repo.invitationByToken('hash-2')).toMatchObject({ accepted_at: now.toISOString(), closed_at: null });

    // An address whose account is a member holds its member's seat alone.
    await repo.createInvitation(invitation(id, 'noa@example.com', 'hash-5', owner.id, 5));
    expect(await repo.openInvitationCount(id, now)).toBe(2);
    await repo.addMember(id, member.id, 'member', now);
    expect(await repo.openInvitationCount(id, now)).toBe(1);
    expect(await repo.closeInvitationsOf(id, 'NOA@example.com', 'joined', now)).toBe(1);

    const ron = (await repo.invitationByToken('hash-4'))!;
    expect(await repo.cancelInvitation(id + 1, ron.id, now)).toBe(false);
    expect(await repo.cancelInvitation(id, ron.id, now)).toBe(true);
    expect(await repo.cancelInvitation(id, ron.id, now)).toBe(false);
    expect(await repo.invitationByToken('hash-4')).toMatchObject({ closed_reason: 'cancelled' });
    expect(await repo.openInvitationCount(id, now)).toBe(0);
  });

  it('removes a member and hands the leads their cards received to the owner', async () => {
    const query = await open();
    const owner = await account(query, 'maya');
    const member = await account(query, 'noa');
    const organisation = await organisationsRepo(query).create('הצוות', owner.id, now);
    await organisationsRepo(query).addMember(organisation.id, member.id, 'member', now);
    const profileId = await card(query, member.id, 'noa-card');
    const lead = { profile_id: profileId, card_name: 'כרטיס', name: 'רות', consent_text: 'כן', consented_at: at(1), seed_key: null, created_at: at(1), updated_at: at(1) };
    await query
      .insertInto('leads')
      .values([
        { ...lead, user_id: member.id, organisation_id: organisation.id, idempotency_key: 'a' },
        { ...lead, user_id: member.id, organisation_id: null, idempotency_key: 'b' },
      ])
      .execute();
    await query.transaction().execute((trx) => organisationsRepo(trx).removeMember(organisation, member.id));
    expect(await organisationsRepo(query).membershipOf(member.id)).toBeUndefined();
    expect(await query.selectFrom('leads').select(['idempotency_key', 'user_id']).orderBy('idempotency_key').execute()).toEqual([
      { idempotency_key: 'a', user_id: owner.id },
      { idempotency_key: 'b', user_id: member.id },
    ]);
  });

  it('joins an invited account in one transaction: refused for want of a seat, nothing of it stays', async () => {
    const query = await open();
    const repo = organisationsRepo(query);
    const organisations = service(query);
    const owner = await account(query, 'maya');
    const organisation = await repo.create('הצוות', owner.id, now);
    await repo.saveTemplate(organisation.id, { primaryColor: '#445566' }, now);
    await repo.createInvitation(invitation(organisation.id, 'dana@example.com', 'hash-1', owner.id, 1));
    const open_ = (await repo.invitationByToken('hash-1'))!;

    // The owner's seat is the only one: the account made in the same transaction goes with the refused membership.
    const joinAsNew = () =>
      query.transaction().execute(async (trx) => {
        const created = await usersRepo(trx).createUser({ username: 'dana', email: 'dana@example.com', passwordHash: 'h', googleSub: null, displayName: 'דנה' });
        await card(trx, created.id, 'dana-card');
        await organisations.join(trx, open_, created.id, now);
        return created;
      });
    await expect(joinAsNew()).rejects.toMatchObject({ status: 402, code: 'seats_full' });
    expect(await usersRepo(query).findByEmail('dana@example.com')).toBeUndefined();
    expect(await repo.memberCount(organisation.id)).toBe(1);
    expect(await repo.invitationByToken('hash-1')).toMatchObject({ accepted_at: null });

    await teamPlan(query, owner.id, 3);
    const dana = await joinAsNew();
    expect(await repo.membershipOf(dana.id)).toMatchObject({ organisation_id: organisation.id, role: 'member' });
    expect(await repo.invitationByToken('hash-1')).toMatchObject({ accepted_at: expect.any(String) });
    expect((await query.selectFrom('profiles').select('primary_color').where('user_id', '=', dana.id).executeTakeFirstOrThrow()).primary_color).toBe('#445566');
    await expect(query.transaction().execute((trx) => organisations.join(trx, open_, dana.id, now))).rejects.toMatchObject({ status: 409 });
  });

  it('creates an organisation with its owner, and removes a member with their physical cards returned, through the service', async () => {
    const query = await open();
    const organisations = service(query);
    const owner = await account(query, 'maya');
    const member = await account(query, 'noa');
    const actor = { id: owner.id, userRole: 'user' as const };
    const created = await organisations.create(actor, 'הצוות');
    expect(created).toMatchObject({ name: 'הצוות', role: 'owner', members: [{ userId: owner.id, role: 'owner' }] });
    await expect(organisations.create(actor, 'עוד אחד')).rejects.toMatchObject({ status: 409 });
    expect(await organisations.list(actor)).toEqual({ items: [{ id: created.id, name: 'הצוות', role: 'owner' }] });

    await organisationsRepo(query).addMember(created.id, member.id, 'member', now);
    const { id: cardId } = await query
      .insertInto('physical_cards')
      .values({ code: 'abc123', user_id: member.id, organisation_id: created.id, created_at: at(1) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await organisations.removeMember(actor, created.id, member.id);
    expect((await organisations.get(actor, created.id)).members.map((m) => m.userId)).toEqual([owner.id]);
    expect((await query.selectFrom('physical_cards').select('user_id').where('id', '=', cardId).executeTakeFirstOrThrow()).user_id).toBe(owner.id);
    expect(await organisations.lockOf(member.id)).toEqual({ organisationName: null, template: {}, setsTemplate: false });
  });
});

describe.each(engines)('sign-in tokens and pending sign-ups on $name', ({ open }) => {
  it('finds a token while it and its session live, and forgets it once revoked', async () => {
    const query = await open();
    const user = await account(query, 'maya');
    const expiresAt = Date.now() + 3_600_000;
    await query.insertInto('sessions').values({ id: 'session-1', user_id: user.id, data: '{}', created_at: at(0), expires_at: expiresAt, idle_ms: 600_000 }).execute();
    const tokens = tokensRepo(query);
    const token = await tokens.issue(user.id, 'session-1', expiresAt);
    expect(await tokens.find(token)).toEqual({ tokenId: expect.any(Number), userId: user.id, sessionId: 'session-1', sessionExpiresAt: expiresAt, sessionIdleMs: 600_000, sessionData: '{}' });
    expect(await tokens.find(token, expiresAt)).toBeUndefined();
    expect(await tokens.find('not-a-token')).toBeUndefined();
    await tokens.revoke(token);
    expect(await tokens.find(token)).toBeUndefined();
  });

  it('keeps a sign-up until its link expires or its address is forgotten, sweeping expired ones as new ones come', async () => {
    const query = await open();
    const pending = pendingRegistrations(query);
    const token = await pending.create({ username: 'dana', email: 'dana@example.com', passwordHash: 'h', locale: 'en' }, now);
    expect(await pending.find(token, now)).toEqual({ id: expect.any(Number), username: 'dana', email: 'dana@example.com', password_hash: 'h', locale: 'en' });
    expect(await pending.find(token, later)).toBeUndefined();
    await pending.create({ username: 'ron', email: 'ron@example.com', passwordHash: 'h', locale: 'he' }, later);
    expect((await query.selectFrom('pending_registrations').select('username').execute()).map((row) => row.username)).toEqual(['ron']);
    await pending.forget('ron@example.com');
    expect(await query.selectFrom('pending_registrations').select('id').execute()).toEqual([]);
  });
});

describe.each(engines)('admin accounts and the cards sitemap on $name', ({ open }) => {
  it('searches accounts by name or address without case, wildcards taken literally, with their paid plan and cards', async () => {
    const query = await open();
    const maya = await account(query, 'maya');
    const ido = await account(query, 'ido_100');
    await account(query, 'ido1000');
    await card(query, maya.id, 'maya-card');
    await teamPlan(query, maya.id, 5);
    const users = adminUsersRepo(query);
    const found = await users.search({ q: 'MAYA', limit: 10, offset: 0 });
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({ id: maya.id, cards: 1, plan: { status: 'active', name: 'צוות' } });
    expect((await users.search({ q: 'ido_', limit: 10, offset: 0 })).users.map((u) => u.id)).toEqual([ido.id]);
    expect(await users.search({ q: '', role: 'admin', limit: 10, offset: 0 })).toEqual({ users: [], total: 0 });
    expect((await users.search({ q: '', limit: 2, offset: 0 })).total).toBe(3);

    await query.transaction().execute(async (trx) => {
      await adminUsersRepo(trx).setRole(ido.id, 'admin', at(5));
      await adminUsersRepo(trx).setDisabled(ido.id, true, at(5));
    });
    expect(await users.find(ido.id)).toMatchObject({ userRole: 'admin', disabled: true, plan: { status: 'basic', name: null } });
    expect(await users.find(999)).toBeUndefined();
  });

  it('lists the published cards of active accounts', async () => {
    const query = await open();
    const maya = await account(query, 'maya');
    const ron = await account(query, 'ron');
    await card(query, maya.id, 'maya-card');
    const draft = await card(query, maya.id, 'maya-draft', 0);
    await card(query, ron.id, 'ron-card');
    await query.updateTable('profiles').set({ is_published: 0 }).where('id', '=', draft).execute();
    await query.updateTable('users').set({ disabled_at: at(1) }).where('id', '=', ron.id).execute();
    expect(await publishedCardsSitemap(query)).toEqual([{ path: '/p/maya-card', lastmod: '2026-06-01' }]);
  });
});
