import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server drew for the owner. Until then the page is inert: a person's
 * taps and typing do not reach it, but a test's setInputFiles or dispatchEvent would, and be lost.
 */
export async function untilAppTakesOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
}
