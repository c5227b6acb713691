import type { Page } from '@playwright/test';

/**
 * Waits for the page's network to be idle (no request for half a second), as `waitForLoadState('networkidle')` means.
 *
 * Playwright (1.65) can lose a page's idle state for good. Once idle has fired, a request that comes and goes does not
 * restart the page's idle timer; a frame's later lifecycle event (an iframe that loads: the signature preview) then
 * takes idle away, and it comes back only after the page's next request. On an owner's page that is the notifications'
 * poll a minute later; on a visitor's page, never. A request of our own, every second until idle, restarts the timer.
 */
export async function networkIdle(page: Page): Promise<void> {
  const waiting = page.waitForLoadState('networkidle');
  const nudge = setInterval(() => {
    page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then(() => undefined, () => undefined)).catch(() => undefined);
  }, 1_000);
  try {
    await waiting;
  } finally {
    clearInterval(nudge);
  }
}
