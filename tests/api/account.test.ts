import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDemo, restoreDemoContent } from '../../api/account/demo';
import type { ParsedMail } from 'mailparser';
import { ACCOUNT_MESSAGES, EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MAILS_PER_DAY, EMAIL_CHANGE_MESSAGES, updateAccountSchema } from '../../shared/contract/account';
import { AUTH_MESSAGES, DEMO_READ_ONLY_MESSAGE } from '../../shared/contract/auth';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { LEAD_CONSENT_TEXT } from '../../shared/contract/leads';
import type { UploadResult } from '../../shared/contract/profiles';
import type { WebhookCreated } from '../../shared/contract/webhooks';
import { leadsRepo } from '../../api/leads/repo';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { TestClient, json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn, signedInClient } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { buildCard } from '../fixtures/cards';
import { png } from '../fixtures/images';
import { buildPhysicalCard } from '../fixtures/physical-cards';
import { linkIn, mailsTo, registerThroughMail, withoutSignInNotices } from '../helpers/mail';
import { row, rows, run, sql } from '../helpers/sql';

const DAY_MS = 86_400_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function status(client: TestClient, path = '/api/auth/current-user'): Promise<number> {
  return (await client.fetch(path)).status;
}

async function bearerStatus(token: string): Promise<number> {
  return (await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

function userRow(id: number): Promise<Record<string, unknown> | undefined> {
  return row(server.query, sql`SELECT * FROM users WHERE id = ${id}`);
}

describe('GET /api/account', () => {
  it('shows a new account in its 14-day trial', async () => {
    const client = new TestClient(server.url);
    const register = await registerThroughMail(client, server.config.dataDir, { username: 'trial.user', email: 'trial@example.test', password: 'tzimmes-17' });
    expect(register.status).toBe(201);
    client.resetCsrf();
    const response = await client.fetch('/api/account');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { user: { id: number }; trialEndsAt: string; createdAt: string };
    expect(body).toEqual({
      user: { id: body.user.id, username: 'trial.user', displayName: 'trial.user', email: 'trial@example.test', userRole: 'user', unreadSupportMessages: 0, locale: 'he' },
      locale: 'he',
      trialEndsAt: body.trialEndsAt,
      createdAt: body.createdAt,
      hasPassword: true,
      googleLinked: false,
      googleAvailable: false,
      googleConfirmedUntil: null,
      isDemo: false,
      leadRetentionMonths: 24,
      leadDigest: true,
      plan: { name: 'בסיסי', en: { name: 'Basic' }, ar: { name: 'أساسي' }, ru: { name: 'Базовый' }, productId: null, packageType: 'basic', billingCycle: null, status: 'trial', trialDaysLeft: 14, periodEnd: body.trialEndsAt },
      pendingEmail: null,
    });
    expect(Date.parse(body.trialEndsAt) - Date.parse(body.createdAt)).toBe(14 * DAY_MS);
  });

  it('counts trial days left rounding up, and shows the free plan once the trial is over', async () => {
    const trial = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 2.5 * DAY_MS).toISOString() });
    expect(((await (await trial.client.fetch('/api/account')).json()) as { plan: unknown }).plan).toMatchObject({ status: 'trial', trialDaysLeft: 3 });
    const expired = await signedInClient(server, { trialEndsAt: new Date(Date.now() - DAY_MS).toISOString() });
    expect(((await (await expired.client.fetch('/api/account')).json()) as { plan: unknown }).plan).toEqual({
      name: 'בסיסי',
      en: { name: 'Basic' },
      ar: { name: 'أساسي' },
      ru: { name: 'Базовый' },
      productId: null,
      packageType: 'basic',
      billingCycle: null,
      status: 'basic',
      trialDaysLeft: 0,
      periodEnd: null,
    });
  });

  it('shows an active paid plan in every language with its billing cycle and period end', async () => {
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const body = (await (await client.fetch('/api/account')).json()) as { plan: { periodEnd: string }; isDemo: boolean };
    const paidPlan = await row(server.query, sql`SELECT id FROM products WHERE seed_key = 'pro'`) as { id: number };
    expect(body.isDemo).toBe(true);
    expect(body.plan).toEqual({
      name: 'מקצועי',
      en: { name: 'Pro' },
      ar: { name: 'احترافي' },
      ru: { name: 'Профи' },
      productId: paidPlan.id,
      packageType: 'annual',
      billingCycle: 'yearly',
      status: 'active',
      trialDaysLeft: 0,
      periodEnd: body.plan.periodEnd,
    });
    expect(Date.parse(body.plan.periodEnd)).toBeGreaterThan(Date.now() + 300 * DAY_MS);
  });

  it('answers 401 signed out', async () => {
    const response = await new TestClient(server.url).fetch('/api/account');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: STATUS_MESSAGES[401], code: 'unauthorized' });
  });
});

describe('PATCH /api/account', () => {
  it('changes display name, username and locale and answers the account', async () => {
    const { user, client } = await signedInClient(server);
    const response = await client.send('PATCH', '/api/account', { displayName: '  דנה כהן  ', username: 'dana.cohen', locale: 'en' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { id: user.id, username: 'dana.cohen', displayName: 'דנה כהן' },
      locale: 'en',
    });
    expect(await userRow(user.id)).toMatchObject({ username: 'dana.cohen', display_name: 'דנה כהן', locale: 'en' });
  });

  it('keeps Arabic and Russian as an account language, and refuses a language the app does not speak with the Hebrew message', async () => {
    const { user, client } = await signedInClient(server);
    for (const locale of ['ar', 'ru'] as const) {
      expect(await json(await client.send('PATCH', '/api/account', { locale }), 200)).toMatchObject({ locale });
      expect(await userRow(user.id)).toMatchObject({ locale });
    }
    const refused = await client.send('PATCH', '/api/account', { locale: 'fr' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/[\u0590-\u05FF]/);
    expect(await userRow(user.id)).toMatchObject({ locale: 'ru' });
  });

  it('accepts the CSRF token as the _csrf body field the app adds to object bodies', async () => {
    const { client } = await signedInClient(server);
    const token = await client.csrfToken();
    const response = await client.fetch('/api/account', { method: 'PATCH', json: { displayName: 'עם טוקן', _csrf: token } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { displayName: 'עם טוקן' } });
  });

  it('refuses a username another account has, in any letter case', async () => {
    const other = await buildUser(server.query, { username: 'Occupied' });
    const { user, client } = await signedInClient(server);
    const response = await client.send('PATCH', '/api/account', { username: 'occupied' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: 'username_taken' });
    expect((await userRow(user.id))!.username).toBe(user.username);
    expect((await userRow(other.id))!.username).toBe('Occupied');
  });

  it('lets a user change only the letter case of their own username', async () => {
    const { user, client } = await signedInClient(server, { username: 'lower.case' });
    const response = await client.send('PATCH', '/api/account', { username: 'Lower.Case' });
    expect(response.status).toBe(200);
    expect((await userRow(user.id))!.username).toBe('Lower.Case');
  });

  it('keeps out of the display name the characters that hide or reorder it, and refuses a name made of nothing else', async () => {
    const { user, client } = await signedInClient(server);
    const saved = await client.send('PATCH', '/api/account', { displayName: '\u202Eדנה\u0000 לוי\u0007' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ user: { displayName: 'דנה לוי' } });
    expect((await userRow(user.id))!.display_name).toBe('דנה לוי');
    // One line: mails name the account inside their sentences.
    expect(await json(await client.send('PATCH', '/api/account', { displayName: 'דנה\r\n\nלוי\t' }), 200)).toMatchObject({ user: { displayName: 'דנה לוי' } });
    const hidden = await client.send('PATCH', '/api/account', { displayName: '\u0000\u001B\u2066' });
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({ message: ACCOUNT_MESSAGES.displayNameRequired, code: 'validation_failed' });
  });

  it('lets an account keep a reserved username it has: saving its details unchanged is no refusal, taking another one is', async () => {
    const { user, client } = await signedInClient(server, { username: 'Support' });
    const saved = await client.send('PATCH', '/api/account', { displayName: 'צוות התמיכה', username: 'Support', locale: 'he' });
    expect(saved.status).toBe(200);
    expect(await client.send('PATCH', '/api/account', { username: 'support' }).then((response) => response.status)).toBe(200);
    const other = await client.send('PATCH', '/api/account', { username: 'admin' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ message: AUTH_MESSAGES.usernameReserved, code: 'validation_failed', details: [{ path: 'username', message: AUTH_MESSAGES.usernameReserved }] });
    expect((await userRow(user.id))!.username).toBe('support');
  });

  it.each([
    [{ username: 'no spaces' }, AUTH_MESSAGES.usernameChars],
    [{ username: 'demo' }, AUTH_MESSAGES.usernameReserved],
    [{ displayName: 'א'.repeat(61) }, ACCOUNT_MESSAGES.displayNameMax],
    [{ displayName: '   ' }, ACCOUNT_MESSAGES.displayNameRequired],
    [{ email: 'sneaky@example.test' }, undefined],
  ])('refuses %j with 400', async (input, message) => {
    const { client } = await signedInClient(server);
    const response = await client.send('PATCH', '/api/account', input);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string };
    expect(body.code).toBe('validation_failed');
    if (message) expect(body.message).toBe(message);
  });
});

/** The newest mail to `address` whose link opens `path`, and the token of that link. */
async function linkMailTo(address: string, path: string): Promise<{ mail: ParsedMail; token: string }> {
  const mail = (await mailsTo(server.config.dataDir, address)).filter((m) => linkIn(m).includes(`${path}?`)).at(-1);
  if (!mail) throw new Error(`no mail to ${address} with a link to ${path}`);
  return { mail, token: new URL(linkIn(mail)).searchParams.get('token')! };
}

/** Opens the link of a change of address, as its page does, from a browser that is not signed in. */
const openChangeLink = (token: string) => new TestClient(server.url).send('POST', '/api/account/email/confirm', { token });

async function expectLinkInvalid(token: string): Promise<void> {
  const response = await openChangeLink(token);
  expect(response.status).toBe(410);
  expect(await response.json()).toEqual({ code: 'email_change_invalid', message: EMAIL_CHANGE_MESSAGES.invalid });
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await new TestClient(server.url).send('POST', '/api/auth/login', { email, password })).status;
}

describe('changing the email address', () => {
  it('mails the new address a link; the address changes only when it is opened, and the old address is told', async () => {
    const { user, client } = await signedInClient(server, { displayName: 'רונית' });
    const asked = await client.send('PUT', '/api/account/email', { email: 'New.Address@Example.TEST', currentPassword: user.password });
    expect(asked.status).toBe(202);
    const waiting = await asked.json();
    expect(waiting).toMatchObject({ user: { id: user.id, email: user.email }, pendingEmail: { email: 'new.address@example.test' } });
    expect(Date.parse(waiting.pendingEmail.expiresAt) - Date.now()).toBeGreaterThan((EMAIL_CHANGE_HOURS - 1) * 3_600_000);
    expect(await json(await client.fetch('/api/account'), 200)).toMatchObject({ pendingEmail: { email: 'new.address@example.test' } });
    const { mail, token } = await linkMailTo('new.address@example.test', '/confirm-email');
    expect(mail.subject).toBe('אישור כתובת המייל החדשה בכרטיס');
    expect(mail.text).toContain('שלום רונית,');
    expect(mail.html).toContain('lang="he" dir="rtl"');
    // Until the link is opened, the account signs in with its old address only.
    expect(await loginStatus('new.address@example.test', user.password)).toBe(401);
    expect(await loginStatus(user.email, user.password)).toBe(200);
    expect(withoutSignInNotices(await mailsTo(server.config.dataDir, user.email))).toEqual([]);

    expect(await json(await openChangeLink(token), 200)).toEqual({ message: EMAIL_CHANGE_MESSAGES.changed, email: 'new.address@example.test' });
    expect(await loginStatus('new.address@example.test', user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await json(await client.fetch('/api/account'), 200)).toMatchObject({ user: { email: 'new.address@example.test' }, pendingEmail: null });
    const [notice] = withoutSignInNotices(await mailsTo(server.config.dataDir, user.email));
    expect(notice!.subject).toBe('כתובת המייל של החשבון שלך בכרטיס שונתה');
    expect(notice!.text).toContain('new.address@example.test');
    expect(linkIn(notice!)).toMatch(/\/contact\?lang=he$/);
    // The link works once.
    await expectLinkInvalid(token);
  });

  it('mails an Arabic account in Arabic, right to left, and a Russian one in Russian', async () => {
    const arabic = await signedInClient(server, { locale: 'ar', displayName: 'رنا' });
    expect((await arabic.client.send('PUT', '/api/account/email', { email: `arabic-${arabic.user.id}@example.test`, currentPassword: arabic.user.password })).status).toBe(202);
    const { mail: inArabic } = await linkMailTo(`arabic-${arabic.user.id}@example.test`, '/confirm-email');
    expect(inArabic.text).toContain('رنا');
    expect(inArabic.subject).toMatch(/[\u0600-\u06FF]/);
    expect(`${inArabic.subject}${inArabic.text}`).not.toMatch(/[\u0590-\u05FF]/);
    expect(inArabic.html).toContain('lang="ar" dir="rtl"');
    // Its page opens in Arabic, also in a browser that never chose a language.
    expect(new URL(linkIn(inArabic)).searchParams.get('lang')).toBe('ar');

    const russian = await signedInClient(server, { locale: 'ru', displayName: 'Анна' });
    expect((await russian.client.send('PUT', '/api/account/email', { email: `russian-${russian.user.id}@example.test`, currentPassword: russian.user.password })).status).toBe(202);
    const { mail: inRussian } = await linkMailTo(`russian-${russian.user.id}@example.test`, '/confirm-email');
    expect(inRussian.text).toContain('Анна');
    expect(inRussian.subject).toMatch(/[\u0400-\u04FF]/);
    expect(`${inRussian.subject}${inRussian.text}`).not.toMatch(/[\u0590-\u05FF]/);
    expect(inRussian.html).toContain('lang="ru" dir="ltr"');
  });

  it("mails the new address and the old one in the account's language", async () => {
    const { user, client } = await signedInClient(server, { locale: 'en', displayName: 'Ron' });
    expect((await client.send('PUT', '/api/account/email', { email: `english-${user.id}@example.test`, currentPassword: user.password })).status).toBe(202);
    const { mail, token } = await linkMailTo(`english-${user.id}@example.test`, '/confirm-email');
    expect(mail.subject).toBe('Confirm your new Kartis email address');
    expect(mail.text).toContain('Hello Ron,');
    expect(mail.html).toContain('lang="en" dir="ltr"');
    await json(await openChangeLink(token), 200);
    const [notice] = await mailsTo(server.config.dataDir, user.email);
    expect(notice!.subject).toBe('The email address of your Kartis account was changed');
    expect(notice!.html).toContain('lang="en" dir="ltr"');
  });

  it('signs the account out everywhere else once the link is opened, keeping the session that asked', async () => {
    const { user, client, token } = await signedInClient(server);
    const elsewhere = await signIn(server.url, user);
    expect((await client.send('PUT', '/api/account/email', { email: `moved-${user.id}@example.test`, currentPassword: user.password })).status).toBe(202);
    expect(await status(elsewhere.client)).toBe(200);
    await json(await openChangeLink((await linkMailTo(`moved-${user.id}@example.test`, '/confirm-email')).token), 200);
    expect(await status(client)).toBe(200);
    expect(await bearerStatus(token)).toBe(200);
    expect(await status(elsewhere.client)).toBe(401);
    expect(await bearerStatus(elsewhere.token)).toBe(401);
  });

  it('asking again replaces the waiting change, cancelling closes its link, and a link expires', async () => {
    const { user, client } = await signedInClient(server);
    const change = async (email: string) => {
      expect((await client.send('PUT', '/api/account/email', { email, currentPassword: user.password })).status).toBe(202);
      return (await linkMailTo(email, '/confirm-email')).token;
    };
    const first = await change(`first-${user.id}@example.test`);
    const second = await change(`second-${user.id}@example.test`);
    await expectLinkInvalid(first);
    expect(await json(await client.send('DELETE', '/api/account/email-change'), 200)).toMatchObject({ user: { email: user.email }, pendingEmail: null });
    await expectLinkInvalid(second);

    const third = await change(`third-${user.id}@example.test`);
    await run(server.query, sql`UPDATE email_changes SET expires_at = ${new Date(Date.now() - 1000).toISOString()} WHERE user_id = ${user.id}`);
    expect(await json(await client.fetch('/api/account'), 200)).toMatchObject({ pendingEmail: null });
    await expectLinkInvalid(third);
    expect((await userRow(user.id))!.email).toBe(user.email);
  });

  it('a change asked from a session that the owner then signs out (a new password, "sign out everywhere else", that device) closes with it: its link no longer takes the account', async () => {
    const endings: [string, (owner: TestClient, user: { password: string }) => Promise<Response>][] = [
      ['a new password', (owner, user) => owner.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: 'brand-new-secret-9' })],
      ['every other device', (owner) => owner.send('POST', '/api/account/sessions/end-others')],
      [
        'that device',
        async (owner) => {
          const { sessions } = await json<{ sessions: { handle: string; current: boolean }[] }>(await owner.fetch('/api/account/sessions'), 200);
          return owner.send('DELETE', `/api/account/sessions/${sessions.find((session) => !session.current)!.handle}`);
        },
      ],
    ];
    for (const [ending, signOut] of endings) {
      const { user, client: owner } = await signedInClient(server);
      const intruder = await signIn(server.url, user);
      const address = `intruder-${user.id}@example.test`;
      expect((await intruder.client.send('PUT', '/api/account/email', { email: address, currentPassword: user.password })).status, ending).toBe(202);
      expect((await signOut(owner, user)).status, ending).toBe(200);
      expect(await json(await owner.fetch('/api/account'), 200), ending).toMatchObject({ pendingEmail: null });
      await expectLinkInvalid((await linkMailTo(address, '/confirm-email')).token);
      expect((await userRow(user.id))!.email, ending).toBe(user.email);
    }

    // The owner's own change, asked from the session they keep, still waits.
    const { user, client } = await signedInClient(server);
    await signIn(server.url, user);
    expect((await client.send('PUT', '/api/account/email', { email: `kept-${user.id}@example.test`, currentPassword: user.password })).status).toBe(202);
    expect((await client.send('POST', '/api/account/sessions/end-others')).status).toBe(200);
    expect((await client.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: 'brand-new-secret-9' })).status).toBe(200);
    await json(await openChangeLink((await linkMailTo(`kept-${user.id}@example.test`, '/confirm-email')).token), 200);
    expect((await userRow(user.id))!.email).toBe(`kept-${user.id}@example.test`);
  });

  it('fails clearly when the new address belongs to another account by the time the link is opened', async () => {
    const { user, client } = await signedInClient(server);
    const wanted = `wanted-${user.id}@example.test`;
    await client.send('PUT', '/api/account/email', { email: wanted, currentPassword: user.password });
    const { token } = await linkMailTo(wanted, '/confirm-email');
    await buildUser(server.query, { email: wanted });
    const refused = await openChangeLink(token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'email_taken', message: EMAIL_CHANGE_MESSAGES.takenMeanwhile });
    expect((await userRow(user.id))!.email).toBe(user.email);
  });

  it("a waiting change keeps no one out: the address's owner registers it, and invitations know the account by its old address", async () => {
    const { user, client } = await signedInClient(server);
    const squatted = `squatted-${user.id}@example.test`;
    await client.send('PUT', '/api/account/email', { email: squatted, currentPassword: user.password });
    const owner = new TestClient(server.url);
    expect((await registerThroughMail(owner, server.config.dataDir, { username: `realowner${user.id}`, email: squatted, password: 'tzimmes-17' })).status).toBe(201);

    const team = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 14 * DAY_MS).toISOString() });
    const { id } = await json<{ id: number }>(await team.client.send('POST', '/api/organisations', { name: 'צוות' }), 201);
    const pending = `pending-${user.id}@example.test`;
    await client.send('PUT', '/api/account/email', { email: pending, currentPassword: user.password });
    for (const email of [user.email, pending]) await json(await team.client.send('POST', `/api/organisations/${id}/invitations`, { email }), 201);
    const invitationTo = async (email: string) => new URL(linkIn((await mailsTo(server.config.dataDir, email)).find((m) => linkIn(m).includes('/join?'))!)).searchParams.get('token')!;
    expect(await json(await fetch(`${server.url}/api/invitations/${await invitationTo(pending)}`), 200)).toMatchObject({ hasAccount: false });
    expect((await client.send('POST', '/api/invitations/accept', { token: await invitationTo(pending) })).status).toBe(403);
    expect(await json(await fetch(`${server.url}/api/invitations/${await invitationTo(user.email)}`), 200)).toMatchObject({ hasAccount: true });
    expect((await client.send('POST', '/api/invitations/accept', { token: await invitationTo(user.email) })).status).toBe(200);
  });

  it(`sends at most ${EMAIL_CHANGE_MAILS_PER_DAY} links a day, then answers 429 and mails nothing`, async () => {
    const { user, client } = await signedInClient(server);
    const target = (n: number) => `often-${user.id}-${n}@example.test`;
    for (let n = 1; n <= EMAIL_CHANGE_MAILS_PER_DAY; n++) expect((await client.send('PUT', '/api/account/email', { email: target(n), currentPassword: user.password })).status).toBe(202);
    const refused = await client.send('PUT', '/api/account/email', { email: target(0), currentPassword: user.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(server.config.dataDir, target(0))).toEqual([]);
  });

  it('refuses a wrong current password with 400 (not 401: the session stays), and mails nothing', async () => {
    const { user, client } = await signedInClient(server);
    const response = await client.send('PUT', '/api/account/email', { email: `other-${user.id}@example.test`, currentPassword: 'not-my-password' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ACCOUNT_MESSAGES.wrongPassword,
      code: 'wrong_password',
      details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }],
    });
    expect(await mailsTo(server.config.dataDir, `other-${user.id}@example.test`)).toEqual([]);
  });

  it("refuses another account's address with 409, and the account's own with 400", async () => {
    const other = await buildUser(server.query);
    const { user, client } = await signedInClient(server);
    const taken = await client.send('PUT', '/api/account/email', { email: other.email.toUpperCase(), currentPassword: user.password });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, code: 'email_taken' });
    const same = await client.send('PUT', '/api/account/email', { email: user.email, currentPassword: user.password });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ details: [{ path: 'email', message: EMAIL_CHANGE_MESSAGES.unchanged }] });
  });

  it('answers 410 to a link that never was', async () => {
    await expectLinkInvalid('x'.repeat(43));
    const malformed = await openChangeLink('short');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: [{ path: 'token', message: EMAIL_CHANGE_MESSAGES.invalid }] });
  });
});

describe('PUT /api/account/password', () => {
  it('changes the password and ends every other session and token, keeping this one', async () => {
    const { user, client, token } = await signedInClient(server);
    const laptop = await signIn(server.url, user);
    const phone = await signIn(server.url, user);
    const bystander = await signedInClient(server);

    const response = await client.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: 'brand-new-secret-9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect(await status(client)).toBe(200);
    expect(await bearerStatus(token)).toBe(200);
    expect(await status(laptop.client)).toBe(401);
    expect(await bearerStatus(laptop.token)).toBe(401);
    expect(await status(phone.client)).toBe(401);
    expect(await bearerStatus(phone.token)).toBe(401);
    expect(await status(bystander.client)).toBe(200);

    const oldPassword = await new TestClient(server.url).send('POST', '/api/auth/login', { email: user.email, password: user.password });
    expect(oldPassword.status).toBe(401);
    expect((await signIn(server.url, { email: user.email, password: 'brand-new-secret-9' })).token).toBeTruthy();
    // The mailbox hears of the change, in the account's language, with the way to support if it was not its owner.
    const [notice, ...more] = withoutSignInNotices(await mailsTo(server.config.dataDir, user.email));
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('הסיסמה שלך בכרטיס שונתה');
    expect(notice!.text).toContain('הסיסמה של החשבון שלך בכרטיס שונתה עכשיו בהגדרות החשבון, והחשבון נותק מכל שאר המכשירים.');
    expect(new URL(linkIn(notice!)).pathname).toBe('/contact');
  });

  it('keeps the session it was changed from when that is a Bearer-only client', async () => {
    const { user, client, token } = await signedInClient(server);
    const response = await fetch(`${server.url}/api/account/password`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: user.password, newPassword: 'brand-new-secret-9' }),
    });
    expect(response.status).toBe(200);
    expect(await bearerStatus(token)).toBe(200);
    // The cookie of the same sign-in is the same session.
    expect(await status(client)).toBe(200);
  });

  it('refuses a wrong current password and a common new one with 400', async () => {
    const { user, client } = await signedInClient(server);
    const wrong = await client.send('PUT', '/api/account/password', { currentPassword: 'nope-nope', newPassword: 'brand-new-secret-9' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'wrong_password', message: ACCOUNT_MESSAGES.wrongPassword });
    const common = await client.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: 'qwerty123' });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      message: AUTH_MESSAGES.passwordCommon,
      code: 'password_common',
      details: [{ path: 'newPassword', message: AUTH_MESSAGES.passwordCommon }],
    });
    const short = await client.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: '123' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: AUTH_MESSAGES.passwordMin, code: 'validation_failed' });
    expect(withoutSignInNotices(await mailsTo(server.config.dataDir, user.email))).toEqual([]);
  });
});

describe('the demo account', () => {
  it('cannot change its email or password or delete itself', async () => {
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const attempts = [
      client.send('PUT', '/api/account/email', { email: 'mine@example.test', currentPassword: DEMO_ACCOUNT.password }),
      client.send('PUT', '/api/account/password', { currentPassword: DEMO_ACCOUNT.password, newPassword: 'taken-over-77' }),
      client.send('DELETE', '/api/account', { password: DEMO_ACCOUNT.password }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: DEMO_READ_ONLY_MESSAGE, code: 'demo_read_only' });
    }
    expect((await signIn(server.url, DEMO_ACCOUNT)).token).toBeTruthy();
  });

  it('saving its account details as they are gets the read-only notice: its own username passes the form\'s check', async () => {
    const details = { displayName: DEMO_ACCOUNT.displayName, username: DEMO_ACCOUNT.username, locale: 'he' };
    // The account page checks the form with the contract's schema before sending it.
    expect(updateAccountSchema.safeParse(details).success).toBe(true);
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const saved = await client.send('PATCH', '/api/account', details);
    expect(saved.status).toBe(403);
    expect(await saved.json()).toEqual({ message: DEMO_READ_ONLY_MESSAGE, code: 'demo_read_only' });
  });

  it('cannot rename itself; the restore puts back a change made any other way without signing anyone out', async () => {
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const edit = await client.send('PATCH', '/api/account', { displayName: 'Vandal', username: 'vandal', locale: 'en' });
    expect(edit.status).toBe(403);
    expect(await edit.json()).toEqual({ message: DEMO_READ_ONLY_MESSAGE, code: 'demo_read_only' });
    await run(server.query, sql`UPDATE users SET display_name = 'Vandal', username = 'vandal', locale = 'en' WHERE email = ${DEMO_ACCOUNT.email}`);
    expect(await restoreDemo(server.query)).toBe(true);
    const demo = await row(server.query, sql`SELECT username, display_name, locale FROM users WHERE email = ${DEMO_ACCOUNT.email}`);
    expect(demo).toEqual({ username: DEMO_ACCOUNT.username, display_name: DEMO_ACCOUNT.displayName, locale: 'he' });
    expect(await status(client)).toBe(200);
    expect(await restoreDemo(server.query)).toBe(false);
  });

  it('cannot write to support, and the restore clears a conversation left from before', async () => {
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const sent = await client.send('POST', '/api/messages', { content: 'הכתובת שלי: רחוב הרצל 1' });
    expect(sent.status).toBe(403);
    const demoId = (await row(server.query, sql`SELECT id FROM users WHERE is_demo = 1`) as { id: number }).id;
    await run(server.query, sql`INSERT INTO support_messages (user_id, sender_id, content, html, created_at) VALUES (${demoId}, ${demoId}, 'ישן', 'ישן', '2025-01-01T00:00:00.000Z')`);
    expect(await restoreDemoContent(server.query, server.services.files)).toBe(true);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM support_messages WHERE user_id = ${demoId}`)).toEqual({ n: 0 });
  });

  it('keeps its username out of reach while renamed', async () => {
    await run(server.query, sql`UPDATE users SET username = 'renamed.demo' WHERE email = ${DEMO_ACCOUNT.email}`);
    const squatter = await new TestClient(server.url).send('POST', '/api/auth/register', { username: 'Demo', email: 'squat@example.test', password: 'tzimmes-17' });
    expect(squatter.status).toBe(400);
    expect(await squatter.json()).toMatchObject({ message: AUTH_MESSAGES.usernameReserved });
    await restoreDemo(server.query);
    expect(await row(server.query, sql`SELECT username FROM users WHERE email = ${DEMO_ACCOUNT.email}`)).toEqual({ username: 'demo' });
  });
});

describe('GET /api/account/export', () => {
  it('downloads everything the account owns as a ZIP attachment, without the password hash, sessions or tokens', async () => {
    const { user, client, token } = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 10 * DAY_MS).toISOString() });
    const paidPlan = await row(server.query, sql`SELECT id FROM products WHERE seed_key = 'pro'`) as { id: number };
    await run(server.query, sql`INSERT INTO subscriptions (user_id, product_id, billing_cycle, status, current_period_end, created_at, updated_at)
        VALUES (${user.id}, ${paidPlan.id}, 'monthly', 'canceled', '2025-01-01T00:00:00.000Z', '2024-12-01T00:00:00.000Z', '2024-12-15T00:00:00.000Z')`);
    await run(server.query, sql`INSERT INTO notifications (user_id, title, content, is_read, created_at) VALUES (${user.id}, 'ברוכים הבאים', 'שלום!', 1, '2025-02-01T00:00:00.000Z')`);
    const report = await client.send('POST', '/api/errors/report', { errorType: 'TypeError', errorMessage: 'boom', errorDetails: 'at x', path: '/dashboard' });
    expect(report.status).toBe(204);
    const card = await buildCard(server.query, user.id, { slug: `export-${user.id}`, displayName: 'הכרטיס שלי' });
    const lead = await leadsRepo(server.query).insertOnce({
      userId: user.id,
      profileId: card.id,
      cardName: card.displayName,
      name: 'רון מזרחי',
      phone: '050-111-2233',
      email: 'ron@example.test',
      message: 'אשמח להצעת מחיר',
      consentText: LEAD_CONSENT_TEXT.he,
      idempotencyKey: 'export-lead-1',
      now: '2025-03-01T10:00:00.000Z',
    });
    const physicalCard = await buildPhysicalCard(server.query, { userId: user.id, profileId: card.id });
    const order = await client.send('POST', '/api/physical-cards/orders', {
      profileId: card.id,
      template: 'classic',
      primaryColor: '#0f766e',
      backgroundColor: '#ffffff',
      quantity: 2,
      shippingName: 'דנה לוי',
      phone: '050-123-4567',
      address: 'הרצל 10',
      city: 'חיפה',
    });
    expect(order.status).toBe(201);
    const form = new FormData();
    form.set('purpose', 'avatar');
    form.set('file', new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' }), 'me.png');
    const upload = await client.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken() } });
    expect(upload.status).toBe(201);
    const uploaded = (await upload.json()) as UploadResult;
    const contact = await client.send('POST', '/api/contact', { name: 'דנה', email: user.email, subject: 'שאלה על החשבון', message: 'איך מעבירים כרטיס לחשבון אחר?' });
    expect(contact.status).toBe(201);
    expect((await client.send('POST', '/api/messages', { content: 'איך מייצאים את הלידים?' })).status).toBe(201);
    const stranger = await buildUser(server.query);
    await buildCard(server.query, stranger.id, { slug: `stranger-${stranger.id}` });
    await run(server.query, sql`INSERT INTO notifications (user_id, title, content, created_at) VALUES (${stranger.id}, 'לא שלך', 'x', '2025-02-01T00:00:00.000Z')`);
    await buildPhysicalCard(server.query, { userId: stranger.id });

    const webhook = await json<WebhookCreated>(await client.send('POST', '/api/webhooks', { url: 'https://hooks.example.com/export' }), 201);
    // Its second factors: an authenticator app with one recovery code left, and a passkey.
    await server.query.insertInto('totp_factors').values({ user_id: user.id, secret: 'sealed-totp-secret', confirmed_at: '2025-03-01T00:00:00.000Z', created_at: '2025-03-01T00:00:00.000Z' }).execute();
    await server.query.insertInto('recovery_codes').values({ user_id: user.id, code_hash: 'recovery-code-digest', created_at: '2025-03-01T00:00:00.000Z' }).execute();
    await server.query
      .insertInto('passkeys')
      .values({ user_id: user.id, credential_id: 'passkey-credential-id', public_key: Buffer.from([1, 2, 3]), name: 'Chrome באנדרואיד', created_at: '2025-03-02T00:00:00.000Z', last_used_at: null })
      .execute();
    const response = await client.fetch('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="kartis-account-${user.username}.zip"`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const archive = unzipSync(new Uint8Array(await response.arrayBuffer()));
    // No secret in any file of the archive.
    const everything = Object.values(archive).map((bytes) => strFromU8(bytes)).join('\n');
    const text = strFromU8(archive['account.json']!);
    expect(everything).not.toContain(webhook.secret);
    const stored = (await userRow(user.id))!;
    expect(text).not.toContain(webhook.secret);
    const sessionIds = await rows(server.query, sql`SELECT id FROM sessions WHERE user_id = ${user.id}`) as { id: string }[];
    const tokenHashes = await rows(server.query, sql`SELECT token_hash FROM api_tokens WHERE user_id = ${user.id}`) as { token_hash: string }[];
    expect(sessionIds.length).toBeGreaterThan(0);
    for (const secret of [stored.password_hash as string, 'argon2', token, 'sealed-totp-secret', 'recovery-code-digest', 'passkey-credential-id', ...sessionIds.map((s) => s.id), ...tokenHashes.map((t) => t.token_hash)]) {
      expect(everything).not.toContain(secret);
    }
    expect(JSON.parse(text)).toEqual({
      exportedAt: expect.any(String),
      user: {
        id: user.id,
        username: user.username,
        displayName: user.displayName,
        email: user.email,
        userRole: 'user',
        locale: 'he',
        hasPassword: true,
        googleLinked: false,
        trialEndsAt: stored.trial_ends_at,
        passwordChangedAt: stored.password_changed_at,
        createdAt: stored.created_at,
        updatedAt: stored.updated_at,
      },
      plan: { name: 'בסיסי', en: { name: 'Basic' }, ar: { name: 'أساسي' }, ru: { name: 'Базовый' }, productId: null, packageType: 'basic', billingCycle: null, status: 'trial', trialDaysLeft: 10, periodEnd: stored.trial_ends_at },
      subscriptions: [
        {
          id: expect.any(Number),
          productId: paidPlan.id,
          productName: 'מקצועי',
          billingCycle: 'monthly',
          status: 'canceled',
          currentPeriodEnd: '2025-01-01T00:00:00.000Z',
          createdAt: '2024-12-01T00:00:00.000Z',
          updatedAt: '2024-12-15T00:00:00.000Z',
        },
      ],
      cards: [expect.objectContaining({ id: card.id, slug: card.slug, displayName: 'הכרטיס שלי', items: card.items })],
      leads: [
        {
          id: lead.row.id,
          profileId: card.id,
          cardName: 'הכרטיס שלי',
          name: 'רון מזרחי',
          phone: '050-111-2233',
          email: 'ron@example.test',
          message: 'אשמח להצעת מחיר',
          status: 'new',
          note: '',
          consentText: LEAD_CONSENT_TEXT.he,
          consentedAt: '2025-03-01T10:00:00.000Z',
          createdAt: '2025-03-01T10:00:00.000Z',
          updatedAt: '2025-03-01T10:00:00.000Z',
        },
      ],
      notifications: [{ id: expect.any(Number), title: 'ברוכים הבאים', content: 'שלום!', isRead: true, createdAt: '2025-02-01T00:00:00.000Z' }],
      physicalCards: [
        expect.objectContaining({
          id: physicalCard.id,
          code: physicalCard.code,
          shortUrl: `${server.config.publicUrl}/c/${physicalCard.code}`,
          profile: { id: card.id, slug: card.slug, displayName: 'הכרטיס שלי' },
          isActive: true,
        }),
      ],
      nfcOrders: [expect.objectContaining({ profile: { id: card.id, slug: card.slug, displayName: 'הכרטיס שלי' }, quantity: 2, city: 'חיפה', status: 'pending' })],
      uploads: [
        {
          id: uploaded.id,
          url: server.config.publicUrl + uploaded.url,
          purpose: 'avatar',
          width: uploaded.width,
          height: uploaded.height,
          bytes: expect.any(Number),
          createdAt: expect.any(String),
          claimedAt: null,
        },
      ],
      contactRequests: [
        { id: expect.any(Number), name: 'דנה', email: user.email, subject: 'שאלה על החשבון', message: 'איך מעבירים כרטיס לחשבון אחר?', createdAt: expect.any(String) },
      ],
      supportMessages: [{ id: expect.any(Number), from: 'user', content: 'איך מייצאים את הלידים?', createdAt: expect.any(String) }],
      errorReports: [
        {
          id: expect.any(Number),
          errorType: 'TypeError',
          errorMessage: 'boom',
          errorDetails: 'at x',
          path: '/dashboard',
          userAgent: expect.any(String),
          createdAt: expect.any(String),
        },
      ],
      webhooks: [{ id: webhook.id, url: 'https://hooks.example.com/export', createdAt: webhook.createdAt, deliveries: [] }],
      // The device it signed in from, without the digest of its cookie.
      signInDevices: [{ browser: 'other', system: 'other', firstSeenAt: expect.any(String), lastSeenAt: expect.any(String) }],
      // How it signs in beyond the password, without the app's key, the codes or the passkeys' keys.
      secondFactors: {
        authenticatorApp: { enabledAt: '2025-03-01T00:00:00.000Z', recoveryCodesLeft: 1 },
        passkeys: [{ name: 'Chrome באנדרואיד', createdAt: '2025-03-02T00:00:00.000Z', lastUsedAt: null }],
      },
    });
    const [device] = await rows<{ device_hash: string }>(server.query, sql`SELECT device_hash FROM sign_in_devices WHERE user_id = ${user.id}`);
    expect(everything).not.toContain(device!.device_hash);
    expect(everything).not.toContain(client.cookie('kartis.device'));
  });

  it('includes the active paid plan of the demo account', async () => {
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const archive = unzipSync(new Uint8Array(await (await client.fetch('/api/account/export')).arrayBuffer()));
    const body = JSON.parse(strFromU8(archive['account.json']!)) as { plan: unknown; leads: unknown[]; physicalCards: { code: string }[] };
    expect(body.plan).toMatchObject({ name: 'מקצועי', en: { name: 'Pro' }, packageType: 'annual', billingCycle: 'yearly', status: 'active' });
    expect(body.leads.length).toBeGreaterThan(0);
    expect(body.physicalCards.map((c) => c.code)).toEqual(['demo01']);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account and its data after the password, and signs it out everywhere', async () => {
    const { user, client, token } = await signedInClient(server);
    const elsewhere = await signIn(server.url, user);
    await run(server.query, sql`INSERT INTO notifications (user_id, title, content, created_at) VALUES (${user.id}, 't', 'c', '2025-01-01')`);
    // Both devices are remembered until the account goes.
    expect(await rows(server.query, sql`SELECT user_id FROM sign_in_devices WHERE user_id = ${user.id}`)).toHaveLength(2);

    const wrong = await client.send('DELETE', '/api/account', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'wrong_password', details: [{ path: 'password', message: ACCOUNT_MESSAGES.wrongPassword }] });
    expect(await userRow(user.id)).toBeDefined();

    const response = await client.send('DELETE', '/api/account', { password: user.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    expect(await userRow(user.id)).toBeUndefined();
    const count = async (table: string) => (await row<{ n: number }>(server.query, sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE user_id = ${user.id}`))!.n;
    expect([await count('sessions'), await count('api_tokens'), await count('notifications'), await count('subscriptions'), await count('sign_in_devices')]).toEqual([0, 0, 0, 0, 0]);
    expect(await status(client)).toBe(401);
    expect(await status(elsewhere.client)).toBe(401);
    expect(await bearerStatus(token)).toBe(401);
    const login = await new TestClient(server.url).send('POST', '/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(401);
  });

  it('keeps the last admin who can sign in: their account is deleted only once another admin can take over', async () => {
    const seeded = { email: server.config.adminEmail, password: 'admin-password-1' };
    const { client } = await signIn(server.url, seeded);
    const adminId = (await row<{ id: number }>(server.query, sql`SELECT id FROM users WHERE email = ${seeded.email}`))!.id;
    // A blocked admin signs in nowhere, so takes over nothing.
    const blocked = await buildUser(server.query, { userRole: 'admin' });
    await run(server.query, sql`UPDATE users SET disabled_at = ${new Date().toISOString()} WHERE id = ${blocked.id}`);
    const refused = await client.send('DELETE', '/api/account', { password: seeded.password });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: ACCOUNT_MESSAGES.lastAdmin, code: 'last_admin' });
    expect(await userRow(adminId)).toBeDefined();

    // Another admin who can sign in takes over: then an admin may go.
    const second = await signedInClient(server, { userRole: 'admin' });
    expect((await second.client.send('DELETE', '/api/account', { password: second.user.password })).status).toBe(200);
    expect((await client.send('DELETE', '/api/account', { password: seeded.password })).status).toBe(409);
  });

  it('asks for the password, beside its field, when none is given, rather than calling it wrong', async () => {
    const { user, client } = await signedInClient(server);
    for (const [method, path, body, field] of [
      ['DELETE', '/api/account', { password: '' }, 'password'],
      ['DELETE', '/api/account', {}, 'password'],
      ['PUT', '/api/account/password', { currentPassword: '', newPassword: 'a-new-secret-9' }, 'currentPassword'],
    ] as const) {
      const response = await client.send(method, path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordRequired, code: 'validation_failed', details: [{ path: field, message: ACCOUNT_MESSAGES.passwordRequired }] });
    }
    expect(await userRow(user.id)).toBeDefined();
  });

  it('never takes the username of an account without a password (Google sign-up) as its confirmation', async () => {
    const { user, client } = await signedInClient(server, { username: 'google.only' });
    await run(server.query, sql`UPDATE users SET password_hash = NULL, google_sub = 'google-sub-1' WHERE id = ${user.id}`);
    for (const password of ['someone.else', 'Google.Only', 'google.only', '']) {
      const response = await client.send('DELETE', '/api/account', { password });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.googleConfirmationRequired, code: 'google_confirmation_required' });
    }
    expect(await userRow(user.id)).toBeDefined();
  });
});
