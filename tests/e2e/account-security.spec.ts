import type { Locator, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { en } from '../../shared/i18n/en';
import { enCore } from '../../shared/i18n/en-core';
import { he } from '../../shared/i18n/he';
import { heCore } from '../../shared/i18n/he-core';
import { enServer } from '../../shared/i18n/en-server';
import { SECURITY_MESSAGES } from '../../shared/contract/security-messages';
import { mailedToken } from '../helpers/mail';
import { expect, test } from './fixtures';
import { callApi } from './support/api';
import { e2eDataDir, registerOwner, signInAsNewOwner, type OwnerAccount } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';
import { APART, roomBetween } from './support/spacing';
import { passkeyTest } from './support/passkey-test';

/** Each journey once in Hebrew on a 390 px phone and once in English on a 360 px one. */
/** The server's security messages as each screen shows them: Hebrew as sent, English from the app's table of them. */
const SECURITY_EN = enServer.tables.find(([hebrew]) => hebrew === SECURITY_MESSAGES)![1] as Record<keyof typeof SECURITY_MESSAGES, string>;

const SCREENS = [
  { lang: 'he', width: 390, texts: { ...heCore, ...he }, security: SECURITY_MESSAGES, support: 'תמיכה' },
  { lang: 'en', width: 360, texts: { ...enCore, ...en }, security: SECURITY_EN, support: 'support' },
] as const;

type Texts = (typeof SCREENS)[number]['texts'];

/** Keeps a picture of the screen, and checks it fits the phone: no sideways scroll, every control a finger wide. */
async function look(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  expect(await phoneScreenProblems(page)).toEqual([]);
}

/** The sign-in dialog, opened from the landing page's address that asks for it, on a browser signed in as nobody. */
async function signInDialog(page: Page, T: Texts): Promise<Locator> {
  await page.context().clearCookies();
  await page.goto('/?auth=login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: T['auth.loginTitle'] })).toBeVisible();
  return dialog;
}

async function enterPassword(dialog: Locator, T: Texts, account: Pick<OwnerAccount, 'email' | 'password'>) {
  await dialog.getByLabel(T['auth.email'], { exact: true }).fill(account.email);
  await dialog.getByLabel(T['auth.password'], { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: T['auth.submitLogin'], exact: true }).click();
}

async function expectSignedIn(page: Page, dialog: Locator, email: string) {
  await expect(dialog).toBeHidden();
  // The phone's header keeps the account's menu behind its menu button: the session is asked instead.
  const current = await page.request.get('/api/auth/current-user');
  expect(((await current.json()) as { user?: { email: string } }).user?.email).toBe(email);
}

for (const { lang, width, texts: T, security, support } of SCREENS) {
  test.describe(`${lang} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    });

    test('a forgotten password is replaced through the mailed link', async ({ page, request }) => {
      const account = await registerOwner(request);
      const dialog = await signInDialog(page, T);
      await dialog.getByRole('button', { name: T['auth.forgotPassword'] }).click();
      // The line telling where to turn if no mail comes stands apart from the button above it.
      const noMail = dialog.getByText(T['auth.forgotNoMail']);
      expect(await roomBetween(dialog.getByRole('button', { name: T['auth.forgotSubmit'] }), noMail)).toBeGreaterThanOrEqual(APART);
      await dialog.getByLabel(T['auth.email'], { exact: true }).fill(account.email);
      await dialog.getByRole('button', { name: T['auth.forgotSubmit'] }).click();
      await expect(dialog.getByRole('status')).toHaveText(security.resetRequested);
      await expect(dialog.getByRole('link', { name: T['auth.forgotAction'] })).toHaveAttribute('href', '/contact');
      // Where to turn if no mail comes is said once.
      expect((await dialog.innerText()).split(support).length - 1).toBe(1);
      await look(page, 'forgot-sent');

      const token = await mailedToken(e2eDataDir(), account.email, '/reset-password');
      await page.goto(`/reset-password?token=${token}`);
      await page.getByLabel(T['reset.newPassword'], { exact: true }).fill('a-new-start-77');
      await page.getByLabel(T['reset.confirmPassword'], { exact: true }).fill('a-new-start-77');
      await page.getByRole('button', { name: T['reset.submit'] }).click();
      await expect(page.getByRole('status').filter({ hasText: security.passwordReset })).toBeVisible();
      // The page the mail opened asks nothing about a mail that did not come.
      await expect(page.getByText(T['auth.forgotNoMail'])).toHaveCount(0);
      await look(page, 'reset-done');
      // The link works once.
      await page.goto(`/reset-password?token=${token}`);
      await page.getByLabel(T['reset.newPassword'], { exact: true }).fill('another-one-78');
      await page.getByLabel(T['reset.confirmPassword'], { exact: true }).fill('another-one-78');
      await page.getByRole('button', { name: T['reset.submit'] }).click();
      await expect(page.getByRole('alert').filter({ hasText: T['security.resetLinkInvalid'] })).toBeVisible();

      const again = await signInDialog(page, T);
      await enterPassword(again, T, { email: account.email, password: 'a-new-start-77' });
      await expectSignedIn(page, again, account.email);
    });

    test('a reset link cut short says so and offers a new one; one copied with a full stop still works', async ({ page, request }) => {
      const account = await registerOwner(request);
      await callApi(request, 'POST', '/api/auth/forgot-password', { email: account.email });
      const token = await mailedToken(e2eDataDir(), account.email, '/reset-password');
      const choose = async (password: string) => {
        await page.getByLabel(T['reset.newPassword'], { exact: true }).fill(password);
        await page.getByLabel(T['reset.confirmPassword'], { exact: true }).fill(password);
        await page.getByRole('button', { name: T['reset.submit'] }).click();
      };
      // The server refuses a token of the wrong form (400): the page says the link is bad and how to get another.
      await page.goto(`/reset-password?token=${token.slice(0, 12)}`);
      await choose('a-new-start-77');
      await expect(page.getByRole('alert').filter({ hasText: security.resetLinkInvalid })).toBeVisible();
      await page.getByRole('button', { name: T['reset.requestNew'] }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: T['auth.forgotTitle'] })).toBeVisible();
      // The full stop of the sentence the link was copied from is not the token's.
      await page.goto(`/reset-password?token=${token}.`);
      await choose('a-new-start-77');
      await expect(page.getByRole('status').filter({ hasText: security.passwordReset })).toBeVisible();
    });

    test('an authenticator app is set up, then asked for at sign-in; a recovery code stands in for it', async ({ page }) => {
      const account = await signInAsNewOwner(page);
      await page.goto('/account');
      const section = page.getByRole('region', { name: T['account.securitySection'] });
      await section.getByLabel(T['account.currentPassword']).first().fill(account.password);
      await section.getByRole('button', { name: T['account.totpStart'] }).click();
      const secret = (await section.locator('.totp-secret code').textContent())!.replace(/\s/g, '');
      await expect(section.getByRole('img', { name: T['account.totpQrAlt'] })).toBeVisible();
      await look(page, 'totp-scan');
      await section.getByLabel(T['auth.code']).fill(generateSync({ secret }));
      await section.getByRole('button', { name: T['account.totpConfirm'] }).click();
      const codes = section.locator('.recovery-codes code');
      await expect(codes).toHaveCount(10);
      const recoveryCode = (await codes.first().textContent())!;
      // Said beside the codes, and nothing lies over them while they are read or written down.
      await expect(section.getByRole('status').filter({ hasText: T['account.totpEnabled'] })).toBeVisible();
      const hidden = await codes.evaluateAll((shown) =>
        shown.filter((code) => {
          code.scrollIntoView({ block: 'center' });
          const box = code.getBoundingClientRect();
          return !code.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }).map((code) => code.textContent),
      );
      expect(hidden).toEqual([]);
      const all = (await codes.allTextContents()).join('\n');
      const download = page.waitForEvent('download');
      await section.getByRole('link', { name: T['account.recoveryDownload'] }).click();
      const file = await (await download).createReadStream().then((stream) => new Response(stream as unknown as ReadableStream).text());
      expect(file).toContain(all);
      expect(file).toContain(account.email);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await section.getByRole('button', { name: T['account.recoveryCopy'] }).click();
      await expect(section.getByRole('button', { name: T['account.recoveryCopied'] })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(all);
      await look(page, 'recovery-codes');
      await section.getByRole('button', { name: T['account.recoveryDone'] }).click();

      const dialog = await signInDialog(page, T);
      await enterPassword(dialog, T, account);
      await expect(dialog.getByRole('heading', { name: T['auth.secondFactorTitle'] })).toBeVisible();
      await look(page, 'second-factor');
      // The next step's code: the one that confirmed the app is used up, and the server allows a step of drift.
      await dialog.getByLabel(T['auth.code']).fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await dialog.getByRole('button', { name: T['auth.codeSubmit'] }).click();
      await expectSignedIn(page, dialog, account.email);

      const withRecovery = await signInDialog(page, T);
      await enterPassword(withRecovery, T, account);
      await withRecovery.getByLabel(T['auth.code']).fill(recoveryCode);
      await withRecovery.getByRole('button', { name: T['auth.codeSubmit'] }).click();
      await expectSignedIn(page, withRecovery, account.email);
    });

    passkeyTest('a passkey is registered in account settings and signs in alone', async ({ page, localhostServer }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      const account = await signInAsNewOwner(page, localhostServer.dataDir);
      await page.goto('/account');
      const section = page.getByRole('region', { name: T['account.securitySection'] });
      await section.getByLabel(T['account.passkeyName']).fill('Pixel 9');
      await section.getByLabel(T['account.currentPassword']).last().fill(account.password);
      await section.getByRole('button', { name: T['account.passkeyAdd'] }).click();
      await expect(section.getByRole('listitem').filter({ hasText: 'Pixel 9' })).toBeVisible();
      await look(page, 'passkey-added');

      const dialog = await signInDialog(page, T);
      await dialog.getByRole('button', { name: T['auth.passkeySignIn'] }).click();
      await expectSignedIn(page, dialog, account.email);
    });
  });
}
