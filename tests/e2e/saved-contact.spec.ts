import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsNewOwner, uniqueSlug } from './support/accounts';

const FINGER = 44;

test.use({ viewport: { width: 320, height: 700 } });

/** The lines of the card's vCard as a contacts app reads them: folded lines joined again. */
async function vcardLines(page: Page, slug: string): Promise<string[]> {
  const response = await page.request.get(`/p/${slug}/vcard`);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
}

async function expectFingerSized(control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  const name = String(await control.evaluate((element) => element.getAttribute('name') ?? element.textContent));
  expect(box.width, name).toBeGreaterThanOrEqual(FINGER - 0.5);
  expect(box.height, name).toBeGreaterThanOrEqual(FINGER - 0.5);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const excess = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
  expect(excess, 'px the page is wider than the screen').toBeLessThanOrEqual(0);
}

/** The label around a person/business choice: the whole of it is what a finger taps. */
function kindChoice(page: Page, name: 'אדם' | 'עסק'): Locator {
  return page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });
}

/**
 * A new card in the editor at an address of its own: a long one without a hyphen, which the address's hint shows
 * as one word that must break to fit.
 */
async function openNewCard(page: Page, slugPrefix: string): Promise<string> {
  await signInAsNewOwner(page);
  await page.goto('/editor');
  const slug = uniqueSlug(slugPrefix).replaceAll('-', '');
  await page.getByLabel('כתובת הכרטיס').fill(slug);
  await expect(page.getByText('הכתובת פנויה')).toBeVisible();
  return slug;
}

async function saveNewCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
}

test('at 320 px an owner saves a business card as a company contact, its office phone typed and labelled', async ({ page }) => {
  const slug = await openNewCard(page, 'cafeshderot');
  const givenName = page.getByLabel('שם פרטי', { exact: true });
  const familyName = page.getByLabel('שם משפחה', { exact: true });

  await page.getByLabel('שם לתצוגה').fill('קפה שדרות');
  await page.getByLabel('שם לתצוגה').blur();
  await kindChoice(page, 'עסק').click();
  await expect(page.getByRole('radio', { name: 'עסק', exact: true })).toBeChecked();
  await expect(givenName).toHaveCount(0);
  await expect(familyName).toHaveCount(0);
  await expect(page.getByText('העסק יישמר כאיש קשר של חברה, בשם שלמעלה.')).toBeVisible();

  await page.getByRole('region', { name: 'פרטי קשר וקישורים', exact: true }).getByRole('button', { name: 'הוספת טלפון', exact: true }).click();
  const phone = page.locator('.item-list > li').last();
  await phone.getByLabel('מספר טלפון').fill('03-5551234');
  await phone.getByLabel('סוג המספר').selectOption({ label: 'עבודה' });
  await phone.getByLabel('כיתוב').fill('משרד');

  for (const control of [kindChoice(page, 'אדם'), kindChoice(page, 'עסק'), phone.getByLabel('סוג המספר'), phone.getByLabel('כיתוב')]) await expectFingerSized(control);
  await expectNoSidewaysScroll(page);
  await saveNewCard(page);

  const lines = await vcardLines(page, slug);
  expect(lines).toContain('N:;;;;');
  expect(lines).toContain('FN:קפה שדרות');
  expect(lines).toContain('ORG:קפה שדרות');
  expect(lines).toContain('X-ABShowAs:COMPANY');
  const tel = lines.find((line) => /^(item\d+\.)?TEL;/.test(line));
  expect(tel).toMatch(/^item(\d+)\.TEL;TYPE=[^:]*\bWORK\b[^:]*:\+97235551234$/);
  const group = /^item(\d+)\./.exec(tel!)![1];
  expect(lines).toContain(`item${group}.X-ABLabel:משרד`);
});

test('at 320 px a person card offers its names once from the display name, and the names the owner edits are the contact’s', async ({ page }) => {
  const slug = await openNewCard(page, 'michalcohen');
  const displayName = page.getByLabel('שם לתצוגה');
  const givenName = page.getByLabel('שם פרטי', { exact: true });
  const familyName = page.getByLabel('שם משפחה', { exact: true });

  await displayName.fill('עו״ד מיכל כהן');
  await kindChoice(page, 'עסק').click();
  await expect(givenName).toHaveCount(0);
  await kindChoice(page, 'אדם').click();
  await expect(page.getByRole('radio', { name: 'אדם', exact: true })).toBeChecked();
  await expect(givenName).toHaveValue('עו״ד מיכל');
  await expect(familyName).toHaveValue('כהן');

  await givenName.fill('מיכל');
  // Offered once: a changed display name leaves the owner's names as they are.
  await displayName.fill('עו״ד מיכל כהן-לוי');
  await displayName.blur();
  await expect(givenName).toHaveValue('מיכל');
  await expect(familyName).toHaveValue('כהן');

  for (const control of [kindChoice(page, 'אדם'), kindChoice(page, 'עסק'), givenName, familyName]) await expectFingerSized(control);
  await expectNoSidewaysScroll(page);
  await saveNewCard(page);

  const lines = await vcardLines(page, slug);
  expect(lines).toContain('N:כהן;מיכל;;;');
  expect(lines).toContain('FN:עו״ד מיכל כהן-לוי');
  expect(lines).not.toContain('X-ABShowAs:COMPANY');
  expect(lines.filter((line) => line.startsWith('ORG:'))).toEqual([]);
});
