import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInAsNewOwner, signInPageAs, uniqueSlug } from './support/accounts';
import { callApi } from './support/api';
import { keepLanguage } from './support/language';
import { networkIdle } from './support/network-idle';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** How late every API answer arrives: the page paints its frame first, as on a phone's network. */
const API_DELAY_MS = 600;

/** What shows on each page once its data is in. */
const PAGES = [
  { path: '/dashboard', loaded: '.my-cards-list li' },
  { path: '/leads', loaded: '.leads-page[aria-busy="false"] .lead-row' },
  { path: '/stats', loaded: '.stats-page[aria-busy="false"] .stats-totals' },
] as const;

/**
 * The page's cumulative layout shift at its first load with a cold cache (a new browser context with the session
 * cookie only): the sum of the shifts the reader did not cause.
 */
async function firstLoadShift(browser: Browser, baseURL: string, storageState: BrowserContextOptions['storageState'], path: string, loaded: string) {
  const context = await browser.newContext({ ...PHONE, baseURL, storageState });
  try {
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue();
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator(loaded).first()).toBeVisible();
    // Every answer is in and drawn.
    await networkIdle(page);
    await page.waitForTimeout(500);
    return await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
  } finally {
    await context.close();
  }
}

test('the owner’s pages do not jump while their data arrives on a slow phone connection', async ({ page, browser, baseURL }) => {
  test.slow();
  await signInPageAs(page, DEMO);
  const storageState = { cookies: await page.context().cookies(), origins: [] };
  for (const { path, loaded } of PAGES) {
    const shifts = await firstLoadShift(browser, baseURL!, storageState, path, loaded);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // 0.1 is where a page's layout stability stops counting as good.
    expect(total, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.1);
  }
});

/** Every layout shift from now on, those right after a tap too (the ones a page's own reaction to the tap causes). */
function recordShifts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { __toastShifts: number[] }).__toastShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
}

/**
 * Taps `button`, waits for the toast it shows, and checks what the person who tapped sees: the button where it was,
 * nothing of the page moved (unless the page itself changes with the tap, as a list that gains a row), and the toast
 * over none of the button.
 */
async function expectToastMovesNothing(page: Page, button: Locator, toastText: string, where: string, { pageChanges = false } = {}): Promise<void> {
  await networkIdle(page);
  // Where the finger finds it: on the screen (the click would scroll it there first).
  await button.scrollIntoViewIfNeeded();
  await recordShifts(page);
  const before = (await button.boundingBox())!;
  await button.click();
  const toast = page.locator('.toast');
  await expect(toast).toContainText(toastText);
  await page.waitForFunction(() => document.querySelector('.toast')?.getAnimations({ subtree: true }).length === 0);
  // What the tap changes on the page has come (the lists and counts it asked for again), not only the toast.
  await networkIdle(page);
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { __toastShifts: number[] }).__toastShifts);
  if (!pageChanges) expect(shifts, `layout shifts as the toast showed ${where}`).toEqual([]);
  const after = (await button.boundingBox())!;
  // Within a pixel: the form's own redraw may nudge it by half of one; a toast in the flow moved it by its height, and
  // so did a count above the form growing after the tap (the browser's scroll anchoring hid that, but not each time,
  // and Safari has none).
  expect(Math.abs(after.y - before.y), `the button under the finger ${where}`).toBeLessThan(1);
  const shown = (await toast.boundingBox())!;
  const overButton = shown.y < after.y + after.height && shown.y + shown.height > after.y && shown.x < after.x + after.width && shown.x + shown.width > after.x;
  expect(overButton, `the toast over the button ${where}`).toBe(false);
  expect(shown.y + shown.height, `the toast inside the screen ${where}`).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.screenshot({ path: test.info().outputPath(`toast ${where}.png`) });
  await toast.getByRole('button', { name: where.startsWith('he') ? 'סגירת ההתראה' : 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
}

/**
 * Taps `button`, which says on itself that it copied, and checks that nothing on the page moved and the button stayed
 * under the finger.
 */
async function expectCopyMovesNothing(page: Page, button: Locator, copied: string, where: string): Promise<void> {
  await networkIdle(page);
  await button.scrollIntoViewIfNeeded();
  await recordShifts(page);
  const before = (await button.boundingBox())!;
  await button.click();
  const done = page.getByRole('button', { name: copied });
  await expect(done).toBeVisible();
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { __toastShifts: number[] }).__toastShifts);
  expect(shifts, `layout shifts as the button said so ${where}`).toEqual([]);
  const after = (await done.boundingBox())!;
  expect(Math.abs(after.y - before.y), `the button under the finger ${where}`).toBeLessThan(1);
  await page.screenshot({ path: test.info().outputPath(`copied ${where}.png`) });
}

for (const language of ['he', 'en'] as const) {
  test(`on a phone what a tap shows moves nothing on the page: the embed page's Copy and the team page's Send stay under the finger (${language})`, async ({ page }) => {
    test.slow();
    const texts =
      language === 'he'
        ? { copy: 'העתקת הקוד', copied: 'הקוד הועתק', email: 'המייל של חבר/ת הצוות', send: 'שליחת הזמנה', invited: 'ההזמנה נשלחה' }
        : { copy: 'Copy code', copied: 'Code copied', email: /member.s email/i, send: 'Send invitation', invited: 'Invitation sent' };
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsNewOwner(page);
    await callApi(page.request, 'POST', '/api/organisations', { name: 'Studio Dana' });
    await keepLanguage(page, language);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      // A page without the header, not scrolled: its Copy button near the foot of the screen.
      await page.goto('/embed?slug=demo');
      await expectCopyMovesNothing(page, page.getByRole('button', { name: texts.copy }), texts.copied, `${language} on /embed at ${width} px`);
      // A page with the header, not scrolled: the invitation sent joins the list below the form.
      await page.goto('/team');
      await page.getByLabel(texts.email).fill(`${uniqueSlug('member')}@example.test`);
      await expectToastMovesNothing(page, page.getByRole('button', { name: texts.send }), texts.invited, `${language} on /team at ${width} px`, { pageChanges: true });
    }
  });
}
