import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadList } from '../../shared/contract/leads';
import type { Notification } from '../../shared/contract/notifications';
import type { Profile, UploadResult } from '../../shared/contract/profiles';
import { tokenDigest } from '../../api/auth/link-token';
import { LEADS_CSV_TEXTS } from '../../api/leads/csv';
import { organisationsRepo } from '../../api/organisations/repo';
import { STATS_CSV_TEXTS } from '../../api/stats/csv';
import { usersRepo } from '../../api/users/repo';
import { en } from '../../shared/i18n/en';
import { notificationTexts } from '../../shared/i18n/notification-texts';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import {
  INVITATION_MAIL_LIMITS,
  ORGANISATION_MESSAGES,
  type AcceptedInvitation,
  type InvitationPreview,
  type Organisation,
  type OrganisationDashboard,
  type OrganisationLeadList,
  type OrganisationList,
  type TeamLock,
} from '../../shared/contract/organisations';
import { json, TestClient } from '../helpers/client';
import { linkIn, mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn, signedInClient } from '../helpers/sign-in';
import { inTwoWeeks, type TestUser } from '../helpers/users';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { row, sql } from '../helpers/sql';
import { buildCard, cardInput } from '../fixtures/cards';
import { png } from '../fixtures/images';
import { buildSubscription } from '../fixtures/subscriptions';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const newKey = keysNamed('team-lead');
const newAddress = addressesIn(7);
let sequence = 0;

/** A visitor leaves a lead on the card `slug`, as the card page's script sends it. */
async function leaveLead(slug: string, name: string, contact: { email: string; sendCard?: boolean } | { phone: string } = { phone: '050-111-2233' }): Promise<void> {
  const response = await fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
    body: JSON.stringify({ name, ...contact, consent: true, idempotencyKey: newKey() }),
  });
  expect(response.status).toBe(201);
}

/** An owner (on a trial) signed in, with a new organisation. */
async function ownerWithOrganisation(name = 'סטודיו כחול'): Promise<{ owner: TestClient; user: TestUser; organisation: Organisation }> {
  const { client, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks(), displayName: 'נועה בעלים' });
  const organisation = await json<Organisation>(await client.send('POST', '/api/organisations', { name }), 201);
  return { owner: client, user, organisation };
}

/** The tokens of the invitations mailed to `email`, oldest first. */
async function invitationTokens(email: string): Promise<string[]> {
  const mails = await mailsTo(server.config.dataDir, email);
  for (const mail of mails) expect(mail.subject).toContain('הזמנה להצטרף');
  return mails.map((mail) => new URL(linkIn(mail)).searchParams.get('token')!);
}

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const newest = (await invitationTokens(email)).at(-1);
  if (!newest) throw new Error(`no invitation to ${email}`);
  return newest;
}

/** The notices in the bell of the client's account, newest first. */
const bell = async (client: TestClient) => json<Notification[]>(await client.fetch('/api/notifications'), 200);

/** An English text of the app with its values filled in, as the bell and the pushes fill them. */
const english = (key: keyof typeof en, params: Record<string, string> = {}) => en[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);

const invite = (client: TestClient, organisationId: number, email: string, role: 'admin' | 'member' = 'member') =>
  client.send('POST', `/api/organisations/${organisationId}/invitations`, { email, role });

const newcomer = (n: number) => `signup-limit-${n}@example.test`;

/** Expects the link's page and its acceptance to answer 410 with the given code and Hebrew message. */
async function expectClosedLink(token: string, code: string, message: string, acceptAs = new TestClient(server.url)): Promise<void> {
  const preview = await fetch(`${server.url}/api/invitations/${token}`);
  expect(preview.status).toBe(410);
  expect(await preview.json()).toEqual({ code, message });
  const accepted = await acceptAs.send('POST', '/api/invitations/accept', { token, username: `late${sequence}`, password: 'team-secret-8' });
  expect(accepted.status).toBe(410);
  expect(await accepted.json()).toEqual({ code, message });
}

/** Invites a new address and accepts as a new account; the new member's client and account. */
async function newMember(owner: TestClient, organisationId: number, role: 'admin' | 'member' = 'member') {
  sequence += 1;
  const email = `team-member-${sequence}@example.test`;
  await json(await owner.send('POST', `/api/organisations/${organisationId}/invitations`, { email, role }), 201);
  const client = new TestClient(server.url);
  const accepted = await json<AcceptedInvitation>(
    await client.send('POST', '/api/invitations/accept', { token: await invitationToken(email), username: `teammate${sequence}`, password: 'team-secret-8' }),
    201,
  );
  client.resetCsrf();
  return { client, userId: accepted.user!.id, email };
}

describe('organisations', () => {
  it('an account creates one organisation and owns it; a second one is refused', async () => {
    const { owner, user, organisation } = await ownerWithOrganisation();
    expect(organisation).toMatchObject({ name: 'סטודיו כחול', role: 'owner', members: [{ userId: user.id, role: 'owner', displayName: 'נועה בעלים' }] });
    expect(await json<OrganisationList>(await owner.fetch('/api/organisations'), 200)).toEqual({
      items: [{ id: organisation.id, name: 'סטודיו כחול', role: 'owner' }],
    });
    const again = await owner.send('POST', '/api/organisations', { name: 'עוד אחד' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_in_organisation', message: ORGANISATION_MESSAGES.alreadyInOrganisation });
    const nameless = await owner.send('POST', '/api/organisations', { name: '  ' });
    expect(nameless.status).toBe(400);
  });

  it('keeps a team name on one line as it shows, in the team page and in the invitation it mails: no line breaks, no bidi overrides', async () => {
    const { owner, organisation } = await ownerWithOrganisation('צוות\u202E אלפא\r\n\nהודעה חשובה:\tהיכנסו');
    expect(organisation.name).toBe('צוות אלפא הודעה חשובה: היכנסו');
    sequence += 1;
    const email = `one-line-${sequence}@example.test`;
    await json(await invite(owner, organisation.id, email), 201);
    const [mail] = await mailsTo(server.config.dataDir, email);
    expect(mail!.subject).toContain('"צוות אלפא הודעה חשובה: היכנסו"');
    expect(mail!.text).not.toContain('\u202E');

    // The name a new member gives on joining, as the account settings keep one.
    const accepted = await json<AcceptedInvitation>(
      await new TestClient(server.url).send('POST', '/api/invitations/accept', { token: await invitationToken(email), displayName: 'דנה\u202E\nכהן\u0007', username: `oneline${sequence}`, password: 'team-secret-8' }),
      201,
    );
    expect(accepted.user).toMatchObject({ displayName: 'דנה כהן' });
    expect((await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200)).members.map((m) => m.displayName)).toContain('דנה כהן');
  });

  it('an invitation mailed to a new address makes the account, signs it in and joins it; the link works once', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const email = 'new.teammate@example.test';
    const invited = await json<Organisation>(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email, role: 'member' }), 201);
    expect(invited.invitations).toMatchObject([{ email, role: 'member' }]);
    const token = await invitationToken(email);

    const visitor = new TestClient(server.url);
    expect(await json<InvitationPreview>(await visitor.fetch(`/api/invitations/${token}`), 200)).toEqual({
      organisationName: 'סטודיו כחול',
      email,
      role: 'member',
      hasAccount: false,
    });
    const withoutDetails = await visitor.send('POST', '/api/invitations/accept', { token });
    expect(withoutDetails.status).toBe(400);
    expect(await withoutDetails.json()).toMatchObject({ message: ORGANISATION_MESSAGES.invitationAccountDetails });

    const accepted = await json<AcceptedInvitation>(await visitor.send('POST', '/api/invitations/accept', { token, username: 'newteammate', password: 'team-secret-8' }), 201);
    expect(accepted).toMatchObject({ organisationId: organisation.id, message: ORGANISATION_MESSAGES.joined, user: { email, username: 'newteammate' } });
    visitor.resetCsrf();
    expect(await json<OrganisationList>(await visitor.fetch('/api/organisations'), 200)).toEqual({ items: [{ id: organisation.id, name: 'סטודיו כחול', role: 'member' }] });

    const team = await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200);
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [expect.any(String), 'owner'],
      [email, 'member'],
    ]);
    expect(team.invitations).toEqual([]);

    const reused = await new TestClient(server.url).send('POST', '/api/invitations/accept', { token, username: 'someoneelse', password: 'team-secret-8' });
    expect(reused.status).toBe(410);
    expect(await reused.json()).toMatchObject({ code: 'invitation_invalid', message: ORGANISATION_MESSAGES.invitationInvalid });
  });

  it("mails an invitation in the inviter's language with a line in the other to a new address, and in its own to an account; the new member names themself", async () => {
    const { client: owner } = await signedInClient(server, { trialEndsAt: inTwoWeeks(), displayName: 'Noa Owner', locale: 'en' });
    const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: 'Blue Studio' }), 201);
    const email = 'english.invitee@example.test';
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email, role: 'member' }), 201);
    const [mail] = await mailsTo(server.config.dataDir, email);
    expect(mail!.subject).toBe('Join Blue Studio on Kartis');
    const [pointer, ...english] = mail!.text!.split('\n\n');
    expect(pointer).toMatch(/^בקצרה: הוזמנת להצטרף לצוות "Blue Studio" בכרטיס/);
    expect(english.join('\n\n')).toMatch(/^Hello,\n\nNoa Owner invites you to join the team "Blue Studio" on Kartis/);
    expect(english.join('\n\n')).not.toMatch(/[\u0590-\u05FF]/);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.html).toContain('<p lang="he" dir="rtl">בקצרה:');

    const joining = new TestClient(server.url);
    const token = new URL(linkIn(mail!)).searchParams.get('token')!;
    const nameless = await joining.send('POST', '/api/invitations/accept', { token, displayName: ' ', username: 'sam.joins', password: 'team-secret-8' });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({ details: [{ path: 'displayName', message: ORGANISATION_MESSAGES.memberNameRequired }] });
    const accepted = await json<AcceptedInvitation>(
      await joining.send('POST', '/api/invitations/accept', { token, displayName: 'Sam Cohen', username: 'sam.joins', password: 'team-secret-8', locale: 'en' }),
      201,
    );
    expect(accepted.user).toMatchObject({ username: 'sam.joins', displayName: 'Sam Cohen' });
    expect(await row(server.query, sql`SELECT locale FROM users WHERE id = ${accepted.user!.id}`)).toEqual({ locale: 'en' });

    // An address with an account reads the invitation in the account's language, without a pointer.
    const hebrewAccount = await signedInClient(server, { locale: 'he' });
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email: hebrewAccount.user.email, role: 'member' }), 201);
    const [hebrewMail] = await mailsTo(server.config.dataDir, hebrewAccount.user.email);
    expect(hebrewMail!.subject).toBe('הזמנה להצטרף לצוות "Blue Studio" בכרטיס');
    expect(hebrewMail!.text).toMatch(/^שלום,\n\nNoa Owner מזמין\/ה אותך/);
    expect(hebrewMail!.text).not.toMatch(/[A-Za-z]{4,} (invites|is invited)/);
  });

  it("lists members by their names, with the username beside a name two members share; a person's first card names an account that had only its username", async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const first = await newMember(owner, organisation.id);
    const second = await newMember(owner, organisation.id);
    const card = { contactKind: 'person', givenName: 'דנה', familyName: 'לוי' } as const;
    for (const member of [first, second]) {
      expect((await member.client.send('POST', '/api/profiles', cardInput({ slug: `dana-levi-${member.userId}`, displayName: 'דנה לוי', ...card }))).status).toBe(201);
    }
    // A later card, or a name the account chose, stays as it is.
    expect((await first.client.send('POST', '/api/profiles', cardInput({ slug: `second-card-${first.userId}`, displayName: 'כרטיס שני', ...card }))).status).toBe(201);
    const team = await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200);
    expect(team.members.slice(1).map((m) => [m.displayName, m.username])).toEqual([
      ['דנה לוי', expect.stringMatching(/^teammate/)],
      ['דנה לוי', expect.stringMatching(/^teammate/)],
    ]);
    expect(team.members[0]!.displayName).toBe('נועה בעלים');
  });

  it('an address that has an account signs in to join, and only that account may accept', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const existing = await signedInClient(server, { email: 'has.account@example.test' });
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email: 'Has.Account@example.test', role: 'admin' }), 201);
    const token = await invitationToken('has.account@example.test');

    expect(await json<InvitationPreview>(await new TestClient(server.url).fetch(`/api/invitations/${token}`), 200)).toMatchObject({ hasAccount: true, role: 'admin' });
    const anonymous = await new TestClient(server.url).send('POST', '/api/invitations/accept', { token, username: 'grabber', password: 'team-secret-8' });
    expect(anonymous.status).toBe(409);
    expect(await anonymous.json()).toMatchObject({ code: 'invitation_sign_in', message: ORGANISATION_MESSAGES.invitationSignIn });

    const stranger = (await signedInClient(server)).client;
    const wrongAccount = await stranger.send('POST', '/api/invitations/accept', { token });
    expect(wrongAccount.status).toBe(403);
    expect(await wrongAccount.json()).toMatchObject({ code: 'invitation_other_account' });

    expect(await json<AcceptedInvitation>(await existing.client.send('POST', '/api/invitations/accept', { token }), 200)).toEqual({
      organisationId: organisation.id,
      message: ORGANISATION_MESSAGES.joined,
    });
    const team = await json<Organisation>(await existing.client.fetch(`/api/organisations/${organisation.id}`), 200);
    expect(team.role).toBe('admin');
  });

  it('invites an address in another team as any other, so inviting tells nothing of an account; it joins once it left that team', async () => {
    const first = await ownerWithOrganisation();
    const second = await ownerWithOrganisation('מאפייה');
    const member = await newMember(second.owner, second.organisation.id);
    expect((await invite(first.owner, first.organisation.id, member.email)).status).toBe(201);
    expect((await invite(first.owner, first.organisation.id, 'nobody-has-this-address@example.test')).status).toBe(201);

    const token = await invitationToken(member.email);
    const whileInTeam = await member.client.send('POST', '/api/invitations/accept', { token });
    expect(whileInTeam.status).toBe(409);
    expect(await whileInTeam.json()).toMatchObject({ code: 'already_in_organisation', message: ORGANISATION_MESSAGES.alreadyInOrganisation });

    expect((await member.client.send('DELETE', `/api/organisations/${second.organisation.id}/members/${member.userId}`)).status).toBe(204);
    expect(await json<AcceptedInvitation>(await member.client.send('POST', '/api/invitations/accept', { token }), 200)).toMatchObject({ organisationId: first.organisation.id });
  });

  it('an invalid or unknown invitation link answers 410 with the Hebrew notice', async () => {
    for (const token of ['short', 'x'.repeat(43)]) {
      const response = await fetch(`${server.url}/api/invitations/${token}`);
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ message: ORGANISATION_MESSAGES.invitationInvalid });
    }
  });
});

describe('taking invitations back', () => {
  it('the owner and admins see the open invitations with their ids and cancel any: the link then answers 410, and a member or an outsider cannot', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const admin = await newMember(owner, organisation.id, 'admin');
    const member = await newMember(owner, organisation.id);
    await json(await invite(owner, organisation.id, 'first.wait@example.test'), 201);
    const invited = await json<Organisation>(await invite(admin.client, organisation.id, 'second.wait@example.test', 'admin'), 201);
    const [second, first] = invited.invitations;
    expect(invited.invitations).toEqual([
      { id: expect.any(Number), email: 'second.wait@example.test', role: 'admin', createdAt: expect.any(String), expiresAt: expect.any(String) },
      { id: expect.any(Number), email: 'first.wait@example.test', role: 'member', createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    expect(Date.parse(first!.expiresAt) - Date.parse(first!.createdAt)).toBe(7 * 86_400_000);
    // A plain member sees the members, not the invitations, and may not cancel one; someone outside is told it does not exist.
    expect((await json<Organisation>(await member.client.fetch(`/api/organisations/${organisation.id}`), 200)).invitations).toEqual([]);
    const byMember = await member.client.send('DELETE', `/api/organisations/${organisation.id}/invitations/${first!.id}`);
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({ message: ORGANISATION_MESSAGES.adminsOnly });
    const other = await ownerWithOrganisation('מאפייה');
    expect((await other.owner.send('DELETE', `/api/organisations/${organisation.id}/invitations/${first!.id}`)).status).toBe(404);
    // An invitation of another organisation is unknown here.
    const otherInvitation = (await json<Organisation>(await invite(other.owner, other.organisation.id, 'elsewhere@example.test'), 201)).invitations[0]!;
    const foreign = await owner.send('DELETE', `/api/organisations/${organisation.id}/invitations/${otherInvitation.id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ code: 'not_found', message: ORGANISATION_MESSAGES.invitationNotFound });

    expect((await admin.client.send('DELETE', `/api/organisations/${organisation.id}/invitations/${first!.id}`)).status).toBe(204);
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/invitations/${second!.id}`)).status).toBe(204);
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/invitations/${second!.id}`)).status).toBe(404);
    const team = await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200);
    expect(team.invitations).toEqual([]);
    expect(team.seats.pending).toBe(0);
    await expectClosedLink(await invitationToken('first.wait@example.test'), 'invitation_cancelled', ORGANISATION_MESSAGES.invitationCancelled);
    expect(await json<OrganisationList>(await other.owner.fetch('/api/organisations'), 200)).toMatchObject({ items: [{ id: other.organisation.id }] });
  });

  it('inviting an address again replaces its open invitation: invited as admin, then as member, the admin link no longer works', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const invitee = await signedInClient(server, { email: `demoted-${sequence}@example.test` });
    await json(await invite(owner, organisation.id, invitee.user.email, 'admin'), 201);
    const replaced = await json<Organisation>(await invite(owner, organisation.id, invitee.user.email, 'member'), 201);
    expect(replaced.invitations).toMatchObject([{ email: invitee.user.email, role: 'member' }]);
    const [adminLink, memberLink] = await invitationTokens(invitee.user.email);

    await expectClosedLink(adminLink!, 'invitation_replaced', ORGANISATION_MESSAGES.invitationReplaced, invitee.client);
    expect(await json<OrganisationList>(await invitee.client.fetch('/api/organisations'), 200)).toEqual({ items: [] });
    await json(await invitee.client.send('POST', '/api/invitations/accept', { token: memberLink }), 200);
    expect(await json<OrganisationList>(await invitee.client.fetch('/api/organisations'), 200)).toMatchObject({ items: [{ role: 'member' }] });
    expect((await invitee.client.fetch(`/api/organisations/${organisation.id}/leads`)).status).toBe(403);
  });

  it('a removed member cannot come back with a link sent before: joining and removal close every link of the address', async () => {
    const { owner, user, organisation } = await ownerWithOrganisation();
    const invitee = await signedInClient(server, { email: `removed-${sequence}@example.test` });
    await json(await invite(owner, organisation.id, invitee.user.email), 201);
    await json(await invite(owner, organisation.id, invitee.user.email), 201);
    const [older, newer] = await invitationTokens(invitee.user.email);
    await json(await invitee.client.send('POST', '/api/invitations/accept', { token: newer }), 200);
    // A link recorded before invitations closed on joining (the same address invited while it was a member).
    const leftover = 'l'.repeat(43);
    await organisationsRepo(server.query).createInvitation({
      organisationId: organisation.id,
      email: invitee.user.email,
      role: 'admin',
      tokenHash: tokenDigest(leftover),
      invitedBy: user.id,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${invitee.user.id}`)).status).toBe(204);
    for (const [token, code, message] of [
      [older!, 'invitation_replaced', ORGANISATION_MESSAGES.invitationReplaced],
      [newer!, 'invitation_invalid', ORGANISATION_MESSAGES.invitationInvalid],
      [leftover, 'invitation_cancelled', ORGANISATION_MESSAGES.invitationCancelled],
    ]) {
      const rejoin = await invitee.client.send('POST', '/api/invitations/accept', { token });
      expect(rejoin.status).toBe(410);
      expect(await rejoin.json()).toEqual({ code, message });
    }
    expect(await json<OrganisationList>(await invitee.client.fetch('/api/organisations'), 200)).toEqual({ items: [] });
  });

  it(`mails an address at most ${INVITATION_MAIL_LIMITS.perAddress} invitations a day, then answers 429 and mails nothing`, async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const email = `bombed-${sequence}@example.test`;
    for (let i = 0; i < INVITATION_MAIL_LIMITS.perAddress; i++) await json(await invite(owner, organisation.id, email), 201);
    const refused = await invite(owner, organisation.id, email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rate_limited', message: ORGANISATION_MESSAGES.invitationMailsToAddress });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await mailsTo(server.config.dataDir, email)).toHaveLength(INVITATION_MAIL_LIMITS.perAddress);
    // The last link mailed still works; another address is still invited.
    expect((await fetch(`${server.url}/api/invitations/${await invitationToken(email)}`)).status).toBe(200);
    await json(await invite(owner, organisation.id, `not-bombed-${sequence}@example.test`), 201);
  });

  it(`an organisation mails at most ${INVITATION_MAIL_LIMITS.perOrganisation} invitations a day in all, counting those of the last 24 hours`, async () => {
    const { owner, user, organisation } = await ownerWithOrganisation();
    await buildSubscription(server.query, user.id, 'team', { seats: 200 });
    // Invitations sent earlier: all but two of the day's, and more a little over a day ago, which no longer count.
    const sent = (count: number, hoursAgo: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => ({
        organisation_id: organisation.id,
        email: `${prefix}-${sequence}-${i}@example.test`,
        role: 'member' as const,
        token_hash: tokenDigest(`${prefix}-${sequence}-${i}`),
        invited_by: user.id,
        created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      }));
    await server.query.insertInto('organisation_invitations').values([...sent(10, 25, 'yesterday'), ...sent(INVITATION_MAIL_LIMITS.perOrganisation - 2, 2, 'today')]).execute();

    await json(await invite(owner, organisation.id, `one-${sequence}@example.test`), 201);
    await json(await invite(owner, organisation.id, `two-${sequence}@example.test`), 201);
    const refused = await invite(owner, organisation.id, `three-${sequence}@example.test`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rate_limited', message: ORGANISATION_MESSAGES.invitationMailsToOrganisation });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(21 * 3600);
    expect(await mailsTo(server.config.dataDir, `three-${sequence}@example.test`)).toEqual([]);
    expect((await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200)).invitations.map((i) => i.email)).not.toContain(`three-${sequence}@example.test`);
  });

  it('accepting an invitation without an account counts toward SIGNUPS_PER_HOUR; a signed-in account joining does not', async () => {
    const small = await startTestServer({ SIGNUPS_PER_HOUR: '2' });
    try {
      const { client: owner } = await signedInClient(small, { trialEndsAt: inTwoWeeks() });
      const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: 'צוות קטן' }), 201);
      for (const n of [1, 2, 3]) await json(await invite(owner, organisation.id, newcomer(n)), 201);
      const tokenOf = async (email: string) => new URL(linkIn((await mailsTo(small.config.dataDir, email)).at(-1)!)).searchParams.get('token')!;
      const accept = async (n: number) =>
        new TestClient(small.url).send('POST', '/api/invitations/accept', { token: await tokenOf(newcomer(n)), username: `signuplimit${n}`, password: 'team-secret-8' });

      expect((await accept(1)).status).toBe(201);
      expect((await accept(2)).status).toBe(201);
      const refused = await accept(3);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited', message: STATUS_MESSAGES[429] });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await usersRepo(small.query).findByEmail(newcomer(3))).toBeUndefined();

      const existing = await signedInClient(small);
      await json(await invite(owner, organisation.id, existing.user.email), 201);
      expect((await existing.client.send('POST', '/api/invitations/accept', { token: await tokenOf(existing.user.email) })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe("an organisation's leads and dashboard", () => {
  it('its owner and admins see every lead with the member who received it; a member sees only their own', async () => {
    const { owner, user, organisation } = await ownerWithOrganisation();
    const dana = await newMember(owner, organisation.id);
    const yossi = await newMember(owner, organisation.id);
    const admin = await newMember(owner, organisation.id, 'admin');
    const danaCard = await buildCard(server.query, dana.userId, { displayName: 'דנה מהצוות', slug: `dana-team-${sequence}` });
    await leaveLead(danaCard.slug, 'לקוח של דנה');

    const danasLeads = await json<LeadList>(await dana.client.fetch('/api/leads'), 200);
    expect(danasLeads.items.map((l) => l.name)).toEqual(['לקוח של דנה']);
    const leadId = danasLeads.items[0]!.id;
    // Another member never reaches it, neither by id nor through the organisation.
    expect((await yossi.client.fetch(`/api/leads/${leadId}/vcard`)).status).toBe(404);
    expect((await json<LeadList>(await yossi.client.fetch('/api/leads'), 200)).items).toEqual([]);
    const refused = await yossi.client.fetch(`/api/organisations/${organisation.id}/leads`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: ORGANISATION_MESSAGES.adminsOnly });
    expect((await yossi.client.fetch(`/api/organisations/${organisation.id}/dashboard`)).status).toBe(403);

    const dashboard = await json<OrganisationDashboard>(await admin.client.fetch(`/api/organisations/${organisation.id}/dashboard?days=30`), 200);
    const danaRow = dashboard.members.find((m) => m.userId === dana.userId)!;
    expect(danaRow.cards).toMatchObject([{ profileId: danaCard.id, name: 'דנה מהצוות', leads: 1 }]);
    expect(danaRow.totals.leads).toBe(1);
    expect(dashboard.totals.leads).toBe(1);
    // The pipeline is counted per member: Dana's lead, once she marks it a meeting.
    expect(danaRow.pipeline).toEqual({ new: 1, contacted: 0, meeting: 0, customer: 0, not_relevant: 0 });
    expect((await dana.client.send('PUT', `/api/leads/${leadId}`, { status: 'meeting' })).status).toBe(200);
    const after = await json<OrganisationDashboard>(await admin.client.fetch(`/api/organisations/${organisation.id}/dashboard?days=30`), 200);
    expect(after.members.find((m) => m.userId === dana.userId)!.pipeline).toMatchObject({ new: 0, meeting: 1 });
    expect(after.members.find((m) => m.userId === yossi.userId)!.pipeline).toMatchObject({ new: 0, meeting: 0 });
    expect(dashboard.members.map((m) => m.userId)).toEqual([user.id, admin.userId, dana.userId, yossi.userId]);

    for (const runner of [owner, admin.client]) {
      const { items } = await json<OrganisationLeadList>(await runner.fetch(`/api/organisations/${organisation.id}/leads`), 200);
      expect(items).toMatchObject([{ id: leadId, name: 'לקוח של דנה', memberName: expect.stringMatching(/^teammate/), cardName: 'דנה מהצוות' }]);
    }
    // The CSV says who refused the member's mail, so nobody on the team mails them again.
    await server.query.updateTable('leads').set({ email: 'refused.team@example.test' }).where('id', '=', leadId).execute();
    await server.services.leadMail.refuse(dana.userId, 'refused.team@example.test');
    const listed = await json<OrganisationLeadList>(await owner.fetch(`/api/organisations/${organisation.id}/leads`), 200);
    expect(listed.items[0]!.mailRefusedAt).toEqual(expect.any(String));
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await owner.fetch(`/api/organisations/${organisation.id}/leads/export.csv`)).arrayBuffer());
    expect(csv.startsWith('\uFEFFתאריך,חבר/ת צוות,כרטיס,שם,טלפון,מייל,הודעה,סטטוס,הסכמה לדיוור,הסרה מדיוור\r\n')).toBe(true);
    expect(csv).toContain('דנה מהצוות,לקוח של דנה');
    expect(csv.split('\r\n')[1]).toMatch(/,refused\.team@example\.test,,[^,]+,,\d{4}-\d{2}-\d{2}[^,]*$/);

    // Someone outside the organisation is told it does not exist.
    const outsider = (await signedInClient(server)).client;
    expect((await outsider.fetch(`/api/organisations/${organisation.id}`)).status).toBe(404);
  });

  it('removing a member keeps the leads their cards received with the organisation, and the member no longer sees them', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const member = await newMember(owner, organisation.id);
    const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס עוזב', slug: `leaving-${sequence}` });
    await leaveLead(card.slug, 'לקוח שנשאר');

    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`)).status).toBe(204);

    expect((await json<LeadList>(await member.client.fetch('/api/leads'), 200)).items).toEqual([]);
    expect(await json<OrganisationList>(await member.client.fetch('/api/organisations'), 200)).toEqual({ items: [] });
    expect((await member.client.fetch(`/api/organisations/${organisation.id}`)).status).toBe(404);
    const { items } = await json<OrganisationLeadList>(await owner.fetch(`/api/organisations/${organisation.id}/leads`), 200);
    expect(items).toMatchObject([{ name: 'לקוח שנשאר', memberName: expect.stringMatching(/^teammate/), cardName: 'כרטיס עוזב' }]);
    // The owner now handles them with the lead tools.
    expect((await json<LeadList>(await owner.fetch('/api/leads'), 200)).items.map((l) => l.name)).toEqual(['לקוח שנשאר']);
  });

  it("counts in its totals the very leads its list shows: the owner's own from before the team, a member's, none deleted", async () => {
    const { client: owner, user } = await signedInClient(server, { trialEndsAt: inTwoWeeks(), displayName: 'מיכל בעלים' });
    sequence += 1;
    const ownCard = await buildCard(server.query, user.id, { displayName: 'הכרטיס של מיכל', slug: `own-card-${sequence}` });
    await leaveLead(ownCard.slug, 'לקוח ראשון');
    await leaveLead(ownCard.slug, 'לקוח שנמחק');
    const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: 'המשרד של מיכל' }), 201);
    const member = await newMember(owner, organisation.id);
    const memberCard = await buildCard(server.query, member.userId, { displayName: 'כרטיס החבר', slug: `member-card-${sequence}` });
    await leaveLead(memberCard.slug, 'לקוח של החבר');
    const deleted = (await json<LeadList>(await owner.fetch('/api/leads'), 200)).items.find((lead) => lead.name === 'לקוח שנמחק')!;
    expect((await owner.send('DELETE', `/api/leads/${deleted.id}`)).status).toBe(204);

    const { items } = await json<OrganisationLeadList>(await owner.fetch(`/api/organisations/${organisation.id}/leads`), 200);
    expect(items.map((lead) => [lead.name, lead.memberName]).sort()).toEqual([
      ['לקוח ראשון', 'מיכל בעלים'],
      ['לקוח של החבר', expect.stringMatching(/^teammate/)],
    ]);
    const dashboard = await json<OrganisationDashboard>(await owner.fetch(`/api/organisations/${organisation.id}/dashboard?days=30`), 200);
    expect(dashboard.totals.leads).toBe(items.length);
    expect(dashboard.members.map((m) => [m.userId, m.totals.leads, m.cards.map((card) => card.leads)])).toEqual([
      [user.id, 1, [1]],
      [member.userId, 1, [1]],
    ]);
  });

  it("keeps a member's leads from before they joined theirs alone: the team sees those that came since", async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    sequence += 1;
    const email = `joins-later-${sequence}@example.test`;
    const joining = await signedInClient(server, { email, trialEndsAt: inTwoWeeks(), displayName: 'רון מצטרף' });
    const card = await buildCard(server.query, joining.user.id, { displayName: 'הכרטיס של רון', slug: `joins-later-${sequence}` });
    await leaveLead(card.slug, 'לקוח מלפני הצוות');
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email, role: 'member' }), 201);
    await json(await joining.client.send('POST', '/api/invitations/accept', { token: await invitationToken(email) }), 200);
    await leaveLead(card.slug, 'לקוח מאז ההצטרפות');

    const { items } = await json<OrganisationLeadList>(await owner.fetch(`/api/organisations/${organisation.id}/leads`), 200);
    expect(items.map((lead) => lead.name)).toEqual(['לקוח מאז ההצטרפות']);
    const csv = new TextDecoder().decode(await (await owner.fetch(`/api/organisations/${organisation.id}/leads/export.csv`)).arrayBuffer());
    expect(csv).not.toContain('לקוח מלפני הצוות');
    const dashboard = await json<OrganisationDashboard>(await owner.fetch(`/api/organisations/${organisation.id}/dashboard?days=30`), 200);
    expect(dashboard.members.find((m) => m.userId === joining.user.id)!.totals.leads).toBe(1);
    // The member still has both.
    expect((await json<LeadList>(await joining.client.fetch('/api/leads'), 200)).items.map((lead) => lead.name).sort()).toEqual(['לקוח מאז ההצטרפות', 'לקוח מלפני הצוות']);
  });

  it('nobody removes the owner, and an admin removes members but not other admins', async () => {
    const { owner, user, organisation } = await ownerWithOrganisation();
    const admin = await newMember(owner, organisation.id, 'admin');
    const otherAdmin = await newMember(owner, organisation.id, 'admin');
    const member = await newMember(owner, organisation.id);

    const ownerRemoval = await admin.client.send('DELETE', `/api/organisations/${organisation.id}/members/${user.id}`);
    expect(ownerRemoval.status).toBe(403);
    expect(await ownerRemoval.json()).toMatchObject({ message: ORGANISATION_MESSAGES.ownerStays });
    expect((await admin.client.send('DELETE', `/api/organisations/${organisation.id}/members/${otherAdmin.userId}`)).status).toBe(403);
    expect((await member.client.send('DELETE', `/api/organisations/${organisation.id}/members/${otherAdmin.userId}`)).status).toBe(403);
    expect((await admin.client.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`)).status).toBe(204);
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${otherAdmin.userId}`)).status).toBe(204);
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/999999`)).status).toBe(404);
    const team = await json<Organisation>(await (await signedIn(server.url, user)).fetch(`/api/organisations/${organisation.id}`), 200);
    expect(team.members.map((m) => m.role)).toEqual(['owner', 'admin']);
  });
});

describe('leaving and closing an organisation', () => {
  it("a member and an admin leave themselves: the template no longer locks their cards, their team leads stay with the owner, and the owner is told; the owner cannot leave", async () => {
    const { owner, user, organisation } = await ownerWithOrganisation('הצוות שעוזבים');
    const member = await newMember(owner, organisation.id);
    const admin = await newMember(owner, organisation.id, 'admin');
    const card = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `leaves-${sequence}` })), 201);
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'הצוות בע"מ' }), 200);
    await leaveLead(card.slug, 'לקוח מהצוות');
    const names = new Map((await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200)).members.map((m) => [m.userId, m.displayName]));

    expect((await member.client.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`)).status).toBe(204);
    expect(await json<OrganisationList>(await member.client.fetch('/api/organisations'), 200)).toEqual({ items: [] });
    expect(await json<TeamLock>(await member.client.fetch('/api/team-template'), 200)).toEqual({ organisationName: null, template: {}, setsTemplate: false });
    const current = await json<Profile>(await member.client.fetch(`/api/profiles/${card.id}`), 200);
    expect(await json<Profile>(await member.client.send('PUT', `/api/profiles/${card.id}`, { ...current, company: 'העסק שלי' }), 200)).toMatchObject({ company: 'העסק שלי' });
    expect((await json<LeadList>(await member.client.fetch('/api/leads'), 200)).items).toEqual([]);
    expect((await json<LeadList>(await owner.fetch('/api/leads'), 200)).items.map((lead) => lead.name)).toEqual(['לקוח מהצוות']);
    expect((await admin.client.send('DELETE', `/api/organisations/${organisation.id}/members/${admin.userId}`)).status).toBe(204);

    const told = (await json<Notification[]>(await owner.fetch('/api/notifications'), 200)).filter((n) => n.kind === 'team_left');
    expect(told.map((n) => n.params)).toEqual([
      { memberName: names.get(admin.userId), organisationName: 'הצוות שעוזבים' },
      { memberName: names.get(member.userId), organisationName: 'הצוות שעוזבים' },
    ]);
    expect(told[0]!.title).toMatch(/עזב\/ה את הצוות$/);
    const ownerLeaves = await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${user.id}`);
    expect(ownerLeaves.status).toBe(403);
    expect(await ownerLeaves.json()).toMatchObject({ message: ORGANISATION_MESSAGES.ownerCloses });
    expect((await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200)).members.map((m) => m.role)).toEqual(['owner']);
  });

  it("a member who deletes their account leaves first: the leads their cards took on the team's time stay with the owner, who is told", async () => {
    const { owner, organisation } = await ownerWithOrganisation('הצוות שנשאר');
    const member = await newMember(owner, organisation.id);
    const card = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `deletes-${sequence}` })), 201);
    await leaveLead(card.slug, 'לקוח של חבר שמחק');

    expect((await member.client.send('DELETE', '/api/account', { password: 'team-secret-8' })).status).toBe(200);
    const kept = (await json<LeadList>(await owner.fetch('/api/leads'), 200)).items;
    expect(kept.map((lead) => [lead.name, lead.cardName])).toEqual([['לקוח של חבר שמחק', card.displayName]]);
    expect((await json<Organisation>(await owner.fetch(`/api/organisations/${organisation.id}`), 200)).members.map((m) => m.role)).toEqual(['owner']);
    expect((await bell(owner)).filter((n) => n.kind === 'team_left')).toHaveLength(1);
  });

  it("an address that refused a member's mail stays refused with the owner who takes its lead: removed, left, closed or deleted", async () => {
    const endings = {
      removed: (owner: TestClient, id: number, member: Awaited<ReturnType<typeof newMember>>) => owner.send('DELETE', `/api/organisations/${id}/members/${member.userId}`),
      left: (_owner: TestClient, id: number, member: Awaited<ReturnType<typeof newMember>>) => member.client.send('DELETE', `/api/organisations/${id}/members/${member.userId}`),
      closed: (owner: TestClient, id: number) => owner.send('DELETE', `/api/organisations/${id}`),
      deleted: (_owner: TestClient, _id: number, member: Awaited<ReturnType<typeof newMember>>) => member.client.send('DELETE', '/api/account', { password: 'team-secret-8' }),
    };
    for (const [ending, end] of Object.entries(endings)) {
      const { owner, organisation } = await ownerWithOrganisation(`צוות ${ending}`);
      const member = await newMember(owner, organisation.id);
      const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס עם מעקב', slug: `refusal-${ending}-${sequence}` });
      await json(await member.client.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: false, subject: 'שלום {name}', body: 'תודה', when: 'now', marketing: false }), 200);
      const email = `refused-${ending}-${sequence}@example.test`;
      await leaveLead(card.slug, 'לקוחה שסירבה', { email });
      // The address refuses the member's mail (its mail's one-click link).
      await server.services.leadMail.refuse(member.userId, email);

      expect((await end(owner, organisation.id, member)).status, ending).toBeLessThan(300);

      const [lead] = (await json<LeadList>(await owner.fetch('/api/leads'), 200)).items;
      expect(lead, ending).toMatchObject({ name: 'לקוחה שסירבה', mailRefusedAt: expect.any(String) });
      // The owner sends the card's follow-up by hand (a deleted account's card went with it, and its follow-up).
      if (ending === 'deleted') continue;
      const byHand = await owner.send('POST', `/api/leads/${lead!.id}/follow-up`);
      expect(byHand.status, ending).toBe(409);
      expect(await byHand.json(), ending).toMatchObject({ code: 'mail_refused' });
    }
  });

  it("the mails to a member's lead go with it to the owner: its history stays after the member deletes their account, and a refusal of the owner's mail stops the follow-up still waiting", async () => {
    for (const ending of ['left', 'deleted'] as const) {
      const { owner, user, organisation } = await ownerWithOrganisation(`צוות המיילים ${ending}`);
      const member = await newMember(owner, organisation.id);
      const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס עם מעקב בבוקר', slug: `mails-${ending}-${sequence}` });
      await json(await member.client.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: 'שלום {name}', body: 'נדבר מחר', when: 'next-morning', marketing: false }), 200);
      const email = `carried-mails-${ending}-${sequence}@example.test`;
      await leaveLead(card.slug, 'לקוח עם היסטוריה', { email, sendCard: true });
      await server.services.leadMailWorker.sendDue();

      const out = ending === 'left' ? member.client.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`) : member.client.send('DELETE', '/api/account', { password: 'team-secret-8' });
      expect((await out).status).toBeLessThan(300);
      const [lead] = (await json<LeadList>(await owner.fetch('/api/leads'), 200)).items;
      const mailsOf = async () => (await json<LeadDetail>(await owner.fetch(`/api/leads/${lead!.id}`), 200)).timeline.flatMap((entry) => (entry.type === 'mail' ? [[entry.mail.kind, entry.mail.status]] : []));
      expect(await mailsOf(), ending).toEqual([
        ['card', 'sent'],
        ['follow_up', 'pending'],
      ]);
      // The address refuses the owner's mail (the link of a mail the owner sent it): nothing more goes to it, the waiting follow-up neither.
      await server.services.leadMail.refuse(user.id, email);
      expect(await mailsOf(), ending).toEqual([
        ['card', 'sent'],
        ['follow_up', 'refused'],
      ]);
    }
  });

  it("the refusal link of a member's mail, opened after they left, refuses the owner who holds the lead now; after they deleted their account it still answers", async () => {
    for (const ending of ['left', 'deleted'] as const) {
      const { owner, organisation } = await ownerWithOrganisation(`צוות ${ending}`);
      const member = await newMember(owner, organisation.id);
      const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס ששלח', slug: `link-${ending}-${sequence}` });
      await json(await member.client.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: false, subject: 'שלום {name}', body: 'תודה', when: 'now', marketing: false }), 200);
      const email = `late-refusal-${ending}-${sequence}@example.test`;
      await leaveLead(card.slug, 'לקוח שביקש כרטיס', { email, sendCard: true });
      await server.services.leadMailWorker.sendDue();
      const [cardMail] = await mailsTo(server.config.dataDir, email);
      const refuseLink = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(cardMail!.text!)![0];

      const out = ending === 'left' ? member.client.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`) : member.client.send('DELETE', '/api/account', { password: 'team-secret-8' });
      expect((await out).status).toBeLessThan(300);
      const refused = await fetch(refuseLink, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(refused.status, ending).toBe(200);

      if (ending === 'deleted') continue;
      const [lead] = (await json<LeadList>(await owner.fetch('/api/leads'), 200)).items;
      expect(lead).toMatchObject({ name: 'לקוח שביקש כרטיס', mailRefusedAt: expect.any(String) });
      const byHand = await owner.send('POST', `/api/leads/${lead!.id}/follow-up`);
      expect(byHand.status).toBe(409);
      expect(await byHand.json()).toMatchObject({ code: 'mail_refused' });
    }
  });

  it("the details link of a member's mail, opened after they left, shows the lead the owner now holds and deletes it, and the owner is told", async () => {
    const { owner, organisation } = await ownerWithOrganisation('צוות הפרטים');
    const member = await newMember(owner, organisation.id);
    const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס של חבר', slug: `details-${sequence}` });
    const email = `details-after-${sequence}@example.test`;
    await leaveLead(card.slug, 'מבקרת עם זכויות', { email, sendCard: true });
    await server.services.leadMailWorker.sendDue();
    const [cardMail] = await mailsTo(server.config.dataDir, email);
    const detailsLink = /https?:\/\/\S+\/my-details\?token=\S+/.exec(cardMail!.text!)![0];
    expect((await member.client.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`)).status).toBe(204);

    expect(await (await fetch(detailsLink)).text()).toContain('מבקרת עם זכויות');
    const token = new URL(detailsLink).searchParams.get('token')!;
    const deleted = await fetch(`${server.url}/my-details`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, action: 'delete' }).toString() });
    expect(deleted.status).toBe(200);
    expect((await json<LeadList>(await owner.fetch('/api/leads'), 200)).items).toEqual([]);
    expect((await bell(owner)).map((n) => n.kind)).toContain('lead_deleted');
    // The member's bell no longer names her either.
    expect(JSON.stringify(await bell(member.client))).not.toContain('מבקרת עם זכויות');
    expect((await bell(member.client)).map((n) => n.kind)).not.toContain('lead_deleted');
  });

  it('a member removed by its owner or an admin is told in the bell, in their own language, and their devices are pushed; one who leaves is not told so', async () => {
    const { owner, organisation } = await ownerWithOrganisation('הצוות שמסיר');
    const admin = await newMember(owner, organisation.id, 'admin');
    const removedByOwner = await newMember(owner, organisation.id);
    const removedByAdmin = await newMember(owner, organisation.id);
    const leaving = await newMember(owner, organisation.id);
    await server.query.updateTable('users').set({ locale: 'en' }).where('id', '=', removedByAdmin.userId).execute();
    // A device of the member's that asked to be told: every notice of the bell is pushed to it.
    const { id: device } = await server.query
      .insertInto('push_subscriptions')
      .values({ user_id: removedByOwner.userId, endpoint: `https://push.example.test/${sequence}`, p256dh: 'key', auth: 'auth', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}/members/${removedByOwner.userId}`)).status).toBe(204);
    expect((await admin.client.send('DELETE', `/api/organisations/${organisation.id}/members/${removedByAdmin.userId}`)).status).toBe(204);
    expect((await leaving.client.send('DELETE', `/api/organisations/${organisation.id}/members/${leaving.userId}`)).status).toBe(204);

    const [told] = await bell(removedByOwner.client);
    expect(told).toMatchObject({
      kind: 'team_removed',
      params: { organisationName: 'הצוות שמסיר' },
      title: 'הוסרת מהצוות "הצוות שמסיר"',
      content: expect.stringContaining('הכרטיסים שלך נשארו בחשבון שלך'),
      isRead: false,
    });
    expect(await server.query.selectFrom('push_queue').select('notification_id').where('subscription_id', '=', device).execute()).toEqual([{ notification_id: told!.id }]);
    // An account in English reads it in English, in the bell and on its phone (which say a notice alike).
    const [toldInEnglish] = await bell(removedByAdmin.client);
    expect(toldInEnglish).toMatchObject({ kind: 'team_removed', params: { organisationName: 'הצוות שמסיר' } });
    expect(notificationTexts(toldInEnglish!, 'en', english)).toEqual({
      title: 'You were removed from הצוות שמסיר',
      content: expect.stringContaining('Your cards stay in your account'),
    });
    // One who left chose to: the owner is told of it, and they are told nothing.
    expect((await bell(leaving.client)).filter((n) => n.kind === 'team_removed')).toEqual([]);
    expect((await bell(owner)).map((n) => n.kind)).toEqual(['team_left']);
  });

  it('its owner closes it: every member is out and told, their cards unlocked, their team leads with the owner; admins and members cannot close it', async () => {
    const { owner, organisation } = await ownerWithOrganisation('הצוות שנסגר');
    const member = await newMember(owner, organisation.id);
    const admin = await newMember(owner, organisation.id, 'admin');
    const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס בצוות שנסגר', slug: `closing-${sequence}` });
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'הצוות בע"מ' }), 200);
    await leaveLead(card.slug, 'לקוח של צוות שנסגר');
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email: `never-joins-${sequence}@example.test`, role: 'member' }), 201);

    const byAdmin = await admin.client.send('DELETE', `/api/organisations/${organisation.id}`);
    expect(byAdmin.status).toBe(403);
    expect(await byAdmin.json()).toMatchObject({ message: ORGANISATION_MESSAGES.ownerOnly });
    expect((await member.client.send('DELETE', `/api/organisations/${organisation.id}`)).status).toBe(403);
    expect((await owner.send('DELETE', `/api/organisations/${organisation.id}`)).status).toBe(204);

    expect((await owner.fetch(`/api/organisations/${organisation.id}`)).status).toBe(404);
    for (const client of [owner, member.client, admin.client]) expect(await json<OrganisationList>(await client.fetch('/api/organisations'), 200)).toEqual({ items: [] });
    expect(await json<TeamLock>(await member.client.fetch('/api/team-template'), 200)).toEqual({ organisationName: null, template: {}, setsTemplate: false });
    expect((await json<LeadList>(await owner.fetch('/api/leads'), 200)).items.map((lead) => lead.name)).toEqual(['לקוח של צוות שנסגר']);
    for (const client of [member.client, admin.client]) {
      const told = (await json<Notification[]>(await client.fetch('/api/notifications'), 200)).filter((n) => n.kind === 'team_closed');
      expect(told).toMatchObject([{ title: 'הצוות "הצוות שנסגר" נסגר', params: { organisationName: 'הצוות שנסגר' } }]);
    }
    // The owner may start another.
    await json(await owner.send('POST', '/api/organisations', { name: 'צוות חדש' }), 201);
  });

  it('its owner deletes their account: every member is told the team closed, and keeps their cards and the leads they took', async () => {
    const { owner, user, organisation } = await ownerWithOrganisation('הצוות של מי שמחק');
    const member = await newMember(owner, organisation.id);
    const admin = await newMember(owner, organisation.id, 'admin');
    const card = await buildCard(server.query, member.userId, { displayName: 'כרטיס שנשאר', slug: `owner-deleted-${sequence}` });
    await leaveLead(card.slug, 'לקוח של חבר');

    expect((await owner.send('DELETE', '/api/account', { password: user.password })).status).toBe(200);

    for (const client of [member.client, admin.client]) {
      expect(await json<OrganisationList>(await client.fetch('/api/organisations'), 200)).toEqual({ items: [] });
      const told = (await bell(client)).filter((n) => n.kind === 'team_closed');
      expect(told).toMatchObject([{ title: 'הצוות "הצוות של מי שמחק" נסגר', params: { organisationName: 'הצוות של מי שמחק' } }]);
    }
    expect((await json<LeadList>(await member.client.fetch('/api/leads'), 200)).items.map((lead) => lead.name)).toEqual(['לקוח של חבר']);
    expect((await member.client.fetch(`/api/profiles/${card.id}`)).status).toBe(200);
  });

  it('an organisation whose seats are paid for with the team plan is not closed: 409 with the notice', async () => {
    const { client: owner, user } = await signedInClient(server, { displayName: 'בעלים משלם' });
    await buildSubscription(server.query, user.id, 'team', { seats: 5, billingCycle: 'monthly' });
    const organisation = await json<Organisation>(await owner.send('POST', '/api/organisations', { name: 'צוות בתשלום' }), 201);
    const refused = await owner.send('DELETE', `/api/organisations/${organisation.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'team_plan_paid', message: ORGANISATION_MESSAGES.closePaidSeats });
    expect((await owner.fetch(`/api/organisations/${organisation.id}`)).status).toBe(200);
  });
});

/** A CSV header line of these cells. */
const header = (cells: readonly string[]) => cells.join(',');

describe('downloads in the language of the screen they are asked from', () => {
  it("writes the team's, the statistics' and the leads' CSV in the language the app names, else the account's; refuses another", async () => {
    const { owner, user, organisation } = await ownerWithOrganisation();
    const card = await buildCard(server.query, user.id, { displayName: 'כרטיס הייצוא', slug: `export-${sequence}` });
    await leaveLead(card.slug, 'לקוח הייצוא');
    const text = async (path: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await owner.fetch(path)).arrayBuffer());
    const firstLine = async (path: string) => (await text(path)).split('\r\n')[0]!.replace(/^\uFEFF/, '');

    const team = `/api/organisations/${organisation.id}/leads/export.csv`;
    expect(await firstLine(team)).toBe(header(LEADS_CSV_TEXTS.he.teamHeader));
    expect(await firstLine(`${team}?lang=en`)).toBe(header(LEADS_CSV_TEXTS.en.teamHeader));
    expect(await firstLine('/api/leads/export.csv?lang=en')).toBe(header(LEADS_CSV_TEXTS.en.header));
    expect(await firstLine('/api/leads/export.csv?status=new&lang=he')).toBe(header(LEADS_CSV_TEXTS.he.header));
    for (const stats of ['/api/stats/export.csv?days=7', `/api/profiles/${card.id}/stats/export.csv?days=7`]) {
      expect(await text(`${stats}&lang=en`)).toContain(STATS_CSV_TEXTS.en.titles.day);
      expect(await text(stats)).toContain(STATS_CSV_TEXTS.he.titles.day);
    }
    expect((await owner.fetch(`${team}?lang=fr`)).status).toBe(400);
  });
});

/** Uploads a picture as the client's account, for `purpose`; its address. */
async function uploadPicture(client: TestClient, purpose: 'cover' | 'gallery'): Promise<string> {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([new Uint8Array(await png(320, 120, '#0f766e'))], { type: 'image/png' }), 'logo.png');
  const response = await client.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken() } });
  return (await json<UploadResult>(response, 201)).url;
}

describe('the team template', () => {
  it("sets colours, design, logo, cover and company on every member's card, now and on joining, and the public card shows them", async () => {
    const { owner, organisation } = await ownerWithOrganisation('אור הצוות');
    const member = await newMember(owner, organisation.id);
    const before = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `tmember-${sequence}`, company: 'שלי', primaryColor: '#111111' })), 201);

    const logo = await uploadPicture(owner, 'gallery');
    const cover = await uploadPicture(owner, 'cover');
    const template = { template: 'bold', primaryColor: '#0F766E', backgroundColor: '#f0fdfa', logo, cover, company: 'אור בע"מ' } as const;
    const saved = await json<Organisation>(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, template), 200);
    expect(saved.template).toEqual({ ...template, primaryColor: '#0f766e' });

    const after = await json<Profile>(await member.client.fetch(`/api/profiles/${before.id}`), 200);
    expect(after).toMatchObject({ template: 'bold', primaryColor: '#0f766e', backgroundColor: '#f0fdfa', logo, cover, company: 'אור בע"מ', version: before.version + 1 });
    const page = await (await fetch(`${server.url}/p/${before.slug}`)).text();
    expect(page).toContain('אור בע&quot;מ');
    expect(page).toContain(`class="kc-logo" src="${logo}"`);

    // A member who joins later gets the look on the cards they have, and a new card starts in it.
    const late = await signedInClient(server, { trialEndsAt: inTwoWeeks(), email: `late-${sequence}@example.test` });
    const lateCard = await json<Profile>(await late.client.send('POST', '/api/profiles', cardInput({ slug: `late-${sequence}` })), 201);
    await json(await owner.send('POST', `/api/organisations/${organisation.id}/invitations`, { email: late.user.email }), 201);
    await json(await late.client.send('POST', '/api/invitations/accept', { token: await invitationToken(late.user.email) }), 200);
    expect(await json<Profile>(await late.client.fetch(`/api/profiles/${lateCard.id}`), 200)).toMatchObject({ company: 'אור בע"מ', logo });
    expect(await json<TeamLock>(await late.client.fetch('/api/team-template'), 200)).toEqual({ organisationName: 'אור הצוות', template: saved.template, setsTemplate: false });
    const fresh = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `fresh-${sequence}`, company: 'אחרת' })), 201);
    expect(fresh).toMatchObject({ company: 'אור בע"מ', primaryColor: '#0f766e', cover });
  });

  it("keeps the team's logo and cover on the card of a member who left, after the template changes them and after its owner's account goes", async () => {
    const { owner, user, organisation } = await ownerWithOrganisation('צוות התמונות');
    const member = await newMember(owner, organisation.id);
    const card = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `kept-pictures-${sequence}` })), 201);
    const logo = await uploadPicture(owner, 'gallery');
    const cover = await uploadPicture(owner, 'cover');
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { logo, cover }), 200);
    expect((await member.client.send('DELETE', `/api/organisations/${organisation.id}/members/${member.userId}`)).status).toBe(204);

    // The team takes other pictures, and its owner saves a card: the owner's unused pictures are swept.
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { logo: await uploadPicture(owner, 'gallery'), cover: await uploadPicture(owner, 'cover') }), 200);
    await json(await owner.send('POST', '/api/profiles', cardInput({ slug: `owner-saves-${sequence}` })), 201);
    expect(await json<Profile>(await member.client.fetch(`/api/profiles/${card.id}`), 200)).toMatchObject({ logo, cover });
    for (const picture of [logo, cover]) expect((await fetch(`${server.url}${picture}`)).status, picture).toBe(200);

    // The owner's account goes; the pictures the member's card shows stay.
    expect((await owner.send('DELETE', '/api/account', { password: user.password })).status).toBe(200);
    for (const picture of [logo, cover]) expect((await fetch(`${server.url}${picture}`)).status, picture).toBe(200);
  });

  it('refuses a member\'s save that changes a locked field, and takes one that keeps them', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const member = await newMember(owner, organisation.id);
    const card = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `locked-${sequence}` })), 201);
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'הצוות בע"מ', primaryColor: '#7c3aed' }), 200);
    const current = await json<Profile>(await member.client.fetch(`/api/profiles/${card.id}`), 200);

    const changed = await member.client.send('PUT', `/api/profiles/${card.id}`, { ...current, company: 'העסק שלי', primaryColor: '#000000' });
    expect(changed.status).toBe(403);
    expect(await changed.json()).toMatchObject({
      code: 'template_locked',
      message: ORGANISATION_MESSAGES.templateLocked,
      details: [
        { path: 'primaryColor', message: ORGANISATION_MESSAGES.templateLocked },
        { path: 'company', message: ORGANISATION_MESSAGES.templateLocked },
      ],
    });
    const kept = await json<Profile>(await member.client.send('PUT', `/api/profiles/${card.id}`, { ...current, title: 'מעצבת' }), 200);
    expect(kept).toMatchObject({ title: 'מעצבת', company: 'הצוות בע"מ' });
    // Outside an organisation nothing is locked.
    expect(await json<TeamLock>(await (await signedInClient(server)).client.fetch('/api/team-template'), 200)).toEqual({ organisationName: null, template: {}, setsTemplate: false });
  });

  it('gives every version of its members’ cards the team’s company: written over on the template’s save, refused on a member’s, left empty on a new card', async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const member = await newMember(owner, organisation.id);
    const english = { language: 'en', displayName: 'Noa', company: 'My Own Studio' } as const;
    const card = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `versioned-${sequence}`, translations: [english] })), 201);
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'הצוות בע"מ' }), 200);
    const current = await json<Profile>(await member.client.fetch(`/api/profiles/${card.id}`), 200);
    expect(current.translations[0]).toMatchObject({ displayName: 'Noa', company: '' });
    expect(await (await fetch(`${server.url}/p/${card.slug}?lang=en`)).text()).toContain('הצוות בע&quot;מ');

    const changed = await member.client.send('PUT', `/api/profiles/${card.id}`, { ...current, translations: [english] });
    expect(changed.status).toBe(403);
    expect(await changed.json()).toMatchObject({ code: 'template_locked', details: [{ path: 'translations.0.company', message: ORGANISATION_MESSAGES.templateLocked }] });
    sequence += 1;
    const fresh = await json<Profile>(await member.client.send('POST', '/api/profiles', cardInput({ slug: `versioned-${sequence}`, translations: [english] })), 201);
    expect(fresh.translations[0]).toMatchObject({ displayName: 'Noa', company: '' });
  });

  it('sends its owner and admins who change a locked field on their own card to the team template', async () => {
    const { owner, organisation } = await ownerWithOrganisation('הצוות של התבנית');
    const admin = await newMember(owner, organisation.id, 'admin');
    await json(await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'הצוות בע"מ' }), 200);
    for (const client of [owner, admin.client]) {
      expect(await json<TeamLock>(await client.fetch('/api/team-template'), 200)).toEqual({ organisationName: 'הצוות של התבנית', template: { company: 'הצוות בע"מ' }, setsTemplate: true });
      sequence += 1;
      const card = await json<Profile>(await client.send('POST', '/api/profiles', cardInput({ slug: `setter-${sequence}` })), 201);
      const changed = await client.send('PUT', `/api/profiles/${card.id}`, { ...card, company: 'העסק שלי' });
      expect(changed.status).toBe(403);
      expect(await changed.json()).toMatchObject({
        code: 'template_locked',
        message: ORGANISATION_MESSAGES.templateLockedChangeThere,
        details: [{ path: 'company', message: ORGANISATION_MESSAGES.templateLockedChangeThere }],
      });
    }
  });

  it("refuses a template picture that is not its setter's upload, and a plain member's template", async () => {
    const { owner, organisation } = await ownerWithOrganisation();
    const member = await newMember(owner, organisation.id);
    const someoneElses = await uploadPicture(member.client, 'gallery');
    const refused = await owner.send('PUT', `/api/organisations/${organisation.id}/template`, { logo: someoneElses });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ details: [{ path: 'logo' }] });
    expect((await member.client.send('PUT', `/api/organisations/${organisation.id}/template`, { company: 'שלי' })).status).toBe(403);
  });
});
