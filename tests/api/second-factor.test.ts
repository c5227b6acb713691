import { generateSync } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/contract/account';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { SECURITY_MESSAGES } from '../../shared/contract/security';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn, tryLogin } from '../helpers/sign-in';
import { rows, run, sql } from '../helpers/sql';
import { SoftPasskey } from '../helpers/soft-authenticator';
import { buildUser, type TestUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The server runs in this process: its clock and the codes the test computes stand still together, in the middle of
// a 30-second step, so that no code falls on a step's edge. A test moves the clock on when it needs a new code.
let now = 0;
beforeEach(() => {
  now = Math.floor(Date.now() / 30_000) * 30_000 + 15_000;
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's and the test's clock on by `seconds`. */
function wait(seconds: number) {
  now += seconds * 1000;
  vi.setSystemTime(now);
}

/** The app's code for `secret` at the present moment. */
const codeOf = (secret: string) => generateSync({ secret });

const CODE_INVALID = { message: SECURITY_MESSAGES.codeInvalid, code: 'code_invalid', details: [{ path: 'code', message: SECURITY_MESSAGES.codeInvalid }] };

/** Turns on an authenticator app for the account signed in on `client`: its secret and recovery codes. */
async function enrolTotp(client: TestClient, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await client.send('POST', '/api/account/totp', { password });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await client.send('POST', '/api/account/totp/confirm', { code: codeOf(secret) });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  // The code that confirmed is used up: the sign-ins that follow use the next one.
  wait(30);
  return { secret, recoveryCodes };
}

/** A user with an authenticator app, and what enrolling gave them. */
async function userWithTotp(overrides: Parameters<typeof buildUser>[1] = {}): Promise<{ user: TestUser; secret: string; recoveryCodes: string[] }> {
  const user = await buildUser(server.query, overrides);
  const { client } = await signIn(server.url, user);
  return { user, ...(await enrolTotp(client, user.password)) };
}

/** Signs in with the password, which must ask for the second factor; the client then holds the waiting sign-in. */
async function passwordStep(user: TestUser, rememberMe?: boolean): Promise<TestClient> {
  const { status, body, client } = await tryLogin(new TestClient(server.url), user.email, user.password, rememberMe);
  expect(status).toBe(401);
  expect(body).toEqual({ message: SECURITY_MESSAGES.secondFactorRequired, code: 'second_factor_required', methods: ['totp'], expiresInSeconds: 300 });
  return client;
}

function secondFactor(client: TestClient, code: string) {
  return client.send('POST', '/api/auth/login/second-factor', { code });
}

describe('enrolling an authenticator app', () => {
  it('answers the secret and its otpauth URI once, confirms with a first code and hands out ten recovery codes, stored hashed', async () => {
    const user = await buildUser(server.query, { email: 'totp.owner@example.test' });
    const { client } = await signIn(server.url, user);

    const refused = await client.send('POST', '/api/account/totp', { password: 'not-my-password' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'wrong_password', message: ACCOUNT_MESSAGES.wrongPassword });

    const started = await client.send('POST', '/api/account/totp', { password: user.password });
    const { secret, otpauthUri } = (await started.json()) as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Kartis:totp.owner%40example.test?secret=${secret}&issuer=Kartis`);
    // Not on yet: the password alone still signs in.
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(200);

    const wrong = await client.send('POST', '/api/account/totp/confirm', { code: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(CODE_INVALID);
    const confirmed = await client.send('POST', '/api/account/totp/confirm', { code: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Stored so that neither the database nor any later answer gives them away.
    const [factor] = await rows<{ secret: string }>(server.query, sql`SELECT secret FROM totp_factors WHERE user_id = ${user.id}`);
    expect(factor!.secret).not.toContain(secret);
    const hashes = await rows<{ code_hash: string }>(server.query, sql`SELECT code_hash FROM recovery_codes WHERE user_id = ${user.id}`);
    expect(hashes.map((row) => row.code_hash).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    const security = await client.fetch('/api/account/security');
    const text = await security.text();
    expect(JSON.parse(text)).toEqual({ totp: { enabled: true, recoveryCodesLeft: 10 }, passkeys: [], hasPassword: true, sessionSecondFactor: true });
    expect(text).not.toContain(secret);
    expect(server.logs.some((line) => line.includes(secret) || recoveryCodes.some((code) => line.includes(code)))).toBe(false);

    const again = await client.send('POST', '/api/account/totp', { password: user.password });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: SECURITY_MESSAGES.totpAlreadyEnabled, code: 'totp_already_enabled' });
  });

  it('refuses a confirmation without a started enrolment, or after it lapsed', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const none = await client.send('POST', '/api/account/totp/confirm', { code: '123456' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: SECURITY_MESSAGES.totpNotStarted, code: 'totp_not_started' });
    const { secret } = (await (await client.send('POST', '/api/account/totp', { password: user.password })).json()) as { secret: string };
    wait(16 * 60);
    expect((await client.send('POST', '/api/account/totp/confirm', { code: codeOf(secret) })).status).toBe(409);
  });
});

describe('signing in with an authenticator app', () => {
  it('asks for a code after the right password, then finishes the sign-in as login does', async () => {
    const { user, secret } = await userWithTotp({ displayName: 'עם קוד' });
    const client = await passwordStep(user, true);
    expect((await client.fetch('/api/auth/current-user')).status).toBe(401);

    const answer = await secondFactor(client, codeOf(secret));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { token: string };
    expect(body).toEqual({
      user: { id: user.id, username: user.username, displayName: 'עם קוד', email: user.email, userRole: 'user', unreadSupportMessages: 0, locale: 'he' },
      token: expect.stringMatching(/^[\w-]{43}$/),
      message: 'התחברת בהצלחה',
    });
    // A remembered sign-in keeps its 30-day cookie through the second step.
    expect(answer.headers.getSetCookie().find((cookie) => cookie.startsWith('kartis.sid='))).toMatch(/expires=/i);
    client.resetCsrf();
    expect((await client.fetch('/api/auth/current-user')).status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/current-user`, { headers: { Authorization: `Bearer ${body.token}` } })).status).toBe(200);
  });

  it('refuses a wrong code, and a code already used within its window (replay)', async () => {
    const { user, secret } = await userWithTotp();
    const code = codeOf(secret);
    const first = await passwordStep(user);
    expect(await (await secondFactor(first, '000000' === code ? '111111' : '000000')).json()).toEqual(CODE_INVALID);
    expect((await secondFactor(first, code)).status).toBe(200);

    const replay = await passwordStep(user);
    const answer = await secondFactor(replay, code);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(CODE_INVALID);
    // A code of the step before, still within the tolerance for a slow clock, is refused once a later one was used.
    wait(30);
    expect((await secondFactor(replay, codeOf(secret))).status).toBe(200);
    const earlier = generateSync({ secret, epoch: now / 1000 - 30 });
    expect(await (await secondFactor(await passwordStep(user), earlier)).json()).toEqual(CODE_INVALID);
  });

  it('takes one of two parallel sign-ins with the same code', async () => {
    const { user, secret } = await userWithTotp();
    const [a, b] = [await passwordStep(user), await passwordStep(user)];
    const code = codeOf(secret);
    const answers = await Promise.all([secondFactor(a, code), secondFactor(b, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('accepts a recovery code once, wherever a code is asked', async () => {
    const { user, recoveryCodes } = await userWithTotp();
    const client = await passwordStep(user);
    expect((await secondFactor(client, recoveryCodes[0]!.toLowerCase())).status).toBe(200);

    const again = await passwordStep(user);
    expect(await (await secondFactor(again, recoveryCodes[0]!)).json()).toEqual(CODE_INVALID);
    expect((await secondFactor(again, recoveryCodes[1]!.replace(/-/g, ' '))).status).toBe(200);
    again.resetCsrf();
    const security = (await (await again.fetch('/api/account/security')).json()) as { totp: unknown };
    expect(security.totp).toEqual({ enabled: true, recoveryCodesLeft: 8 });

    // Turning the app off takes the password and a code: a recovery code will do.
    const off = await again.send('DELETE', '/api/account/totp', { password: user.password, code: recoveryCodes[2]! });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { totp: unknown }).totp).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(200);
  });

  it('refuses a code when no sign-in waits for one, or after the 5 minutes the password stays good', async () => {
    const { user, secret } = await userWithTotp();
    const nothing = await secondFactor(new TestClient(server.url), '123456');
    expect(nothing.status).toBe(401);
    expect(await nothing.json()).toEqual({ message: SECURITY_MESSAGES.secondFactorExpired, code: 'second_factor_expired' });

    const client = await passwordStep(user);
    wait(5 * 60 + 1);
    const late = await secondFactor(client, codeOf(secret));
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ message: SECURITY_MESSAGES.secondFactorExpired, code: 'second_factor_expired' });
    expect((await client.fetch('/api/auth/current-user')).status).toBe(401);
  });

  it('refuses the code of a sign-in whose password was changed or reset since: the old password no longer leads in', async () => {
    const { user, secret } = await userWithTotp();
    const waiting = await passwordStep(user);
    wait(1);
    const owner = await passwordStep(user);
    expect((await secondFactor(owner, codeOf(secret))).status).toBe(200);
    owner.resetCsrf();
    expect((await owner.send('PUT', '/api/account/password', { currentPassword: user.password, newPassword: 'brand-new-secret-9' })).status).toBe(200);
    wait(30);
    const refused = await secondFactor(waiting, codeOf(secret));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: SECURITY_MESSAGES.secondFactorExpired, code: 'second_factor_expired' });
    expect((await waiting.fetch('/api/auth/current-user')).status).toBe(401);
    // The new password leads to the code as before.
    const again = await passwordStep({ ...user, password: 'brand-new-secret-9' });
    expect((await secondFactor(again, codeOf(secret))).status).toBe(200);
  });

  it('counts wrong codes toward the sign-in lockout: past it even the right code waits, with Retry-After', async () => {
    const { user, secret } = await userWithTotp();
    const client = await passwordStep(user);
    for (let i = 0; i < 5; i++) expect((await secondFactor(client, `00000${i}`)).status).toBe(401);
    const locked = await secondFactor(client, codeOf(secret));
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    // The password alone cannot reset the count: it is counted too, until a second factor succeeds.
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(429);
  });

  it('counts only the codes: the right password before each of them costs no try, so an owner who signs in again after a typo is not shut out', async () => {
    const { user } = await userWithTotp();
    for (let i = 0; i < 5; i++) expect((await secondFactor(await passwordStep(user), `00000${i}`)).status).toBe(401);
    // The five wrong codes are the limit, whatever came between them.
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(429);
  });

  it('turns off only with the right password and a right code', async () => {
    const { user, secret } = await userWithTotp();
    const client = await passwordStep(user);
    await secondFactor(client, codeOf(secret));
    client.resetCsrf();
    wait(30);
    const wrongPassword = await client.send('DELETE', '/api/account/totp', { password: 'not-my-password', code: codeOf(secret) });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await client.send('DELETE', '/api/account/totp', { password: user.password, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toEqual(CODE_INVALID);
    expect((await client.send('DELETE', '/api/account/totp', { password: user.password, code: codeOf(secret) })).status).toBe(200);
    const notOn = await client.send('DELETE', '/api/account/totp', { password: user.password, code: codeOf(secret) });
    expect(notOn.status).toBe(409);
    expect(await notOn.json()).toEqual({ message: SECURITY_MESSAGES.totpNotEnabled, code: 'totp_not_enabled' });
  });
});

describe('leaving an authenticator app’s setup', () => {
  it('forgets the started enrolment: its key no longer turns the app on, and nothing was on', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const { secret } = (await (await client.send('POST', '/api/account/totp', { password: user.password })).json()) as { secret: string };
    const cancelled = await client.send('DELETE', '/api/account/totp/enrolment');
    expect(cancelled.status).toBe(204);
    expect(await rows(server.query, sql`SELECT user_id FROM totp_factors WHERE user_id = ${user.id}`)).toEqual([]);
    const late = await client.send('POST', '/api/account/totp/confirm', { code: codeOf(secret) });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: SECURITY_MESSAGES.totpNotStarted, code: 'totp_not_started' });
    expect((await tryLogin(new TestClient(server.url), user.email, user.password)).status).toBe(200);
    // Nothing started: nothing to forget, and no error.
    expect((await client.send('DELETE', '/api/account/totp/enrolment')).status).toBe(204);
  });

  it('leaves an app that is on as it is', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    await enrolTotp(client, user.password);
    expect((await client.send('DELETE', '/api/account/totp/enrolment')).status).toBe(204);
    expect(((await (await client.fetch('/api/account/security')).json()) as { totp: unknown }).totp).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });
});

describe('a new set of recovery codes', () => {
  it('replaces every code after the password and a code: the old ones stop working, the new ones are shown once', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const { secret, recoveryCodes: old } = await enrolTotp(client, user.password);

    const wrongPassword = await client.send('POST', '/api/account/recovery-codes', { password: 'not-my-password', code: codeOf(secret) });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ code: 'wrong_password', message: ACCOUNT_MESSAGES.wrongPassword });
    const wrongCode = await client.send('POST', '/api/account/recovery-codes', { password: user.password, code: '000000' === codeOf(secret) ? '111111' : '000000' });
    expect(await wrongCode.json()).toEqual(CODE_INVALID);
    const badInput = await client.send('POST', '/api/account/recovery-codes', { password: user.password, code: 'abc' });
    expect(badInput.status).toBe(400);
    expect(await badInput.json()).toMatchObject({ details: [{ path: 'code', message: SECURITY_MESSAGES.codeFormat }] });

    const made = await client.send('POST', '/api/account/recovery-codes', { password: user.password, code: codeOf(secret) });
    expect(made.status).toBe(200);
    expect(made.headers.get('Cache-Control')).toBe('no-store');
    const { recoveryCodes } = (await made.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.some((code) => old.includes(code))).toBe(false);
    expect(((await (await client.fetch('/api/account/security')).json()) as { totp: unknown }).totp).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(server.logs.some((line) => recoveryCodes.some((code) => line.includes(code)))).toBe(false);

    expect(await (await secondFactor(await passwordStep(user), old[0]!)).json()).toEqual(CODE_INVALID);
    expect((await secondFactor(await passwordStep(user), recoveryCodes[0]!)).status).toBe(200);
  });

  it('takes the last recovery code in place of the app’s, for an owner who lost the phone', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const { recoveryCodes: old } = await enrolTotp(client, user.password);
    const made = await client.send('POST', '/api/account/recovery-codes', { password: user.password, code: old[9]! });
    expect(made.status).toBe(200);
    expect(((await made.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  });

  it('refuses an account without an app, and counts its tries with the other security checks', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const none = await client.send('POST', '/api/account/recovery-codes', { password: user.password, code: '123456' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: SECURITY_MESSAGES.totpNotEnabled, code: 'totp_not_enabled' });
    for (let i = 0; i < 9; i++) await client.send('POST', '/api/account/recovery-codes', { password: 'not-my-password', code: '123456' });
    expect((await client.send('POST', '/api/account/recovery-codes', { password: user.password, code: '123456' })).status).toBe(429);
  });
});

describe('/admin and a second factor', () => {
  it('refuses an admin session signed in before the admin enrolled, until it proves the factor', async () => {
    const admin = await buildUser(server.query, { userRole: 'admin' });
    const before = await signIn(server.url, admin);
    expect((await before.client.fetch('/api/admin/overview')).status).toBe(200);

    const enrolling = await signIn(server.url, admin);
    const { secret } = await enrolTotp(enrolling.client, admin.password);
    for (const answer of [await before.client.fetch('/api/admin/overview'), await fetch(`${server.url}/api/admin/overview`, { headers: { Authorization: `Bearer ${before.token}` } })]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: SECURITY_MESSAGES.adminSecondFactor, code: 'second_factor_required' });
    }
    // The rest of the product stays open to that session.
    expect((await before.client.fetch('/api/account')).status).toBe(200);
    const security = (await (await before.client.fetch('/api/account/security')).json()) as { sessionSecondFactor: boolean };
    expect(security.sessionSecondFactor).toBe(false);

    const stepUp = await secondFactor(before.client, codeOf(secret));
    expect(stepUp.status).toBe(200);
    const { token } = (await stepUp.json()) as { token: string };
    before.client.resetCsrf();
    expect((await before.client.fetch('/api/admin/overview')).status).toBe(200);
    expect((await fetch(`${server.url}/api/admin/overview`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('lets in an admin who signed in with password and code, and one who has no second factor yet', async () => {
    const { user: admin, secret } = await userWithTotp({ userRole: 'admin' });
    const client = await passwordStep(admin);
    await secondFactor(client, codeOf(secret));
    client.resetCsrf();
    expect((await client.fetch('/api/admin/overview')).status).toBe(200);

    const plain = await buildUser(server.query, { userRole: 'admin' });
    expect((await (await signIn(server.url, plain)).client.fetch('/api/admin/overview')).status).toBe(200);
  });
});

/** Registers a new software passkey for the account signed in on `client`, from a browser that says `userAgent`. */
async function registerPasskey(client: TestClient, password: string, name?: string, userAgent = 'node'): Promise<SoftPasskey> {
  const passkey = new SoftPasskey(server.url);
  const options = await (await client.send('POST', '/api/account/passkeys/options', { password })).json();
  const answer = await client.fetch('/api/account/passkeys', {
    method: 'POST',
    json: { ...passkey.register(options), name },
    headers: { 'csrf-token': await client.csrfToken(), 'User-Agent': userAgent },
  });
  expect(answer.status).toBe(201);
  return passkey;
}

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const passkeyNames = async (client: TestClient) =>
  ((await (await client.fetch('/api/account/security')).json()) as { passkeys: { name: string }[] }).passkeys.map((passkey) => passkey.name);

async function passkeySignIn(client: TestClient, passkey: SoftPasskey): Promise<Response> {
  const options = await (await client.send('POST', '/api/auth/passkey/options')).json();
  return client.send('POST', '/api/auth/passkey', passkey.authenticate(options));
}

describe('passkeys through the API', () => {
  it('offers sign-in options for this site, and refuses an answer to no challenge or a made-up one', async () => {
    const client = new TestClient(server.url);
    const options = (await (await client.send('POST', '/api/auth/passkey/options')).json()) as Record<string, unknown>;
    expect(options).toMatchObject({ challenge: expect.stringMatching(/^[\w-]{20,}$/), rpId: '127.0.0.1', userVerification: 'required', allowCredentials: [] });

    const madeUp = {
      id: 'bm90LWEtcGFzc2tleQ',
      rawId: 'bm90LWEtcGFzc2tleQ',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    const refused = await client.send('POST', '/api/auth/passkey', madeUp);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: SECURITY_MESSAGES.passkeyInvalid, code: 'passkey_invalid' });
    // The challenge was taken by that answer: another answer has none to sign.
    expect((await new TestClient(server.url).send('POST', '/api/auth/passkey', madeUp)).status).toBe(401);
  });

  it('asks for the password before registration options, and refuses an answer that does not verify', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    expect((await client.send('POST', '/api/account/passkeys/options', { password: 'wrong-one-1' })).status).toBe(400);
    const options = (await (await client.send('POST', '/api/account/passkeys/options', { password: user.password })).json()) as Record<string, unknown>;
    expect(options).toMatchObject({ rp: { name: 'Kartis', id: '127.0.0.1' }, user: { name: user.email }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const refused = await client.send('POST', '/api/account/passkeys', {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
      clientExtensionResults: {},
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: SECURITY_MESSAGES.passkeyInvalid, code: 'passkey_invalid' });
    expect(await rows(server.query, sql`SELECT id FROM passkeys WHERE user_id = ${user.id}`)).toEqual([]);
  });

  it('registers passkeys, signs in with one alone, and then asks for one after the password', async () => {
    const user = await buildUser(server.query, { displayName: 'מפתח' });
    const { client } = await signIn(server.url, user);
    const phone = await registerPasskey(client, user.password, 'הטלפון שלי');
    const laptop = await registerPasskey(client, user.password);
    expect(await passkeyNames(client)).toEqual(['הטלפון שלי', 'מפתח גישה']);

    const alone = new TestClient(server.url);
    const answer = await passkeySignIn(alone, phone);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      user: { id: user.id, username: user.username, displayName: 'מפתח', email: user.email, userRole: 'user', unreadSupportMessages: 0, locale: 'he' },
      token: expect.stringMatching(/^[\w-]{43}$/),
      message: 'התחברת בהצלחה',
    });
    alone.resetCsrf();
    expect((await alone.fetch('/api/auth/current-user')).status).toBe(200);

    // After the password, a passkey of that account finishes the sign-in; the options name only its passkeys.
    const { body, client: second } = await tryLogin(new TestClient(server.url), user.email, user.password);
    expect(body).toMatchObject({ code: 'second_factor_required', methods: ['passkey'] });
    const options = (await (await second.send('POST', '/api/auth/passkey/options')).json()) as { allowCredentials: { id: string }[] };
    expect(options.allowCredentials.map((credential) => credential.id).sort()).toEqual([phone, laptop].map((p) => p.credentialId.toString('base64url')).sort());
    expect((await second.send('POST', '/api/auth/passkey', laptop.authenticate(options as never))).status).toBe(200);
  });

  it('names a passkey left unnamed after the device that made it, in the owner’s language, numbering a second alike', async () => {
    const hebrew = await buildUser(server.query, { locale: 'he' });
    const { client } = await signIn(server.url, hebrew);
    await registerPasskey(client, hebrew.password, undefined, ANDROID_CHROME);
    await registerPasskey(client, hebrew.password, '', ANDROID_CHROME);
    await registerPasskey(client, hebrew.password, undefined, IPHONE_SAFARI);
    expect(await passkeyNames(client)).toEqual(['Chrome באנדרואיד', 'Chrome באנדרואיד (2)', 'Safari באייפון']);

    const english = await buildUser(server.query, { locale: 'en' });
    const { client: theirs } = await signIn(server.url, english);
    await registerPasskey(theirs, english.password, undefined, IPHONE_SAFARI);
    await registerPasskey(theirs, english.password);
    expect(await passkeyNames(theirs)).toEqual(['Safari on iPhone', 'Passkey']);
  });

  it('refuses an answer replayed against a new challenge, and a removed passkey', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const passkey = await registerPasskey(client, user.password);
    const visitor = new TestClient(server.url);
    const options = await (await visitor.send('POST', '/api/auth/passkey/options')).json();
    const answer = passkey.authenticate(options);
    expect((await visitor.send('POST', '/api/auth/passkey', answer)).status).toBe(200);
    const other = new TestClient(server.url);
    await other.send('POST', '/api/auth/passkey/options');
    expect((await other.send('POST', '/api/auth/passkey', answer)).status).toBe(401);

    const [{ id }] = (await (await client.fetch('/api/account/security')).json() as { passkeys: { id: number }[] }).passkeys as [{ id: number }];
    const removed = await client.send('DELETE', `/api/account/passkeys/${id}`, { password: user.password });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { passkeys: unknown[] }).passkeys).toEqual([]);
    expect((await passkeySignIn(new TestClient(server.url), passkey)).status).toBe(401);
  });

  it('asks for the password before removing a passkey, as turning off the app does: without it or with a wrong one the passkey stays', async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const passkey = await registerPasskey(client, user.password, 'Pixel 9');
    const [{ id }] = ((await (await client.fetch('/api/account/security')).json()) as { passkeys: { id: number }[] }).passkeys as [{ id: number }];
    const remove = (body?: unknown) => client.send('DELETE', `/api/account/passkeys/${id}`, body);

    const without = await remove();
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordRequired, code: 'validation_failed', details: [{ path: 'password', message: ACCOUNT_MESSAGES.passwordRequired }] });
    const wrong = await remove({ password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword, code: 'wrong_password', details: [{ path: 'password', message: ACCOUNT_MESSAGES.wrongPassword }] });
    // The same refusal as turning off the app, in the same words.
    const totpOff = await client.send('DELETE', '/api/account/totp', { password: 'not-my-password', code: '123456' });
    expect(await totpOff.json()).toEqual(await (await remove({ password: 'not-my-password' })).json());
    expect(await passkeyNames(client)).toEqual(['Pixel 9']);
    expect((await passkeySignIn(new TestClient(server.url), passkey)).status).toBe(200);

    const removed = await remove({ password: user.password });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { passkeys: unknown[] }).passkeys).toEqual([]);
    expect((await passkeySignIn(new TestClient(server.url), passkey)).status).toBe(401);
  });

  it('removes only the account’s own passkeys', async () => {
    const [owner, other] = [await buildUser(server.query), await buildUser(server.query)];
    const now = new Date().toISOString();
    await run(server.query, sql`INSERT INTO passkeys (user_id, credential_id, public_key, name, created_at) VALUES (${owner.id}, ${'cred-owner'}, ${Buffer.from('k')}, ${'טלפון'}, ${now})`);
    const [{ id }] = (await rows<{ id: number }>(server.query, sql`SELECT id FROM passkeys WHERE user_id = ${owner.id}`)) as [{ id: number }];
    const { client: theirs } = await signIn(server.url, other);
    expect((await theirs.send('DELETE', `/api/account/passkeys/${id}`, { password: other.password })).status).toBe(404);
    const client = await tryLogin(new TestClient(server.url), owner.email, owner.password);
    // With a passkey, the password alone asks for it.
    expect(client.body).toMatchObject({ code: 'second_factor_required', methods: ['passkey'] });
    expect(await rows(server.query, sql`SELECT id FROM passkeys WHERE user_id = ${owner.id}`)).toHaveLength(1);
  });
});
