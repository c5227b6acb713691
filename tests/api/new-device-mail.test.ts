import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, NEW_DEVICE_MAILS, newSignInMail } from '../../api/auth/sign-in-devices';
import { israelDateAndTime } from '../../api/israel-time';
import { MAIL_TEXTS } from '../../api/mail/texts';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { json, TestClient } from '../helpers/client';
import { mailsTo, registerThroughMail } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { SoftPasskey } from '../helpers/soft-authenticator';
import { rows, run, sql } from '../helpers/sql';
import { buildUser } from '../helpers/users';

const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const NOTICE_SUBJECTS = new Set(Object.values(MAIL_TEXTS).map((texts) => texts.newSignIn({ name: '', device: '', date: '', time: '' }).subject));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** What one sign-in left: the client (a browser, with its cookies), its answer's Bearer token and cookies. */
interface SignedInFrom {
  client: TestClient;
  token: string;
  setCookies: string[];
}

/** Signs `user` in with their password from `client` (a fresh, cookie-less one of this file's server unless given), as the browser `userAgent`. */
async function signInFrom(user: { email: string; password: string }, userAgent: string, client = new TestClient(server.url), headers: Record<string, string> = {}): Promise<SignedInFrom> {
  const csrf = (await (await client.fetch('/api/csrf-token', { headers })).json()) as { csrfToken: string };
  const response = await client.fetch('/api/auth/login', {
    method: 'POST',
    json: { email: user.email, password: user.password },
    headers: { ...headers, 'csrf-token': csrf.csrfToken, 'User-Agent': userAgent },
  });
  const setCookies = response.headers.getSetCookie();
  const { token } = await json<{ token: string }>(response, 200);
  client.resetCsrf();
  return { client, token, setCookies };
}

/** The notices of new sign-ins mailed to `address`, once every one under way has gone. */
async function noticesTo(address: string): Promise<ParsedMail[]> {
  await server.services.signInDevices.settled();
  return (await mailsTo(server.config.dataDir, address)).filter((mail) => NOTICE_SUBJECTS.has(mail.subject ?? ''));
}

const devicesOf = (userId: number) => rows<{ device_hash: string; browser: string; system: string }>(server.query, sql`SELECT device_hash, browser, system FROM sign_in_devices WHERE user_id = ${userId} ORDER BY first_seen_at, device_hash`);
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** The date in Israel now (and a minute on, should the minute turn during the test) as the mail writes it. */
const israelDates = (language: 'he' | 'en') => [israelDateAndTime(new Date(), language).date, israelDateAndTime(new Date(Date.now() + 60_000), language).date];

describe('the mail about a sign-in from a new device', () => {
  it('says it in Hebrew to a Hebrew account when a second, cookie-less client signs in, naming its browser, and nothing for the first', async () => {
    const user = await buildUser(server.query, { displayName: 'נועה', locale: 'he' });
    const phone = await signInFrom(user, CHROME_ON_ANDROID);
    expect(await noticesTo(user.email)).toEqual([]);

    // A long-lived random cookie names the browser; only its digest is kept.
    const cookie = phone.setCookies.find((header) => header.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/; secure/i);
    expect(Date.parse(/; expires=([^;]+)/i.exec(cookie)![1]!) - Date.now()).toBeGreaterThan(399 * 86_400_000);
    const value = phone.client.cookie(DEVICE_COOKIE)!;
    expect(value).toMatch(/^[\w-]{43}$/);
    expect(await devicesOf(user.id)).toEqual([{ device_hash: digest(value), browser: 'chrome', system: 'android' }]);

    const iphone = await signInFrom(user, SAFARI_ON_IPHONE);
    const dates = israelDates('he');
    const [notice, ...more] = await noticesTo(user.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('התחברות חדשה לחשבון שלך בכרטיס');
    expect(notice!.text).toContain('שלום נועה,');
    expect(notice!.text).toMatch(/התחברות חדשה לחשבון שלך בכרטיס: Safari באייפון, ב\u2011(.+) בשעה \d\d:\d\d \(שעון ישראל\)\./);
    expect(dates).toContain(/, ב\u2011(.+) בשעה/.exec(notice!.text!)![1]);
    expect(notice!.text).toContain('אם התחברת בעצמך, אין צורך לעשות דבר. אם לא, כדאי לנתק את המכשיר הזה ולהחליף סיסמה:');
    expect(notice!.text).toContain(`${server.url}/account?lang=he#sessions`);
    expect(notice!.html).toContain('<html lang="he" dir="rtl">');
    expect(notice!.html).toContain(`href="${server.url}/account?lang=he#sessions"`);

    // No secret of either device is in the mail, nor in the log.
    const secrets = [value, iphone.client.cookie(DEVICE_COOKIE)!, phone.client.cookie('kartis.sid')!, iphone.client.cookie('kartis.sid')!, phone.token, iphone.token, user.password];
    for (const secret of secrets) {
      expect(`${notice!.text}\n${notice!.html}\n${JSON.stringify(notice!.headers)}`).not.toContain(secret);
      expect(server.logs.join('\n')).not.toContain(secret);
    }
    for (const { device_hash } of await devicesOf(user.id)) expect(`${notice!.text}${notice!.html}`).not.toContain(device_hash);
  });

  it('says it in English to an English account', async () => {
    const user = await buildUser(server.query, { displayName: 'Noa', locale: 'en' });
    await signInFrom(user, FIREFOX_ON_WINDOWS);
    await signInFrom(user, CHROME_ON_ANDROID);
    const dates = israelDates('en');
    const [notice, ...more] = await noticesTo(user.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('A new sign-in to your Kartis account');
    expect(notice!.text).toContain('Hello Noa,');
    expect(notice!.text).toMatch(/A new sign-in to your Kartis account: Chrome on Android, on (.+) at \d\d:\d\d \(Israel time\)\./);
    expect(dates).toContain(/Android, on (.+) at/.exec(notice!.text!)![1]);
    expect(notice!.text).toContain(`If it was you, there is nothing to do. If not, sign that device out and change your password:\n${server.url}/account?lang=en#sessions`);
    expect(notice!.html).toContain('<html lang="en" dir="ltr">');
  });

  it('sends nothing when the same device signs in again, also after signing out', async () => {
    const user = await buildUser(server.query, { locale: 'en' });
    const laptop = await signInFrom(user, FIREFOX_ON_WINDOWS);
    await signInFrom(user, CHROME_ON_ANDROID);
    expect(await noticesTo(user.email)).toHaveLength(1);

    expect((await laptop.client.send('POST', '/api/auth/logout')).status).toBe(200);
    laptop.client.resetCsrf();
    await signInFrom(user, FIREFOX_ON_WINDOWS, laptop.client);
    await signInFrom(user, FIREFOX_ON_WINDOWS, laptop.client);
    expect(await noticesTo(user.email)).toHaveLength(1);
    expect(await devicesOf(user.id)).toHaveLength(2);
  });

  it('sends nothing for the device that signed up, and remembers it', async () => {
    const client = new TestClient(server.url);
    const email = 'signs.up.here@example.test';
    const confirmed = await registerThroughMail(client, server.config.dataDir, { username: 'signs.up.here', email, password: 'tzimmes-17' });
    expect(confirmed.status).toBe(201);
    client.resetCsrf();
    expect(client.cookie(DEVICE_COOKIE)).toMatch(/^[\w-]{43}$/);
    const [account] = await rows<{ id: number }>(server.query, sql`SELECT id FROM users WHERE email = ${email}`);
    expect(await devicesOf(Number(account!.id))).toHaveLength(1);

    expect((await client.send('POST', '/api/auth/logout')).status).toBe(200);
    client.resetCsrf();
    await signInFrom({ email, password: 'tzimmes-17' }, CHROME_ON_ANDROID, client);
    expect(await noticesTo(email)).toEqual([]);

    // Another device is told of, in the language the account was made in.
    await signInFrom({ email, password: 'tzimmes-17' }, SAFARI_ON_IPHONE);
    expect((await noticesTo(email)).map((mail) => mail.subject)).toEqual(['התחברות חדשה לחשבון שלך בכרטיס']);
  });

  it('mails once for a sign-in with a passkey from a new device, as for any other way in', async () => {
    const user = await buildUser(server.query, { locale: 'en' });
    const laptop = await signInFrom(user, FIREFOX_ON_WINDOWS);
    const passkey = new SoftPasskey(server.url);
    const options = await (await laptop.client.send('POST', '/api/account/passkeys/options', { password: user.password })).json();
    expect((await laptop.client.send('POST', '/api/account/passkeys', passkey.register(options))).status).toBe(201);

    const phone = new TestClient(server.url);
    const challenge = await (await phone.send('POST', '/api/auth/passkey/options')).json();
    expect((await phone.send('POST', '/api/auth/passkey', passkey.authenticate(challenge))).status).toBe(200);
    expect((await noticesTo(user.email)).map((mail) => mail.subject)).toEqual(['A new sign-in to your Kartis account']);
  });

  it('sends nothing for the shared demo account, and keeps none of its devices', async () => {
    const before = (await noticesTo(DEMO_ACCOUNT.email)).length;
    const first = await signInFrom(DEMO_ACCOUNT, CHROME_ON_ANDROID);
    await signInFrom(DEMO_ACCOUNT, SAFARI_ON_IPHONE);
    expect(await noticesTo(DEMO_ACCOUNT.email)).toHaveLength(before);
    expect(first.setCookies.some((header) => header.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
    expect(await rows(server.query, sql`SELECT d.user_id FROM sign_in_devices d JOIN users u ON u.id = d.user_id WHERE u.is_demo = 1`)).toEqual([]);
  });

  it(`mails at most ${NEW_DEVICE_MAILS.max} new devices an hour; one beyond is not remembered, so its next sign-in counts again`, async () => {
    const user = await buildUser(server.query, { locale: 'en' });
    await signInFrom(user, FIREFOX_ON_WINDOWS);
    const others: SignedInFrom[] = [];
    for (let i = 0; i < NEW_DEVICE_MAILS.max + 2; i++) others.push(await signInFrom(user, CHROME_ON_ANDROID));
    expect(await noticesTo(user.email)).toHaveLength(NEW_DEVICE_MAILS.max);
    expect(await devicesOf(user.id)).toHaveLength(1 + NEW_DEVICE_MAILS.max);
    expect(server.logs.filter((line) => line.includes('over the limit') && line.includes(`"user":${user.id}`))).toHaveLength(2);
    expect(server.logs.join('\n')).not.toContain(user.email);

    // Within the hour the last one still is not mailed; the sign-ins themselves all succeeded.
    await signInFrom(user, CHROME_ON_ANDROID, others.at(-1)!.client);
    expect(await noticesTo(user.email)).toHaveLength(NEW_DEVICE_MAILS.max);
  });

  it('marks the device cookie Secure over HTTPS', async () => {
    const user = await buildUser(server.query);
    const { setCookies } = await signInFrom(user, CHROME_ON_ANDROID, new TestClient(server.url), { 'X-Forwarded-Proto': 'https' });
    expect(setCookies.find((header) => header.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/; secure/i);
  });

  it('forgets a device unseen for longer than its cookie lives, once another is remembered', async () => {
    const user = await buildUser(server.query, { locale: 'en' });
    const old = await signInFrom(user, FIREFOX_ON_WINDOWS);
    const longAgo = new Date(Date.now() - 401 * 86_400_000).toISOString();
    await run(server.query, sql`UPDATE sign_in_devices SET last_seen_at = ${longAgo} WHERE user_id = ${user.id}`);
    await signInFrom(user, CHROME_ON_ANDROID);
    // The account had a device: the new one is mailed, and only it is kept.
    expect(await noticesTo(user.email)).toHaveLength(1);
    expect(await devicesOf(user.id)).toEqual([expect.objectContaining({ browser: 'chrome', system: 'android' })]);
    expect((await devicesOf(user.id))[0]!.device_hash).not.toBe(digest(old.client.cookie(DEVICE_COOKIE)!));
  });

  it('writes the time in Israel, in words of the account’s language', () => {
    // 08:40 UTC is 10:40 in Israel in winter.
    const at = new Date('2026-11-30T08:40:00.000Z');
    const account = { id: 1, email: 'owner@example.test', username: 'owner', display_name: 'Dana', is_demo: 0 as const };
    const english = newSignInMail({ ...account, locale: 'en' }, { browser: 'chrome', system: 'android' }, at, 'https://kartis.example/account#sessions');
    expect(english.text).toContain('A new sign-in to your Kartis account: Chrome on Android, on 30 November 2026 at 10:40 (Israel time).');
    const hebrew = newSignInMail({ ...account, locale: 'he' }, { browser: 'other', system: 'windows' }, at, 'https://kartis.example/account#sessions');
    expect(hebrew.text).toContain('התחברות חדשה לחשבון שלך בכרטיס: דפדפן ב\u2011Windows, ב\u201130 בנובמבר 2026 בשעה 10:40 (שעון ישראל).');
    // In summer Israel is three hours ahead.
    expect(newSignInMail({ ...account, locale: 'en' }, { browser: 'other', system: 'other' }, new Date('2026-07-01T21:30:00.000Z'), 'x').text).toContain(
      'A new sign-in to your Kartis account: Unknown device, on 2 July 2026 at 00:30 (Israel time).',
    );
  });
});

describe('when the mail cannot be sent', () => {
  let failing: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: every mail fails.
    failing = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => failing.close());

  it('still signs in, and logs the failure without secrets', async () => {
    const user = await buildUser(failing.query, { locale: 'en' });
    await signInFrom(user, FIREFOX_ON_WINDOWS, new TestClient(failing.url));
    const second = await signInFrom(user, CHROME_ON_ANDROID, new TestClient(failing.url));
    expect((await second.client.fetch('/api/auth/current-user')).status).toBe(200);
    await failing.services.signInDevices.settled();
    const failure = failing.logs.find((line) => line.includes('new sign-in mail not sent'));
    expect(failure).toContain(`"user":${user.id}`);
    for (const secret of [second.token, second.client.cookie(DEVICE_COOKIE)!, second.client.cookie('kartis.sid')!, user.email, user.password]) expect(failure).not.toContain(secret);
  });
});
