import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';

const DEMO = { email: 'demo@kartis.app', password: 'demo1234' };
const THANKS = 'תודה! הפרטים נשלחו, ובעל הכרטיס יחזור אליך בהקדם';

/** A visitor's name unique to this run, so the owner's list and notifications can be searched for it. */
const visitorName = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Signs the page's browser context in as the demo account (owner of /p/demo, with an active plan). */
async function signInAsDemo(page: Page): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/login', { data: { ...DEMO, rememberMe: false }, headers: { 'csrf-token': csrfToken } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the demo card as an anonymous visitor, with or without JavaScript. */
async function visitDemoCard(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto('/p/demo');
  return page;
}

async function fillLeadForm(page: Page, name: string): Promise<void> {
  const form = page.getByRole('region', { name: 'השאירו פרטים' });
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('טלפון').fill('052-555-1234');
  await form.getByLabel('הודעה (לא חובה)').fill('אשמח לשיחה, "בבקשה", מחר');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
}

test('a visitor leaves details with JavaScript on: sent inline, no reload, thank-you announced', async ({ browser, baseURL }) => {
  const page = await visitDemoCard(browser, baseURL, true);
  await expect(page.locator('.kc--live')).toBeVisible();
  await fillLeadForm(page, visitorName('מבקרת עם JS'));
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await expect(page.getByRole('button', { name: 'שליחת הפרטים' })).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
  await page.context().close();
});

test('a visitor leaves details with JavaScript off: the form posts and the page comes back with the thank-you', async ({ browser, baseURL }) => {
  const page = await visitDemoCard(browser, baseURL, false);
  await fillLeadForm(page, visitorName('מבקר בלי JS'));
  await expect(page).toHaveURL(/\/p\/demo\?lead=sent#lead-sent$/);
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'שליחת הפרטים' })).toBeHidden();
  await page.context().close();
});

test('the owner gets the notification, finds the lead in /leads, changes its status and exports CSV; /leads is accessible', async ({ browser, baseURL, page }) => {
  const name = visitorName('ליד לבדיקה');
  const visitor = await visitDemoCard(browser, baseURL, true);
  await fillLeadForm(visitor, name);
  await expect(visitor.getByText(THANKS)).toBeVisible();
  await visitor.context().close();

  await signInAsDemo(page);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^התראות, \d+ חדשות$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'התראות' });
  await expect(panel.getByText(`ליד חדש: ${name}`)).toBeVisible();
  // Opening the popover marks everything read: the badge goes.
  await expect(page.getByRole('button', { name: 'התראות', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/leads');
  await page.getByRole('searchbox', { name: 'חיפוש' }).fill(name);
  await page.getByRole('button', { name: 'חיפוש', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `חיוג אל ${name}` })).toHaveAttribute('href', 'tel:+972525551234');
  await expect(row.getByRole('link', { name: `וואטסאפ אל ${name}` })).toHaveAttribute('href', 'https://wa.me/972525551234');

  await row.getByRole('combobox', { name: `הסטטוס של ${name}` }).selectOption('contacted');
  await expect(page.getByText('הסטטוס עודכן')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('combobox')).toHaveValue('contacted');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ייצוא ל-CSV' }).click();
  const csv = await readFile((await (await download).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain(`${name},052-555-1234,,"אשמח לשיחה, ""בבקשה"", מחר",נוצר קשר`);

  await expectNoAccessibilityViolations(page);
});
