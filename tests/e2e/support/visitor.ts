import type { Browser, BrowserContextOptions, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** A phone's browser: the product ignores headless browsers as robots. */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A visitor's own phone browser: another browser (no session) with a phone's user agent for every request, beacons
 * included (a context's override does not reach beacons sent while leaving a page). Close its `browser` when done.
 */
export async function visitorBrowser(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, options: BrowserContextOptions = {}) {
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--user-agent=${PHONE_AGENT}`] });
  const context = await browser.newContext({ ...options, baseURL });
  return { browser, context, page: await context.newPage() };
}

/** A visitor's name unique to this run, so the owner's list and notifications can be searched for it. */
export const visitorName = (label: string): string => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Opens a card as an anonymous visitor in a context of its own, with or without JavaScript. */
export async function visitCard(
  browser: Browser,
  baseURL: string | undefined,
  slug: string,
  javaScriptEnabled: boolean,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, ...options });
  const page = await context.newPage();
  await page.goto(`/p/${slug}`);
  return page;
}

/** Leaves a lead named `name` (a phone number, contact agreed) through the form of the card open on `page`. */
export async function leaveLead(page: Page, name: string): Promise<void> {
  const form = page.getByRole('region', { name: 'השאירו פרטים' });
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('טלפון').fill('052-555-1234');
  await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
  await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
}
