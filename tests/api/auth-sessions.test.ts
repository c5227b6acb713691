import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/contract/auth';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { tryLogin } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { row, run, sql } from '../helpers/sql';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

async function isSignedIn(client: TestClient): Promise<boolean> {
  const response = await client.fetch('/api/auth/current-user');
  if (response.status !== 200 && response.status !== 401) throw new Error(`unexpected ${response.status}`);
  return response.status === 200;
}

describe('brute-force protection per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('locks an account after 5 failures, even for the right password, with Retry-After', async () => {
    const user = await buildUser(server.query);
    for (let i = 0; i < 5; i++) {
      const { response, body } = await tryLogin(new TestClient(server.url), user.email, `wrong-password-${i}`);
      expect(response.status).toBe(401);
      expect(body).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    }
    const locked = await tryLogin(new TestClient(server.url), user.email, user.password);
    expect(locked.response.status).toBe(429);
    expect(locked.body).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    const retryAfter = Number(locked.response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookieSet(locked.response)).toBe(false);
  });

  it('locks by address regardless of letter case, and leaves other accounts alone', async () => {
    const target = await buildUser(server.query);
    const bystander = await buildUser(server.query);
    for (let i = 0; i < 5; i++) await tryLogin(new TestClient(server.url), i % 2 ? target.email.toUpperCase() : target.email, 'wrong-password-x');
    expect((await tryLogin(new TestClient(server.url), target.email, target.password)).response.status).toBe(429);
    expect((await tryLogin(new TestClient(server.url), bystander.email, bystander.password)).response.status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await buildUser(server.query);
    for (let i = 0; i < 4; i++) await tryLogin(new TestClient(server.url), user.email, 'wrong-password-y');
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).response.status).toBe(200);
    for (let i = 0; i < 4; i++) await tryLogin(new TestClient(server.url), user.email, 'wrong-password-y');
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).response.status).toBe(200);
  });
});

describe('brute-force protection per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses every sign-in from an address after 20 failures across accounts', async () => {
    const user = await buildUser(server.query);
    for (let i = 0; i < 20; i++) {
      const { response } = await tryLogin(new TestClient(server.url), `guess${i}@example.test`, 'wrong-password-z');
      expect(response.status).toBe(401);
    }
    const { response, body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    expect(response.status).toBe(429);
    expect(body).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
  });
});

describe('brute-force protection that an attacker cannot turn against the owner', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy, each request names its address: the attacker's and the owner's differ.
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  async function loginFrom(address: string, email: string, password: string) {
    const client = new TestClient(server.url);
    const csrf = await client.csrfToken();
    return client.fetch('/api/auth/login', { method: 'POST', json: { email, password }, headers: { 'csrf-token': csrf, 'X-Forwarded-For': address } });
  }

  it('keeps the owner to a short wait, not a 15-minute lock, however many guesses come from other addresses', async () => {
    const owner = await buildUser(server.query);
    for (let i = 0; i < 10; i++) expect((await loginFrom(`203.0.113.${i}`, owner.email, `guess-${i}`)).status).toBe(401);
    // From the 10th failure on, each attempt on the account waits a little, whatever its address.
    expect((await loginFrom('203.0.113.200', owner.email, 'guess-x')).status).toBe(429);
    const meanwhile = await loginFrom('198.51.100.7', owner.email, owner.password);
    expect(meanwhile.status).toBe(429);
    expect(Number(meanwhile.headers.get('Retry-After'))).toBeLessThanOrEqual(30);

  });
});

function sessionCookieSet(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith('kartis.sid=') && !/expires=Thu, 01 Jan 1970/i.test(cookie));
}

describe('session lifetimes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const sessionRow = (userId: number) =>
    row<{ id: string; data: string; expires_at: number; idle_ms: number }>(server.query, sql`SELECT id, data, expires_at, idle_ms FROM sessions WHERE user_id = ${userId}`);

  async function moveSignInBack(userId: number, ms: number) {
    const session = (await sessionRow(userId))!;
    const data = JSON.parse(session.data) as { authAt: number };
    data.authAt -= ms;
    await run(server.query, sql`UPDATE sessions SET data = ${JSON.stringify(data)} WHERE id = ${session.id}`);
  }

  it('ends a browser session after 2 hours idle, and slides the idle expiry while in use', async () => {
    const user = await buildUser(server.query);
    const { client } = await tryLogin(new TestClient(server.url), user.email, user.password);
    expect((await sessionRow(user.id))!.idle_ms).toBe(2 * HOUR_MS);
    expect(JSON.parse((await sessionRow(user.id))!.data)).not.toHaveProperty('_expire');
    await run(server.query, sql`UPDATE sessions SET expires_at = ${Date.now() + 10 * 60_000} WHERE user_id = ${user.id}`);
    expect(await isSignedIn(client)).toBe(true);
    expect((await sessionRow(user.id))!.expires_at - Date.now()).toBeGreaterThan(2 * HOUR_MS - 60_000);
    await run(server.query, sql`UPDATE sessions SET expires_at = ${Date.now() - 1} WHERE user_id = ${user.id}`);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('keeps a remembered session 30 days idle', async () => {
    const user = await buildUser(server.query);
    await tryLogin(new TestClient(server.url), user.email, user.password, true);
    const row = (await sessionRow(user.id))!;
    expect(row.idle_ms).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(row.expires_at - Date.now()).toBeGreaterThan(30 * DAY_MS - 60_000);
  });

  it('ends a browser session 30 days after sign-in however active, with its token', async () => {
    const user = await buildUser(server.query);
    const { client, body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    await moveSignInBack(user.id, 29 * DAY_MS);
    expect(await isSignedIn(client)).toBe(true);
    await moveSignInBack(user.id, 2 * DAY_MS);
    expect(await isSignedIn(client)).toBe(false);
    expect(await sessionRow(user.id)).toBeUndefined();
    const byToken = await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${body.token}` } });
    expect(byToken.status).toBe(401);
  });

  it('ends a remembered session 90 days after sign-in', async () => {
    const user = await buildUser(server.query);
    const { client } = await tryLogin(new TestClient(server.url), user.email, user.password, true);
    await moveSignInBack(user.id, 60 * DAY_MS);
    expect(await isSignedIn(client)).toBe(true);
    await moveSignInBack(user.id, 31 * DAY_MS);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('ends a token with the idle session it was issued with', async () => {
    const user = await buildUser(server.query);
    const { body } = await tryLogin(new TestClient(server.url), user.email, user.password);
    const auth = { headers: { Authorization: `Bearer ${body.token}` } };
    expect((await fetch(`${server.url}/api/auth/current-user`, auth)).status).toBe(200);
    await run(server.query, sql`UPDATE sessions SET expires_at = ${Date.now() - 1} WHERE user_id = ${user.id}`);
    expect((await fetch(`${server.url}/api/auth/current-user`, auth)).status).toBe(401);
  });

  it('leaves the cookie without Secure over plain HTTP when no proxy is trusted, whatever X-Forwarded-Proto says', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const token = await client.csrfToken();
    const response = await client.fetch('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
      headers: { 'csrf-token': token, 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('kartis.sid='))!;
    expect(cookie).not.toMatch(/; secure/i);
  });
});

describe('behind a trusted HTTPS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('marks the session cookie Secure when X-Forwarded-Proto is https', async () => {
    const user = await buildUser(server.query);
    const client = new TestClient(server.url);
    const https = { 'X-Forwarded-Proto': 'https' };
    const csrf = (await (await client.fetch('/api/csrf-token', { headers: https })).json()) as { csrfToken: string };
    const response = await client.fetch('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
      headers: { ...https, 'csrf-token': csrf.csrfToken },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('kartis.sid='))!;
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
  });
});
