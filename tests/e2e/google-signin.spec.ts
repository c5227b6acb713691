import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startLocalProvider, type LocalProvider } from '../helpers/oidc-provider';
import { freePort } from '../helpers/free-port.mjs';
import { confirmationToken } from '../helpers/mail';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = { clientId: 'kartis-e2e-client', clientSecret: 'kartis-e2e-client-secret' };
const GOOGLE_USER = { sub: 'google-e2e-1', email: 'yael.e2e@example.test', email_verified: true, name: 'יעל בדיקה' };
/** A Google identity whose address someone already registered with a password. */
const TAKEN_ADDRESS_USER = { sub: 'google-e2e-2', email: 'registered.first@example.test', email_verified: true, name: 'Owner of the address' };
/** A Google identity whose owner connects it to the account they registered with a password. */
const LINKING_USER = { sub: 'google-e2e-3', email: 'links.later@gmail.example', email_verified: true, name: 'Links Later' };

// This journey needs a server configured for sign-in with its own OpenID provider, so it starts both itself.
test.describe.configure({ mode: 'serial' });

let provider: LocalProvider;
let server: ChildProcess;
let appUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startLocalProvider({
    ...CLIENT,
    redirectUris: [`${appUrl}/api/auth/google/callback`],
    accounts: { [GOOGLE_USER.sub]: GOOGLE_USER, [TAKEN_ADDRESS_USER.sub]: TAKEN_ADDRESS_USER, [LINKING_USER.sub]: LINKING_USER },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'kartis-e2e-google-'));
  server = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: appUrl,
      DATABASE_PATH: join(dataDir, 'kartis.db'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      ADMIN_PASSWORD: 'x12345678',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_ISSUER: provider.issuer,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect.poll(() => fetch(`${appUrl}/api/health`).then((r) => r.ok, () => false), { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(server.pid, 'SIGTERM');
    await exited;
  }
  await provider?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** From the landing page: the header's login button, then the dialog's Google button. */
async function startGoogleSignIn(page: Page) {
  // The provider's development login page imports a web font: the test stays off the internet.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  // Once the app has hydrated the pre-rendered header: a click before that does nothing.
  await page.goto(appUrl, { waitUntil: 'networkidle' });
  await page.getByRole('banner').getByRole('button', { name: 'התחברות', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Google/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
}

/** Types a login into the provider's development login form (any password works there). */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a visitor signs in with Google from the login dialog and reaches the dashboard signed in', async ({ page }) => {
  await startGoogleSignIn(page);
  await signInAtProvider(page, GOOGLE_USER.sub);

  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(GOOGLE_USER.name) })).toBeVisible();
  const currentUser = await page.request.get(`${appUrl}/api/auth/current-user`);
  expect(currentUser.status()).toBe(200);
  expect((await currentUser.json()) as unknown).toMatchObject({ user: { email: GOOGLE_USER.email, displayName: GOOGLE_USER.name } });
});

test('cancelling at the provider brings the visitor back with the sign-in error toast', async ({ page }) => {
  await startGoogleSignIn(page);
  await page.getByRole('link', { name: /Cancel/i }).click();

  await expect(page.getByText('שגיאת התחברות')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect((await page.request.get(`${appUrl}/api/auth/current-user`)).status()).toBe(401);
});

test('a Google address that an unlinked account already has signs nobody in and says to log in with the password', async ({ page, request }) => {
  const { csrfToken } = (await (await request.get(`${appUrl}/api/csrf-token`)).json()) as { csrfToken: string };
  const registered = await request.post(`${appUrl}/api/auth/register`, {
    data: { username: 'registeredfirst', email: TAKEN_ADDRESS_USER.email, password: 'first-come-9' },
    headers: { 'csrf-token': csrfToken },
  });
  expect(registered.status()).toBe(202);
  const token = await confirmationToken(dataDir, TAKEN_ADDRESS_USER.email);
  const { csrfToken: again } = (await (await request.get(`${appUrl}/api/csrf-token`)).json()) as { csrfToken: string };
  const confirmed = await request.post(`${appUrl}/api/auth/confirm-registration`, { data: { token }, headers: { 'csrf-token': again } });
  expect(confirmed.status()).toBe(201);

  await startGoogleSignIn(page);
  await signInAtProvider(page, TAKEN_ADDRESS_USER.sub);

  await expect(page.getByText('כבר יש חשבון עם המייל הזה')).toBeVisible();
  await expect(page.getByText('התחברו עם המייל והסיסמה, ואז חברו את Google בהגדרות החשבון.')).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
  expect((await page.request.get(`${appUrl}/api/auth/current-user`)).status()).toBe(401);
});

test('an owner signed in with the password connects Google from the account page at 360 px, after giving the password again', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  const csrf = async () => ((await (await page.request.get(`${appUrl}/api/csrf-token`)).json()) as { csrfToken: string }).csrfToken;
  const registered = await page.request.post(`${appUrl}/api/auth/register`, {
    data: { username: 'linkslater', email: LINKING_USER.email, password: 'links-later-9' },
    headers: { 'csrf-token': await csrf() },
  });
  expect(registered.status()).toBe(202);
  const token = await confirmationToken(dataDir, LINKING_USER.email);
  // Opening the link signs the account in, in this browser.
  expect((await page.request.post(`${appUrl}/api/auth/confirm-registration`, { data: { token }, headers: { 'csrf-token': await csrf() } })).status()).toBe(201);

  await page.goto(`${appUrl}/account`);
  const googleSection = page.getByRole('region', { name: 'התחברות עם Google', exact: true });
  await googleSection.getByLabel('סיסמה נוכחית').fill('not-my-password');
  await googleSection.getByRole('button', { name: 'חיבור חשבון Google' }).click();
  await expect(googleSection.getByText('הסיסמה הנוכחית שגויה')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/account');

  await googleSection.getByLabel('סיסמה נוכחית').fill('links-later-9');
  await googleSection.getByRole('button', { name: 'חיבור חשבון Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await signInAtProvider(page, LINKING_USER.sub);
  await expect(page).toHaveURL(`${appUrl}/account`);
  await expect(googleSection.getByText('החשבון מחובר ל‑Google: אפשר להתחבר גם דרכו.')).toBeVisible();
});

test('an account without a password changes its email after confirming with Google, never with its username', async ({ page }) => {
  await startGoogleSignIn(page);
  await signInAtProvider(page, GOOGLE_USER.sub);
  await expect(page).toHaveURL(`${appUrl}/dashboard`);

  await page.goto(`${appUrl}/account`);
  const emailSection = page.getByRole('region', { name: 'כתובת מייל', exact: true });
  await expect(emailSection.getByText('לחשבון שלך אין סיסמה. לאישור השינוי, התחברו שוב עם Google.')).toBeVisible();
  await emailSection.getByRole('button', { name: 'אישור עם Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await signInAtProvider(page, GOOGLE_USER.sub);

  await expect(page).toHaveURL(`${appUrl}/account`);
  await expect(emailSection.getByText(/^אושר עם Google\. אפשר לשמור עד \d{1,2}:\d{2}\.$/)).toBeVisible();
  await emailSection.getByLabel('כתובת מייל חדשה').fill('yael.moved@example.test');
  await emailSection.getByRole('button', { name: 'עדכון כתובת המייל' }).click();
  await expect(emailSection.getByText('yael.moved@example.test', { exact: true })).toBeVisible();
});
