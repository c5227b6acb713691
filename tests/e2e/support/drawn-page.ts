import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server drew for the owner. Until then the page is inert: a person's
 * taps and typing do not reach it, but a test's setInputFiles or dispatchEvent would, and be lost.
 */
export async function untilAppTakesOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
}

/**
 * Holds back the app's code in `target` (a page or a whole browser) until the returned function is called: until
 * then the page stays as the server drew it, as on a phone whose connection is slow.
 */
export async function holdAppStart(target: Pick<Page, 'route'>): Promise<() => void> {
  let startApp!: () => void;
  const appMayStart = new Promise<void>((resolve) => (startApp = resolve));
  await target.route('**/assets/index-*.js', async (route) => {
    await appMayStart;
    await route.continue();
  });
  return startApp;
}
