import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInSession, SignedInSessions } from '../../shared/contract/account-sessions';
import { SECURITY_MESSAGES } from '../../shared/contract/security';
import { ACCOUNT_MESSAGES } from '../../shared/contract/account';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser, type TestUser } from '../helpers/users';
import { rows, sql } from '../helpers/sql';

const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A device: a browser with its own cookies, signed in as `user` with its User-Agent, and the Bearer token it was given. */
interface Device {
  client: TestClient;
  token: string;
}

async function signInOn(user: TestUser, userAgent: string): Promise<Device> {
  const client = new TestClient(server.url);
  const response = await client.fetch('/api/auth/login', {
    method: 'POST',
    json: { email: user.email, password: user.password },
    headers: { 'csrf-token': await client.csrfToken(), 'User-Agent': userAgent },
  });
  const { token } = await json<{ token: string }>(response, 200);
  client.resetCsrf();
  return { client, token };
}

const sessionsOf = async (device: Device) => (await json<SignedInSessions>(await device.client.fetch('/api/account/sessions'), 200)).sessions;
const signedIn = async (device: Device) => (await device.client.fetch('/api/auth/current-user')).status === 200;
const tokenWorks = async (device: Device) => (await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${device.token}` } })).status === 200;
const other = (sessions: SignedInSession[]) => sessions.find((session) => !session.current)!;

describe('where the account is signed in', () => {
  it('lists each signed-in device by its browser and system, this one first, and never gives away a session id', async () => {
    const user = await buildUser(server.query);
    const phone = await signInOn(user, CHROME_ON_ANDROID);
    await signInOn(user, SAFARI_ON_IPHONE);
    const response = await phone.client.fetch('/api/account/sessions');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    const { sessions } = JSON.parse(text) as SignedInSessions;

    expect(sessions.map(({ browser, system, current, activeNow }) => ({ browser, system, current, activeNow }))).toEqual([
      { browser: 'chrome', system: 'android', current: true, activeNow: true },
      { browser: 'safari', system: 'iphone', current: false, activeNow: true },
    ]);
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.signedInAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(session.lastActiveAt)).toBeLessThan(60_000);
    }
    // The ids are the cookies' secrets: neither they nor the signed cookie appear in the answer.
    const ids = await rows<{ id: string }>(server.query, sql`SELECT id FROM sessions WHERE user_id = ${user.id}`);
    expect(ids).toHaveLength(2);
    for (const { id } of ids) expect(text).not.toContain(id);
    expect(text).not.toContain(phone.client.cookie('kartis.sid'));
  });

  it('says when another device was last used, as its sliding expiry tells, without a write for listing', async () => {
    const user = await buildUser(server.query);
    const phone = await signInOn(user, CHROME_ON_ANDROID);
    await signInOn(user, FIREFOX_ON_WINDOWS);
    const hourAgo = Date.now() - 3_600_000;
    await server.query
      .updateTable('sessions')
      .set((eb) => ({ expires_at: eb('idle_ms', '+', hourAgo) }))
      .where('user_id', '=', user.id)
      .where('data', 'like', '%Firefox%')
      .execute();
    const before = await rows(server.query, sql`SELECT id, expires_at FROM sessions WHERE user_id = ${user.id} ORDER BY id`);

    const laptop = other(await sessionsOf(phone));
    expect(laptop).toMatchObject({ browser: 'firefox', system: 'windows', activeNow: false });
    expect(Math.abs(Date.parse(laptop.lastActiveAt) - hourAgo)).toBeLessThan(1000);
    await sessionsOf(phone);
    expect(await rows(server.query, sql`SELECT id, expires_at FROM sessions WHERE user_id = ${user.id} ORDER BY id`)).toEqual(before);
  });

  it('signs another device out: its cookie is anonymous, its Bearer token stops working, this device stays', async () => {
    const user = await buildUser(server.query);
    const phone = await signInOn(user, CHROME_ON_ANDROID);
    const tablet = await signInOn(user, SAFARI_ON_IPHONE);
    expect(await tokenWorks(tablet)).toBe(true);

    const response = await phone.client.send('DELETE', `/api/account/sessions/${other(await sessionsOf(phone)).handle}`);
    const { sessions } = await json<SignedInSessions>(response, 200);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);

    expect(await signedIn(tablet)).toBe(false);
    expect(await tokenWorks(tablet)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect(await tokenWorks(phone)).toBe(true);
  });

  it('signs every other device out and keeps this one', async () => {
    const user = await buildUser(server.query);
    const phone = await signInOn(user, CHROME_ON_ANDROID);
    const tablet = await signInOn(user, SAFARI_ON_IPHONE);
    const laptop = await signInOn(user, FIREFOX_ON_WINDOWS);
    const bystander = await signInOn(await buildUser(server.query), CHROME_ON_ANDROID);
    expect(await sessionsOf(phone)).toHaveLength(3);

    const { sessions } = await json<SignedInSessions>(await phone.client.send('POST', '/api/account/sessions/end-others'), 200);
    expect(sessions.map(({ browser, current }) => ({ browser, current }))).toEqual([{ browser: 'chrome', current: true }]);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await tokenWorks(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(bystander)).toBe(true);
  });

  it('keeps the session of a Bearer-only client that signs the others out', async () => {
    const user = await buildUser(server.query);
    const app = await signInOn(user, CHROME_ON_ANDROID);
    const browser = await signInOn(user, SAFARI_ON_IPHONE);
    const bearer = new TestClient(server.url);
    const response = await bearer.fetch('/api/account/sessions/end-others', { method: 'POST', headers: { Authorization: `Bearer ${app.token}` } });
    const { sessions } = await json<SignedInSessions>(response, 200);
    expect(sessions.map(({ system, current }) => ({ system, current }))).toEqual([{ system: 'android', current: true }]);
    expect(await tokenWorks(app)).toBe(true);
    expect(await signedIn(browser)).toBe(false);
  });

  it("answers 404 for another account's session, an ended one or a made-up handle, and ends nothing", async () => {
    const owner = await buildUser(server.query);
    const ownerDevice = await signInOn(owner, CHROME_ON_ANDROID);
    const stranger = await signInOn(await buildUser(server.query), SAFARI_ON_IPHONE);
    const handle = (await sessionsOf(ownerDevice))[0]!.handle;

    for (const path of [handle, 'A'.repeat(43), 'not-a-handle', '..%2F..%2Fsessions']) {
      const response = await stranger.client.send('DELETE', `/api/account/sessions/${path}`);
      expect(await json(response, 404)).toEqual({ message: SECURITY_MESSAGES.sessionEnded, code: 'not_found' });
    }
    expect(await signedIn(ownerDevice)).toBe(true);
    expect(await sessionsOf(stranger)).toHaveLength(1);
  });

  it("does not sign this device out through the list, and refuses a request without the session's CSRF token", async () => {
    const user = await buildUser(server.query);
    const phone = await signInOn(user, CHROME_ON_ANDROID);
    const tablet = await signInOn(user, SAFARI_ON_IPHONE);
    const sessions = await sessionsOf(phone);

    const own = await phone.client.send('DELETE', `/api/account/sessions/${sessions[0]!.handle}`);
    expect(await json(own, 409)).toEqual({ message: SECURITY_MESSAGES.sessionCurrent, code: 'session_current' });
    expect((await phone.client.fetch(`/api/account/sessions/${other(sessions).handle}`, { method: 'DELETE' })).status).toBe(403);
    expect((await phone.client.fetch('/api/account/sessions/end-others', { method: 'POST' })).status).toBe(403);
    expect((await new TestClient(server.url).send('POST', '/api/account/sessions/end-others')).status).toBe(401);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(tablet)).toBe(true);
  });

  it('shows the shared demo account only its own device, and lets it end none', async () => {
    const demo = await buildUser(server.query, { isDemo: true });
    const mine = await signInOn(demo, CHROME_ON_ANDROID);
    const stranger = await signInOn(demo, SAFARI_ON_IPHONE);
    expect((await sessionsOf(mine)).map(({ browser, current }) => ({ browser, current }))).toEqual([{ browser: 'chrome', current: true }]);
    expect((await mine.client.send('POST', '/api/account/sessions/end-others')).status).toBe(403);
    expect(await signedIn(stranger)).toBe(true);
  });

  it('lists this device alone once a password change has signed the others out', async () => {
    const user = await buildUser(server.query);
    const phone = await signInOn(user, CHROME_ON_ANDROID);
    await signInOn(user, SAFARI_ON_IPHONE);
    const response = await phone.client.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: 'another-horse-43' });
    expect(await json(response, 200)).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await sessionsOf(phone)).map(({ current }) => current)).toEqual([true]);
  });

  it('names a device it does not know as another browser on another system', async () => {
    const user = await buildUser(server.query);
    const device = await signInOn(user, 'curl/8.5.0');
    expect((await sessionsOf(device))[0]).toMatchObject({ browser: 'other', system: 'other', current: true });
  });
});
