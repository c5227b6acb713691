import type { Page } from '@playwright/test';
import type { Locale } from '../../../shared/contract/auth';

/**
 * Opens every page of `page` with the app in `language`, as a choice kept on the device. The script runs in each frame
 * of a page too; only the page itself keeps a choice (a sandboxed frame, such as the examples' card previews, may not
 * read the device's storage, and would throw trying).
 */
export async function keepLanguage(page: Page, language: Locale): Promise<void> {
  await page.addInitScript((lang) => {
    if (window === window.top) localStorage.setItem('language', lang);
  }, language);
}
