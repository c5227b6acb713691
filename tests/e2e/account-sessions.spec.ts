import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { callApi } from './support/api';
import { signInAsNewOwner } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';

const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('the account page lists where the owner is signed in, and signs another device out', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const owner = await signInAsNewOwner(page);
  // Two more devices of the same owner: an iPhone and a Windows laptop.
  const devices = await Promise.all(
    [SAFARI_ON_IPHONE, FIREFOX_ON_WINDOWS].map(async (userAgent) => {
      const device = await playwright.request.newContext({ baseURL, userAgent });
      await callApi(device, 'POST', '/api/auth/login', { email: owner.email, password: owner.password });
      return device;
    }),
  );
  const [iphone, laptop] = devices as [(typeof devices)[number], (typeof devices)[number]];
  try {
    await page.goto('/account#sessions');
    const section = page.getByRole('region', { name: 'איפה החשבון מחובר' });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('המכשיר הזה');
    await expect(section.getByText('Safari באייפון')).toBeVisible();
    await expect(section.getByText('Firefox ב\u2011Windows')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    expect(await phoneScreenProblems(page)).toEqual([]);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: test.info().outputPath('account-sessions-he-360.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('account-sessions-he-1280.png') });
    await page.setViewportSize({ width: 360, height: 780 });

    await section.getByRole('button', { name: /^ניתוק Safari באייפון/ }).click();
    await expect(page.getByText('המכשיר נותק מהחשבון')).toBeVisible();
    await expect(items).toHaveCount(2);
    expect((await iphone.get('/api/auth/current-user')).status()).toBe(401);
    expect((await laptop.get('/api/auth/current-user')).status()).toBe(200);

    // The header's language switch is in the menu on a phone: switch on a wide screen, then look at both widths.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('banner').getByRole('combobox', { name: 'שפה' }).selectOption('en');
    const english = page.getByRole('region', { name: 'Where you’re signed in' });
    await expect(english.getByText('Firefox on Windows')).toBeVisible();
    await english.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('account-sessions-en-1280.png') });
    await page.setViewportSize({ width: 360, height: 780 });
    await english.scrollIntoViewIfNeeded();
    expect(await phoneScreenProblems(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('account-sessions-en-360.png') });

    await english.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(page.getByText('All other devices were signed out')).toBeVisible();
    await expect(english.getByRole('listitem')).toHaveCount(1);
    await expect(english.getByText('You’re not signed in on any other device.')).toBeVisible();
    expect((await laptop.get('/api/auth/current-user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/current-user')).status()).toBe(200);
  } finally {
    await Promise.all(devices.map((device) => device.dispose()));
  }
});

/** The names of the two Firefox laptops' sign-out buttons in the sessions section. */
async function namesOfSignOuts(section: Locator): Promise<(string | null)[]> {
  const buttons = section.getByRole('button', { name: /Firefox/ });
  await expect(buttons).toHaveCount(2);
  return Promise.all((await buttons.all()).map((button) => button.getAttribute('aria-label')));
}

test('two devices of the same kind signed in the same day each have a sign-out button of their own name', async ({ page, playwright, baseURL }) => {
  const owner = await signInAsNewOwner(page);
  for (let device = 0; device < 2; device++) {
    const laptop = await playwright.request.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
    await callApi(laptop, 'POST', '/api/auth/login', { email: owner.email, password: owner.password });
    await laptop.dispose();
  }
  await page.goto('/account#sessions');
  const [first, second] = await namesOfSignOuts(page.getByRole('region', { name: 'איפה החשבון מחובר' }));
  // Each says when it signed in, to the minute; two in the same minute are numbered.
  expect(first).toMatch(/^ניתוק Firefox ב\u2011Windows.* שהתחבר ב\u2011.+\s\d{1,2}:\d{2}$/);
  expect(first).not.toBe(second);

  await page.getByRole('banner').getByRole('combobox', { name: 'שפה' }).selectOption('en');
  const [firstInEnglish, secondInEnglish] = await namesOfSignOuts(page.getByRole('region', { name: 'Where you’re signed in' }));
  expect(firstInEnglish).toMatch(/^Sign out Firefox on Windows/);
  expect(firstInEnglish).not.toBe(secondInEnglish);
});
