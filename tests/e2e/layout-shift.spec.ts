import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInPageAs } from './support/accounts';
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
