import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/contract/auth';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { SECURITY_MESSAGES } from '../../shared/contract/security';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { TestClient } from '../helpers/client';
import { linkIn, mailedToken, mailsTo, withoutSignInNotices } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient, signIn, tryLogin } from '../helpers/sign-in';
import { run, sql } from '../helpers/sql';
import { buildUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  // Each request names its own client address, so that the per-client limit meets only the test about it.
  server = await startTestServer({ TRUST_PROXY: '1' });
});

let clientAddress = 0;
/** A client whose requests come from an address of their own. */
async function send(path: string, body: unknown, address = `198.51.100.${++clientAddress % 250}`): Promise<Response> {
  const client = new TestClient(server.url);
  const headers = { 'csrf-token': await client.csrfToken(), 'X-Forwarded-For': address };
  return client.fetch(path, { method: 'POST', json: body, headers });
}
afterAll(() => server.close());

const REQUESTED = { message: SECURITY_MESSAGES.resetRequested };
const LINK_INVALID = { message: SECURITY_MESSAGES.resetLinkInvalid, code: 'reset_link_invalid' };

/** Asks for a reset link, from a client of its own. */
function forgot(email: string, address?: string) {
  return send('/api/auth/forgot-password', { email }, address);
}

/** The token of the newest reset mail to `email`. */
const resetToken = (email: string) => mailedToken(server.config.dataDir, email, '/reset-password');

function reset(token: string, password: string, address?: string) {
  return send('/api/auth/reset-password', { token, password }, address);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 alike for an account and for none, and mails the account a link in its own language', async () => {
    const hebrew = await buildUser(server.query, { displayName: 'נועה', locale: 'he' });
    const english = await buildUser(server.query, { displayName: 'Noa', locale: 'en' });
    const answers = await Promise.all([hebrew.email, english.email, 'nobody.here@example.test'].map((email) => forgot(email.toUpperCase())));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual(REQUESTED);
    }

    const [he] = await mailsTo(server.config.dataDir, hebrew.email);
    expect(he!.subject).toBe('איפוס הסיסמה לכרטיס');
    expect(he!.text).toContain('שלום נועה,');
    expect(he!.text).toContain(`${server.url}/contact?lang=he`);
    expect(he!.html).toContain('lang="he" dir="rtl"');
    expect(linkIn(he!)).toMatch(new RegExp(`^${server.url}/reset-password\\?token=[\\w-]{43}&lang=he$`));

    const [en] = await mailsTo(server.config.dataDir, english.email);
    expect(en!.subject).toBe('Reset your Kartis password');
    expect(en!.text).toContain('Hello Noa,');
    expect(en!.html).toContain('lang="en" dir="ltr"');
    // The page opens in the mail's language, also in a browser that never chose one.
    expect(new URL(linkIn(en!)).searchParams.get('lang')).toBe('en');

    // Only the mailbox's owner learns there is no account.
    const [none] = await mailsTo(server.config.dataDir, 'nobody.here@example.test');
    expect(none!.subject).toBe('אין חשבון בכרטיס לכתובת הזאת');
    expect(none!.text).not.toContain('/reset-password');

    // The link is not written to the log, and only its digest is stored.
    const token = await resetToken(hebrew.email);
    expect(server.logs.some((line) => line.includes(token))).toBe(false);
    const stored = await server.query.selectFrom('password_resets').select('token_hash').where('user_id', '=', hebrew.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("tells an address without an account in the language of the app it was asked from", async () => {
    const client = new TestClient(server.url);
    client.setCookie('kartis.lang', 'en');
    const headers = { 'csrf-token': await client.csrfToken(), 'X-Forwarded-For': `198.51.100.${++clientAddress % 250}` };
    expect((await client.fetch('/api/auth/forgot-password', { method: 'POST', json: { email: 'no.account.en@example.test' }, headers })).status).toBe(202);
    const [mail] = await mailsTo(server.config.dataDir, 'no.account.en@example.test');
    expect(mail!.subject).toBe('There is no Kartis account for this address');
    expect(mail!.text).not.toMatch(/[\u0590-\u05FF]/);
    expect(mail!.html).toContain('lang="en" dir="ltr"');
    expect(linkIn(mail!)).toBe(`${server.url}/?auth=register&lang=en`);
  });

  it('never mails a link for the shared demo account', async () => {
    expect((await forgot(DEMO_ACCOUNT.email)).status).toBe(202);
    const mails = await mailsTo(server.config.dataDir, DEMO_ACCOUNT.email);
    expect(mails.some((mail) => mail.text?.includes('/reset-password'))).toBe(false);
  });

  it('limits the mails per address asked (3 an hour) and per client (10 an hour), with 429 and Retry-After', async () => {
    const user = await buildUser(server.query);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(user.email)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await mailsTo(server.config.dataDir, user.email)).toHaveLength(3);

    const small = await startTestServer();
    try {
      const client = new TestClient(small.url);
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await client.send('POST', '/api/auth/forgot-password', { email: `someone${i}@example.test` }));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(202), 429]);
      expect(await answers[10]!.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
      expect(Number(answers[10]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('refuses a malformed address with 400 and the Hebrew message', async () => {
    const answer = await forgot('not-an-address');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'email', message: AUTH_MESSAGES.invalidEmail }] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and Bearer token, mails a notice, and works once', async () => {
    const user = await buildUser(server.query, { displayName: 'Dana', locale: 'en' });
    const elsewhere = await signIn(server.url, user);
    await forgot(user.email);
    const token = await resetToken(user.email);

    const answer = await reset(token, 'brand-new-secret-9');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: SECURITY_MESSAGES.passwordReset });

    expect((await elsewhere.client.fetch('/api/auth/current-user')).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${elsewhere.token}` } })).status).toBe(401);
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(401);
    expect((await tryLogin(new TestClient(server.url), user.email, 'brand-new-secret-9')).status).toBe(200);

    const notice = withoutSignInNotices(await mailsTo(server.config.dataDir, user.email)).at(-1)!;
    expect(notice.subject).toBe('Your Kartis password was changed');
    expect(linkIn(notice)).toBe(`${server.url}/contact?lang=en`);

    const again = await reset(token, 'another-secret-10');
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual(LINK_INVALID);
  });

  it('refuses an expired link, a made-up one and an older link after a newer was sent, with 410', async () => {
    const user = await buildUser(server.query);
    await forgot(user.email);
    const older = await resetToken(user.email);
    await forgot(user.email);
    const newer = await resetToken(user.email);
    await run(server.query, sql`UPDATE password_resets SET expires_at = ${Date.now() - 1} WHERE user_id = ${user.id}`);
    for (const token of [older, newer, 'x'.repeat(43)]) {
      const answer = await reset(token, 'brand-new-secret-9');
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual(LINK_INVALID);
    }
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(200);
  });

  it('refuses a link mailed before the password was changed in the settings, or before the address was changed', async () => {
    const changer = await signedInClient(server);
    await forgot(changer.user.email);
    const beforeNewPassword = await resetToken(changer.user.email);
    expect((await changer.client.send('PUT', '/api/account/password', { currentPassword: changer.user.password, newPassword: 'settings-secret-9' })).status).toBe(200);

    const mover = await signedInClient(server);
    await forgot(mover.user.email);
    const atOldAddress = await resetToken(mover.user.email);
    const newAddress = `moved-${mover.user.id}@example.test`;
    expect((await mover.client.send('PUT', '/api/account/email', { email: newAddress, currentPassword: mover.user.password })).status).toBe(202);
    const changeToken = await mailedToken(server.config.dataDir, newAddress, '/confirm-email');
    expect((await new TestClient(server.url).send('POST', '/api/account/email/confirm', { token: changeToken })).status).toBe(200);

    for (const token of [beforeNewPassword, atOldAddress]) {
      const answer = await reset(token, 'brand-new-secret-9');
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual(LINK_INVALID);
    }
    expect((await tryLogin(new TestClient(server.url), changer.user.email, 'settings-secret-9')).status).toBe(200);
    expect((await tryLogin(new TestClient(server.url), newAddress, mover.user.password)).status).toBe(200);
  });

  it('uses a link once when two tabs send it at the same moment', async () => {
    const user = await buildUser(server.query);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const answers = await Promise.all([reset(token, 'first-choice-11'), reset(token, 'second-choice-12')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
  });

  it('follows the registration rules: 6 characters at least, no common password; the link still works after a refusal', async () => {
    const user = await buildUser(server.query);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const short = await reset(token, '12345');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'password', message: AUTH_MESSAGES.passwordMin }] });
    const common = await reset(token, 'Password1');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: 'password_common', message: AUTH_MESSAGES.passwordCommon });
    expect((await reset(token, 'good-enough-13')).status).toBe(200);
  });

  it('lets an account made with Google alone set a password', async () => {
    const user = await buildUser(server.query, { googleSub: 'google-only-1' });
    await run(server.query, sql`UPDATE users SET password_hash = NULL WHERE id = ${user.id}`);
    await forgot(user.email);
    expect((await reset(await resetToken(user.email), 'first-password-14')).status).toBe(200);
    expect((await tryLogin(new TestClient(server.url), user.email, 'first-password-14')).status).toBe(200);
  });

  it('lifts the lockout earned by wrong passwords: the mailbox’s owner proved themselves', async () => {
    const user = await buildUser(server.query);
    const home = '203.0.113.77';
    const login = (password: string) => send('/api/auth/login', { email: user.email, password }, home);
    for (let i = 0; i < 5; i++) expect((await login('wrong-password-1')).status).toBe(401);
    expect((await login(user.password)).status).toBe(429);
    await forgot(user.email, home);
    expect((await reset(await resetToken(user.email), 'fresh-start-15', home)).status).toBe(200);
    expect((await login('fresh-start-15')).status).toBe(200);
  });
});
