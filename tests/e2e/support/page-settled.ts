import { expect, type Page } from '@playwright/test';

/**
 * The page as a person sees it once it has loaded: no loading screen or skeleton, the app started, its pictures (those
 * it loads now) and fonts in, and drawn. For pages visited one after another in a loop, where waiting for the network
 * to be idle (half a second of quiet after the last request, see network-idle.ts) was most of the time spent on each.
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator('.loading-screen, .skeleton-page')).toHaveCount(0);
  // A page the server drew for an owner is the app's once it is no longer inert (support/drawn-page.ts).
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
