import type { CDPSession, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { ACCOUNT_MESSAGES } from '../../shared/contract/account';
import { en } from '../../shared/i18n/en';
import { enCore } from '../../shared/i18n/en-core';
import { enServer } from '../../shared/i18n/en-server';
import { he } from '../../shared/i18n/he';
import { heCore } from '../../shared/i18n/he-core';
import { expect, test } from './fixtures';
import { callApi } from './support/api';
import { e2eDataDir, signInAsNewOwner, type OwnerAccount } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';
import { passkeyTest } from './support/passkey-test';

const ACCOUNT_EN = enServer.tables.find(([hebrew]) => hebrew === ACCOUNT_MESSAGES)![1] as Record<keyof typeof ACCOUNT_MESSAGES, string>;

/** The account's two-step sign-in on the smallest phone: in Hebrew, and in English where words are longer. */
const SCREENS = [
  { lang: 'he', width: 320, texts: { ...heCore, ...he }, account: ACCOUNT_MESSAGES },
  { lang: 'en', width: 360, texts: { ...enCore, ...en }, account: ACCOUNT_EN },
] as const;

type Texts = (typeof SCREENS)[number]['texts'];

/** A new device that makes passkeys (a phone's fingerprint, say): Chromium's virtual authenticator. */
async function newDevice(cdp: CDPSession, isUserVerified = true): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified },
  });
  return authenticatorId;
}

/** A new owner on their account's page, on a device that makes passkeys: the security section, and the device's id. */
async function securityWithDevice(page: Page, T: Texts, dataDir: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const phone = await newDevice(cdp);
  const account = await signInAsNewOwner(page, dataDir);
  await page.goto('/account');
  return { cdp, phone, account, section: page.getByRole('region', { name: T['account.securitySection'] }) };
}

/** Adds a passkey named `name` (empty: unnamed) from the device the browser has now. */
async function addPasskey(section: Locator, T: Texts, account: OwnerAccount, name: string) {
  await section.getByLabel(T['account.passkeyName']).fill(name);
  await section.getByLabel(T['account.currentPassword']).last().fill(account.password);
  await section.getByRole('button', { name: T['account.passkeyAdd'] }).click();
}

async function expectFits(page: Page) {
  expect(await phoneScreenProblems(page)).toEqual([]);
}

for (const { lang, width, texts: T, account: ACCOUNT } of SCREENS) {
  test.describe(`${lang} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    });

    passkeyTest('removing a passkey asks first, naming it, with the password; the focus stays in the list, and a failed removal says so', async ({ page, localhostServer }) => {
      const { cdp, phone, account, section } = await securityWithDevice(page, T, localhostServer.dataDir);
      const list = section.getByRole('list');
      await addPasskey(section, T, account, 'Pixel 9');
      await expect(list.getByRole('listitem').filter({ hasText: 'Pixel 9' })).toBeVisible();
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: phone });
      await newDevice(cdp);
      await addPasskey(section, T, account, 'Laptop');
      await expect(list.getByRole('listitem')).toHaveCount(2);

      const removePixel = section.getByRole('button', { name: T['account.passkeyRemove'].replace('{name}', 'Pixel 9') });
      await removePixel.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: T['account.passkeyRemoveTitle'] })).toBeVisible();
      await expect(dialog).toContainText(T['account.passkeyRemoveText'].replace('{name}', 'Pixel 9'));
      // The password is asked for as turning off the app asks for it: its field has the focus.
      const password = dialog.getByLabel(T['account.currentPassword']);
      await expect(password).toBeFocused();
      await expectFits(page);
      // Cancelling keeps it.
      await dialog.getByRole('button', { name: T['common.cancel'] }).click();
      await expect(dialog).toBeHidden();
      await expect(list.getByRole('listitem')).toHaveCount(2);

      // A removal the server does not make is told, and the passkey stays.
      await page.route('**/api/account/passkeys/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'שגיאת שרת', code: 'internal_error' } }) : route.fallback(),
      );
      await removePixel.click();
      await password.fill(account.password);
      await dialog.getByRole('button', { name: T['account.passkeyRemoveConfirm'] }).click();
      await expect(page.getByRole('alert').filter({ hasText: T['account.passkeyRemoveFailed'] })).toBeVisible();
      await dialog.getByRole('button', { name: T['common.cancel'] }).click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await page.unrouteAll();

      // Without the password, or with a wrong one, the passkey stays and the field says why, in the page's language.
      await removePixel.click();
      await dialog.getByRole('button', { name: T['account.passkeyRemoveConfirm'] }).click();
      await expect(dialog.getByText(ACCOUNT.passwordRequired)).toBeVisible();
      await expect(password).toBeFocused();
      await password.fill('not-my-password');
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(ACCOUNT.wrongPassword)).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(2);

      await password.fill(account.password);
      await dialog.getByRole('button', { name: T['account.passkeyRemoveConfirm'] }).click();
      await expect(dialog).toBeHidden();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: T['account.passkeyRemoved'] })).toBeVisible();
      // The focus moves on to the next passkey's button, and once none is left, to the list's heading.
      const removeLaptop = section.getByRole('button', { name: T['account.passkeyRemove'].replace('{name}', 'Laptop') });
      await expect(removeLaptop).toBeFocused();
      await page.keyboard.press('Enter');
      await password.fill(account.password);
      await page.keyboard.press('Enter');
      await expect(section.getByText(T['account.passkeysNone'])).toBeVisible();
      await expect(section.getByRole('heading', { name: T['account.passkeysTitle'] })).toBeFocused();
    });

    passkeyTest('adding a passkey this device already holds, or cancelling the browser’s prompt, is told in the page’s language', async ({ page, localhostServer }) => {
      const { cdp, phone, account, section } = await securityWithDevice(page, T, localhostServer.dataDir);
      await addPasskey(section, T, account, '');
      await expect(page.getByRole('status').filter({ hasText: T['account.passkeyAdded'] })).toBeVisible();

      await addPasskey(section, T, account, 'Again');
      const already = page.getByRole('alert').filter({ hasText: T['account.passkeyAlreadyHere'] });
      await expect(already).toBeVisible();
      await expect(already).not.toContainText('previously registered');
      await expectFits(page);
      await page.getByRole('listitem').filter({ has: already }).getByRole('button', { name: T['toast.close'] }).click();

      // A prompt the person cancels (here: a device that cannot check who holds it) is no failure.
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: phone });
      await newDevice(cdp, false);
      await addPasskey(section, T, account, 'Cancelled');
      await expect(page.getByRole('status').filter({ hasText: T['account.passkeyCancelled'] })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(section.getByRole('listitem')).toHaveCount(1);
    });

    test('an authenticator app is set up on the phone itself: opened in the app or its key copied; setup can be left', async ({ page }) => {
      const account = await signInAsNewOwner(page);
      await page.goto('/account');
      const section = page.getByRole('region', { name: T['account.securitySection'] });
      await section.getByLabel(T['account.currentPassword']).first().fill(account.password);
      await section.getByRole('button', { name: T['account.totpStart'] }).click();
      const key = section.locator('.totp-secret code');
      const secret = (await key.textContent())!.replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

      const open = section.getByRole('link', { name: T['account.totpOpenApp'] });
      await expect(open).toHaveAttribute('href', new RegExp(`^otpauth://totp/Kartis:.*[?&]secret=${secret}(&|$)`));
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await section.getByRole('button', { name: T['account.totpCopyKey'] }).click();
      await expect(section.getByRole('button', { name: T['account.totpKeyCopied'] })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      // The key breaks only between its groups of four, and stands on lines of its own.
      const groups = await key.evaluate((code) =>
        [...code.querySelectorAll('span')].map((group) => ({ text: group.textContent, lines: new Set([...group.getClientRects()].map((rect) => Math.round(rect.top))).size })),
      );
      expect(groups.map((group) => group.text).join('')).toBe(secret);
      expect(groups.every((group) => group.text!.length <= 4 && group.lines === 1)).toBe(true);
      await section.locator('form', { has: page.locator('.totp-secret') }).screenshot({ path: test.info().outputPath('totp-setup.png') });
      await expectFits(page);

      // Leaving setup turns nothing on, and the key shown is forgotten.
      await section.getByRole('button', { name: T['common.cancel'] }).click();
      await expect(section.getByRole('button', { name: T['account.totpStart'] })).toBeVisible();
      await expect(section.getByRole('heading', { name: T['account.totpTitle'] })).toBeFocused();
      const security = await callApi<{ totp: { enabled: boolean } }>(page.request, 'GET', '/api/account/security');
      expect(security.totp.enabled).toBe(false);
      const late = await page.request.post('/api/account/totp/confirm', {
        data: { code: generateSync({ secret }) },
        headers: { 'csrf-token': ((await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken },
      });
      expect(late.status()).toBe(409);
    });

    test('recovery codes running low are warned of, and a new set replaces them', async ({ page }) => {
      const account = await signInAsNewOwner(page);
      const { secret } = await callApi<{ secret: string }>(page.request, 'POST', '/api/account/totp', { password: account.password });
      const { recoveryCodes: old } = await callApi<{ recoveryCodes: string[] }>(page.request, 'POST', '/api/account/totp/confirm', { code: generateSync({ secret }) });
      // Eight of the ten used up.
      const db = new Database(join(e2eDataDir(), 'kartis.db'));
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare('DELETE FROM recovery_codes WHERE user_id = (SELECT id FROM users WHERE email = ?) AND rowid NOT IN (SELECT rowid FROM recovery_codes WHERE user_id = (SELECT id FROM users WHERE email = ?) LIMIT 2)').run(
          account.email.toLowerCase(),
          account.email.toLowerCase(),
        );
      } finally {
        db.close();
      }
      await page.goto('/account');
      const section = page.getByRole('region', { name: T['account.securitySection'] });
      await expect(section.getByText(T['account.recoveryLow'].replace('{count}', '2'))).toBeVisible();
      await page.getByRole('heading', { name: T['account.recoveryTitle'] }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('recovery-low.png') });
      await section.getByRole('button', { name: T['account.recoveryNew'] }).click();
      await expect(section.getByRole('heading', { name: T['account.recoveryTitle'] })).toBeFocused();
      const renew = section.locator('form', { has: page.getByText(T['account.recoveryNewText']) });
      await renew.getByLabel(T['account.currentPassword']).fill(account.password);
      // The app's code of the next step: the one that confirmed the app is used up.
      await renew.getByLabel(T['auth.code']).fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await renew.screenshot({ path: test.info().outputPath('recovery-renew.png') });
      await renew.getByRole('button', { name: T['account.recoveryMake'] }).click();
      const codes = section.locator('.recovery-codes code');
      await expect(codes).toHaveCount(10);
      expect((await codes.allTextContents()).some((code) => old.includes(code))).toBe(false);
      await expect(section.getByRole('status').filter({ hasText: T['account.recoveryReplaced'] })).toBeVisible();
      await expect(section.getByRole('button', { name: T['account.recoveryCopy'] })).toBeVisible();
      await expect(section.getByRole('link', { name: T['account.recoveryDownload'] })).toBeVisible();
      await expectFits(page);
      await section.getByRole('button', { name: T['account.recoveryDone'] }).click();
      await expect(section.getByText(T['account.totpOn'].replace('{count}', '10'))).toBeVisible();
      await expect(section.getByText(T['account.recoveryLow'].replace('{count}', '2'))).toHaveCount(0);
    });
  });
}
