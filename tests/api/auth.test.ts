import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../api/auth/password';
import { CSRF_RESPONSE_HEADER } from '../../shared/contract/csrf-header';
import { AUTH_MESSAGES, AUTH_SUCCESS_MESSAGES, authResponseSchema } from '../../shared/contract/auth';
import { SERVER_MESSAGES, STATUS_MESSAGES } from '../../shared/contract/errors';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { confirmationToken, linkIn, mailsTo } from '../helpers/mail';
import { tryLogin } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { row, rows, run, sql } from '../helpers/sql';

const DAY_MS = 86_400_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function currentUser(client: TestClient, headers: Record<string, string> = {}) {
  const response = await client.fetch('/api/auth/current-user', { headers });
  return { status: response.status, body: (await response.json()) as { user?: { id: number; email: string } }, response };
}

// Every password check of the server, still performed for real, is recorded with the hash it verified against.
vi.mock('../../api/auth/password', async (importOriginal) => {
  const real = await importOriginal<{ verifyPassword: typeof verifyPassword }>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('kartis.sid='));
}

/** The session cookies of a client as a Cookie header, to replay them from elsewhere. */
function cookieHeader(client: TestClient): string {
  return `kartis.sid=${client.cookie('kartis.sid')}; kartis.sid.sig=${client.cookie('kartis.sid.sig')}`;
}

function userRow(email: string) {
  return row<{ id: number; username: string; display_name: string; password_hash: string; trial_ends_at: string; locale: string }>(server.query, sql`SELECT * FROM users WHERE email = ${email}`);
}

const PENDING = { pending: true, message: AUTH_MESSAGES.registrationPending };

describe('POST /api/auth/register', () => {
  it('answers 202 and mails a link; the account exists, signed in, once the link is opened', async () => {
    const client = new TestClient(server.url);
    const registered = await client.send('POST', '/api/auth/register', { username: 'Dana.Levi', email: ' Dana@Example.TEST ', password: 'tzimmes-17' });
    expect(registered.status).toBe(202);
    expect(await registered.json()).toEqual(PENDING);
    expect(await userRow('dana@example.test')).toBeUndefined();
    expect((await currentUser(client)).status).toBe(401);

    const [mail] = await mailsTo(server.config.dataDir, 'dana@example.test');
    expect(mail!.subject).toBe('אישור ההרשמה לכרטיס');
    // In the language of the mail: opened in a browser that never chose one, the page would speak the default Hebrew.
    expect(linkIn(mail!)).toMatch(new RegExp(`^${server.url}/confirm-registration\\?token=[\\w-]{43}&lang=he$`));
    expect(mail!.html).toContain('lang="he" dir="rtl"');
    // The log names the saved .eml file, which a developer opens for the link; the link itself stays out of the log.
    const token = new URL(linkIn(mail!)).searchParams.get('token')!;
    expect(server.logs.join('\n')).not.toContain(token);
    const saved = server.logs.map((line) => JSON.parse(line) as { msg: string; file: string; subject: string }).filter((entry) => entry.msg === 'mail saved (no SMTP_URL set)');
    const files = saved.filter((entry) => entry.subject === 'אישור ההרשמה לכרטיס').map((entry) => entry.file);
    expect(await Promise.all(files.map(async (file) => linkIn(await simpleParser(readFileSync(file)))))).toContain(linkIn(mail!));

    const confirmed = await client.send('POST', '/api/auth/confirm-registration', { token });
    expect(confirmed.status).toBe(201);
    const body = (await confirmed.json()) as { user: { id: number }; token: string };
    expect(body).toEqual({
      user: { id: body.user.id, username: 'Dana.Levi', displayName: 'Dana.Levi', email: 'dana@example.test', userRole: 'user', unreadSupportMessages: 0, locale: 'he' },
      token: expect.stringMatching(/^[\w-]{43}$/),
      message: 'נרשמת בהצלחה',
    });
    client.resetCsrf();
    expect((await currentUser(client)).body.user).toEqual(body.user);

    const row = (await userRow('dana@example.test'))!;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'tzimmes-17')).toBe(true);
    expect(Date.parse(row.trial_ends_at) - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(Date.parse(row.trial_ends_at) - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);

    // The link works once.
    const again = await new TestClient(server.url).send('POST', '/api/auth/confirm-registration', { token });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: AUTH_MESSAGES.confirmationInvalid, code: 'confirmation_invalid' });
  });

  it('answers a registered address exactly as a new one, and mails its owner instead of creating anything', async () => {
    const existing = await buildUser(server.query, { email: 'owner.of@example.test' });
    const before = await userRow(existing.email);
    const attempt = await new TestClient(server.url).send('POST', '/api/auth/register', { username: 'someone.else', email: 'OWNER.OF@example.test', password: 'tzimmes-17' });
    const fresh = await new TestClient(server.url).send('POST', '/api/auth/register', { username: 'someone.new', email: 'nobody.yet@example.test', password: 'tzimmes-17' });
    expect([attempt.status, await attempt.json()]).toEqual([fresh.status, await fresh.json()]);
    expect(await userRow(existing.email)).toEqual(before);

    const [notice] = await mailsTo(server.config.dataDir, existing.email);
    expect(notice!.subject).toBe('כבר יש לך חשבון בכרטיס');
    expect(linkIn(notice!)).toBe(`${server.url}/?auth=login&lang=he`);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM pending_registrations WHERE email = ${existing.email}`)).toEqual({ n: 0 });
  });

  it("speaks the app's language: the confirmation mail and the account it makes are English when the app is, and an account's mail is in its own", async () => {
    const english = new TestClient(server.url);
    expect((await english.send('POST', '/api/auth/register', { username: 'sam.cohen', email: 'sam@example.test', password: 'tzimmes-17', locale: 'en' })).status).toBe(202);
    const [mail] = await mailsTo(server.config.dataDir, 'sam@example.test');
    expect(mail!.subject).toBe('Confirm your Kartis sign-up');
    expect(mail!.text).toMatch(/^Hello sam\.cohen,\n\nTo finish signing up for Kartis/);
    expect(mail!.text).not.toMatch(/[\u0590-\u05FF]/);
    expect(mail!.html).toContain('lang="en" dir="ltr"');
    expect((await english.send('POST', '/api/auth/confirm-registration', { token: new URL(linkIn(mail!)).searchParams.get('token')! })).status).toBe(201);
    expect((await userRow('sam@example.test'))!.locale).toBe('en');

    // Without a word in the body, the cookie the app keeps its language in says it.
    const byCookie = new TestClient(server.url);
    byCookie.setCookie('kartis.lang', 'en');
    expect((await byCookie.send('POST', '/api/auth/register', { username: 'kim.levi', email: 'kim@example.test', password: 'tzimmes-17' })).status).toBe(202);
    expect((await mailsTo(server.config.dataDir, 'kim@example.test'))[0]!.subject).toBe('Confirm your Kartis sign-up');

    // Someone registering an existing address is answered in the account's language, whatever the app shows.
    await buildUser(server.query, { email: 'english.owner@example.test', locale: 'en' });
    await new TestClient(server.url).send('POST', '/api/auth/register', { username: 'hebrew.app', email: 'english.owner@example.test', password: 'tzimmes-17', locale: 'he' });
    expect((await mailsTo(server.config.dataDir, 'english.owner@example.test'))[0]!.subject).toBe('You already have a Kartis account');
  });

  it('speaks Arabic and Russian as it speaks English: the sign-up mail and the account it makes are in the language of the app', async () => {
    const arabic = new TestClient(server.url);
    expect((await arabic.send('POST', '/api/auth/register', { username: 'rana.h', email: 'rana@example.test', password: 'tzimmes-17', locale: 'ar' })).status).toBe(202);
    const [inArabic] = await mailsTo(server.config.dataDir, 'rana@example.test');
    expect(inArabic!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(new URL(linkIn(inArabic!)).searchParams.get('lang')).toBe('ar');
    expect(inArabic!.text).toContain('rana.h');
    expect(`${inArabic!.subject}${inArabic!.text}`).not.toMatch(/[\u0590-\u05FF]/);
    expect(inArabic!.html).toContain('lang="ar" dir="rtl"');
    expect((await arabic.send('POST', '/api/auth/confirm-registration', { token: new URL(linkIn(inArabic!)).searchParams.get('token')! })).status).toBe(201);
    expect((await userRow('rana@example.test'))!.locale).toBe('ar');

    // The cookie the app keeps its language in says Russian.
    const russian = new TestClient(server.url);
    russian.setCookie('kartis.lang', 'ru');
    expect((await russian.send('POST', '/api/auth/register', { username: 'anna.k', email: 'anna@example.test', password: 'tzimmes-17' })).status).toBe(202);
    const [inRussian] = await mailsTo(server.config.dataDir, 'anna@example.test');
    expect(inRussian!.subject).toMatch(/[\u0400-\u04FF]/);
    expect(inRussian!.html).toContain('lang="ru" dir="ltr"');
  });

  it('refuses a made-up, expired or malformed link with 410 or 400 and the Hebrew message', async () => {
    const client = new TestClient(server.url);
    await client.send('POST', '/api/auth/register', { username: 'late.comer', email: 'late@example.test', password: 'tzimmes-17' });
    const token = await confirmationToken(server.config.dataDir, 'late@example.test');
    await run(server.query, sql`UPDATE pending_registrations SET expires_at = 0 WHERE email = ${'late@example.test'}`);
    for (const attempt of [token, 'x'.repeat(43)]) {
      const response = await client.send('POST', '/api/auth/confirm-registration', { token: attempt });
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.confirmationInvalid, code: 'confirmation_invalid' });
    }
    const malformed = await client.send('POST', '/api/auth/confirm-registration', { token: '<script>' });
    expect(malformed.status).toBe(400);
    expect(await userRow('late@example.test')).toBeUndefined();
  });

  it('creates one account when an address confirms twice, and refuses a username taken meanwhile', async () => {
    const first = new TestClient(server.url);
    await first.send('POST', '/api/auth/register', { username: 'twice.a', email: 'twice@example.test', password: 'tzimmes-17' });
    const tokenA = await confirmationToken(server.config.dataDir, 'twice@example.test');
    await first.send('POST', '/api/auth/register', { username: 'twice.b', email: 'twice@example.test', password: 'tzimmes-17' });
    const tokenB = await confirmationToken(server.config.dataDir, 'twice@example.test');
    expect((await first.send('POST', '/api/auth/confirm-registration', { token: tokenB })).status).toBe(201);
    expect((await new TestClient(server.url).send('POST', '/api/auth/confirm-registration', { token: tokenA })).status).toBe(410);
    expect((await userRow('twice@example.test'))!.username).toBe('twice.b');

    const client = new TestClient(server.url);
    await client.send('POST', '/api/auth/register', { username: 'Grabbed', email: 'slow@example.test', password: 'tzimmes-17' });
    await buildUser(server.query, { username: 'grabbed' });
    const token = await confirmationToken(server.config.dataDir, 'slow@example.test');
    const response = await client.send('POST', '/api/auth/confirm-registration', { token });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: 'username_taken' });
  });

  it.each([
    [{ username: 'd', email: 'a1@example.test', password: 'tzimmes-17' }, 'username', AUTH_MESSAGES.usernameMin],
    [{ username: 'a'.repeat(21), email: 'a2@example.test', password: 'tzimmes-17' }, 'username', AUTH_MESSAGES.usernameMax],
    [{ username: 'דנה', email: 'a3@example.test', password: 'tzimmes-17' }, 'username', AUTH_MESSAGES.usernameChars],
    [{ username: 'Admin', email: 'a4@example.test', password: 'tzimmes-17' }, 'username', AUTH_MESSAGES.usernameReserved],
    [{ username: 'demo', email: 'a5@example.test', password: 'tzimmes-17' }, 'username', AUTH_MESSAGES.usernameReserved],
    [{ username: 'valid1', email: 'not-an-email', password: 'tzimmes-17' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ username: 'valid2', email: 'a6@example.test', password: '12345' }, 'password', AUTH_MESSAGES.passwordMin],
    [{ username: 'valid3', email: 'a7@example.test', password: 'x'.repeat(129) }, 'password', AUTH_MESSAGES.passwordMax],
  ])('refuses %j with 400 and the Hebrew message on %s', async (input, path, message) => {
    const client = new TestClient(server.url);
    const response = await client.send('POST', '/api/auth/register', input);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, code: 'validation_failed', details: [{ path, message }] });
    expect(await userRow(input.email)).toBeUndefined();
  });

  it('refuses a common password with 400', async () => {
    const client = new TestClient(server.url);
    const response = await client.send('POST', '/api/auth/register', { username: 'common1', email: 'common@example.test', password: 'Password1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: AUTH_MESSAGES.passwordCommon,
      code: 'password_common',
      details: [{ path: 'password', message: AUTH_MESSAGES.passwordCommon }],
    });
  });

  it('answers 409 for a username taken in any letter case (usernames are public, at /@username)', async () => {
    const existing = await buildUser(server.query, { username: 'Taken.Name', email: 'taken@example.test' });
    const client = new TestClient(server.url);
    const byName = await client.send('POST', '/api/auth/register', { username: 'taken.NAME', email: 'fresh@example.test', password: 'tzimmes-17' });
    expect(byName.status).toBe(409);
    expect(await byName.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: 'username_taken' });
    expect(await mailsTo(server.config.dataDir, 'fresh@example.test')).toEqual([]);
    expect((await userRow(existing.email))!.username).toBe('Taken.Name');
  });

  it('requires the CSRF token', async () => {
    const client = new TestClient(server.url);
    const response = await client.fetch('/api/auth/register', { method: 'POST', json: { username: 'nocsrf', email: 'nocsrf@example.test', password: 'tzimmes-17' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: SERVER_MESSAGES.csrf, code: 'csrf_invalid' });
    expect(await userRow('nocsrf@example.test')).toBeUndefined();
  });
});

describe('sign-ups from one address', () => {
  it('are limited to SIGNUPS_PER_HOUR an hour, then answered 429 with its Hebrew text', async () => {
    const small = await startTestServer({ SIGNUPS_PER_HOUR: '2' });
    try {
      const client = new TestClient(small.url);
      const signUp = (n: number) => client.send('POST', '/api/auth/register', { username: `limit${n}`, email: `limit${n}@example.test`, password: 'tzimmes-17' });
      expect((await signUp(1)).status).toBe(202);
      expect((await signUp(2)).status).toBe(202);
      const refused = await signUp(3);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user, a token and the welcome message', async () => {
    const user = await buildUser(server.query, { displayName: 'נועה' });
    const client = new TestClient(server.url);
    const { status, body } = await tryLogin(client, user.email.toUpperCase(), user.password);
    expect(status).toBe(200);
    expect(body).toEqual({
      user: { id: user.id, username: user.username, displayName: 'נועה', email: user.email, userRole: 'user', unreadSupportMessages: 0, locale: 'he' },
      token: expect.stringMatching(/^[\w-]{43}$/),
      message: 'התחברת בהצלחה',
    });
  });

  it('gives a wrong password and an unknown address the same 401, body and cost', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const checks = vi.mocked(verifyPassword);
    for (const email of [user.email, 'nobody@example.test']) {
      checks.mockClear();
      const answer = await tryLogin(client, email, 'wrong-password-1');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
      // An unknown address still pays for one argon2id verification, as a known one does, not a bare lookup.
      expect(checks).toHaveBeenCalledTimes(1);
      expect(checks.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it('tells a blocked account it is blocked only to the right password: a wrong one is refused as for any account', async () => {
    const user = await buildUser(server.query, { disabledAt: new Date().toISOString() });
    const right = await tryLogin(new TestClient(server.url), user.email, user.password);
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ message: AUTH_MESSAGES.accountBlocked, code: 'account_blocked' });
    const wrong = await tryLogin(new TestClient(server.url), user.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
  });

  it('validates the form with its Hebrew messages', async () => {
    const { status, body } = await tryLogin(new TestClient(server.url), 'nope', 'short');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'validation_failed',
      details: [
        { path: 'email', message: AUTH_MESSAGES.invalidEmail },
        { path: 'password', message: AUTH_MESSAGES.passwordMin },
      ],
    });
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie without rememberMe', async () => {
    const user = await buildUser(server.query);
    const { response } = await tryLogin(new TestClient(server.url), user.email, user.password, false);
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/expires=/i);
    expect(cookie).not.toMatch(/; secure/i);
  });

  it('sets a 30-day cookie with rememberMe', async () => {
    const user = await buildUser(server.query);
    const { response } = await tryLogin(new TestClient(server.url), user.email, user.password, true);
    const cookie = sessionCookie(response)!;
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(expires - Date.now()).toBeLessThan(30 * DAY_MS + 60_000);
    expect(cookie).toMatch(/; httponly/i);
  });

  it('issues a new session id at login: a session id planted before is not signed in', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    await client.csrfToken();
    const planted = cookieHeader(client);
    await tryLogin(client, user.email, user.password);
    expect(cookieHeader(client)).not.toBe(planted);
    expect((await currentUser(client)).status).toBe(200);
    const replay = await fetch(`${server.url}/api/auth/current-user`, { headers: { Cookie: planted } });
    expect(replay.status).toBe(401);
  });

  it('ends the previous session when signing in again from the same browser', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    await tryLogin(client, user.email, user.password);
    const first = cookieHeader(client);
    await tryLogin(client, user.email, user.password);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: { Cookie: first } })).status).toBe(401);
    expect((await currentUser(client)).status).toBe(200);
  });

  it('changes the CSRF token at login and hands the new one in X-CSRF-Token', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const before = await client.csrfToken();
    const { response } = await tryLogin(client, user.email, user.password);
    const after = response.headers.get('X-CSRF-Token')!;
    expect(after).toMatch(/^[\w-]{43}$/);
    expect(after).not.toBe(before);
    const stale = await client.fetch('/api/account', { method: 'PATCH', json: { locale: 'en' }, headers: { 'csrf-token': before } });
    expect(stale.status).toBe(403);
    const fresh = await client.fetch('/api/account', { method: 'PATCH', json: { locale: 'en' }, headers: { 'csrf-token': after } });
    expect(fresh.status).toBe(200);
  });
});

describe('GET /api/auth/current-user', () => {
  it('answers 401 with its Hebrew text when signed out, uncached', async () => {
    const { status, body, response } = await currentUser(new TestClient(server.url));
    expect(status).toBe(401);
    expect(body).toEqual({ message: STATUS_MESSAGES[401], code: 'unauthorized' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers the signed-in user with a message, as login does, uncached', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    await tryLogin(client, user.email, user.password);
    const { status, body, response } = await currentUser(client);
    expect(status).toBe(200);
    expect(body).toEqual({
      user: { id: user.id, username: user.username, displayName: user.displayName, email: user.email, userRole: 'user', unreadSupportMessages: 0, locale: 'he' },
      message: AUTH_SUCCESS_MESSAGES.current,
    });
    expect(authResponseSchema.parse(body)).toEqual(body);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('accepts the login token as a Bearer header without any cookie', async () => {
    const user = await buildUser(server.query);
    const { body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    const response = await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${body.token}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: number } }).user.id).toBe(user.id);
  });

  it('ignores an unknown or expired token', async () => {
    const user = await buildUser(server.query);
    const { body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    const bogus = await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: 'Bearer not-a-real-token' } });
    expect(bogus.status).toBe(401);
    await run(server.query, sql`UPDATE api_tokens SET expires_at = ${Date.now() - 1} WHERE user_id = ${user.id}`);
    const expired = await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${body.token}` } });
    expect(expired.status).toBe(401);
  });

  it('stores tokens only as SHA-256 digests', async () => {
    const user = await buildUser(server.query);
    const { body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    const stored = await rows<{ token_hash: string }>(server.query, sql`SELECT token_hash FROM api_tokens WHERE user_id = ${user.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(body.token!);
  });

  it('treats a disabled account as signed out, by cookie and by token', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const { body } = await tryLogin(client, user.email, user.password);
    await run(server.query, sql`UPDATE users SET disabled_at = ${new Date().toISOString()} WHERE id = ${user.id}`);
    expect((await currentUser(client)).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${body.token}` } })).status).toBe(401);
  });

  it('never takes the identity from demo headers sent by the client', async () => {
    const demo = (await userRow(DEMO_ACCOUNT.email))!;
    const { status } = await currentUser(new TestClient(server.url), {
      'X-Demo-User': 'true',
      'X-Demo-Email': DEMO_ACCOUNT.email,
      'X-Demo-User-Id': String(demo.id),
      'X-User-Email': DEMO_ACCOUNT.email,
      'X-User-Id': String(demo.id),
    });
    expect(status).toBe(401);
  });
});

describe('Bearer tokens and CSRF', () => {
  it('needs no CSRF token for a Bearer request without a session cookie', async () => {
    const user = await buildUser(server.query);
    const { body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    const response = await fetch(`${server.url}/api/account`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${body.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ displayName: 'מהאפליקציה' }),
    });
    expect(response.status).toBe(200);
    expect((await userRow(user.email))!.display_name).toBe('מהאפליקציה');
  });

  it("hands the session's CSRF token over with the current user, so an app holding an ended session's token writes at once", async () => {
    const user = await buildUser(server.query);
    const before = new TestClient(server.url);
    await tryLogin(before, user.email, user.password);
    const stale = await before.csrfToken();
    // The browser is reopened: its session cookie is gone, and the user signs in again on a new session.
    const client = new TestClient(server.url);
    await tryLogin(client, user.email, user.password);
    const current = await client.fetch('/api/auth/current-user');
    const handed = current.headers.get(CSRF_RESPONSE_HEADER);
    expect(handed).toEqual(expect.any(String));
    expect(handed).not.toBe(stale);
    const refused = await client.fetch('/api/account', { method: 'PATCH', json: { displayName: 'ישן' }, headers: { 'csrf-token': stale } });
    expect(refused.status).toBe(403);
    const saved = await client.fetch('/api/account', { method: 'PATCH', json: { displayName: 'חדש' }, headers: { 'csrf-token': handed! } });
    expect(saved.status).toBe(200);
  });

  it('still needs the CSRF token when a session cookie rides along with the Bearer header', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const { body } = await tryLogin(client, user.email, user.password);
    const response = await client.fetch('/api/account', { method: 'PATCH', json: { displayName: 'x' }, headers: { Authorization: `Bearer ${body.token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: SERVER_MESSAGES.csrf, code: 'csrf_invalid' });
  });

  it('still needs the CSRF token when the Bearer token is not valid', async () => {
    const response = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: 'Bearer forged' } });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, clears the cookie and revokes the token', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const { body } = await tryLogin(client, user.email, user.password);
    const signedIn = cookieHeader(client);
    const response = await client.send('POST', '/api/auth/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'התנתקת בהצלחה' });
    expect(sessionCookie(response)).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect((await currentUser(client)).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: { Cookie: signedIn } })).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${body.token}` } })).status).toBe(401);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM api_tokens WHERE user_id = ${user.id}`)).toEqual({ n: 0 });
  });

  it('signs out a Bearer-only client, which needs no CSRF token', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const { body } = await tryLogin(client, user.email, user.password);
    const auth = { Authorization: `Bearer ${body.token}` };
    const response = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: auth });
    expect(response.status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: auth })).status).toBe(401);
    // The token stood for the browser session it was issued with: that session ended too.
    expect((await currentUser(client)).status).toBe(401);
  });

  it('answers the same message when nobody was signed in', async () => {
    const response = await new TestClient(server.url).send('POST', '/api/auth/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'התנתקת בהצלחה' });
  });
});
