import { test as base } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { BASE_URL_VARIABLE } from './support/global-setup';

/** Playwright's test with the production server's URL as base URL and the app's page models. */
export const test = base.extend<{ shell: AppShell }>({
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_VARIABLE];
    if (!url) throw new Error(`${BASE_URL_VARIABLE} is not set: run the suite with tests/e2e/playwright.config.ts`);
    await use(url);
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page));
  },
});

export { expect } from '@playwright/test';
