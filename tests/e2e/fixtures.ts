import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { BASE_URL_VARIABLE } from './support/global-setup';
import { followRequests } from './support/network-idle';

/** Uncaught errors thrown in the pages (and their frames) of the running test, in any browser context it opened. */
const pageErrors: string[] = [];
const watched = new WeakSet<BrowserContext>();

function watch(context: BrowserContext): BrowserContext {
  if (watched.has(context)) return context;
  watched.add(context);
  followRequests(context);
  context.on('weberror', (webError) => pageErrors.push(`${webError.page()?.url() ?? 'a page'}: ${webError.error().stack ?? webError.error().message}`));
  return context;
}

/**
 * Playwright's test with the production server's URL as base URL and the app's page models. A page that throws an
 * uncaught error fails the test that opened it, whichever context it opened it in: no journey may end with one. Every
 * context's requests are followed, for `networkIdle`.
 */
export const test = base.extend<{ shell: AppShell; failOnPageErrors: void }, { watchedBrowser: Browser }>({
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_VARIABLE];
    if (!url) throw new Error(`${BASE_URL_VARIABLE} is not set: run the suite with tests/e2e/playwright.config.ts`);
    await use(url);
  },
  // The contexts a test makes itself (browser.newContext, browser.newPage) are watched as the default one is.
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watch(await newContext(options));
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  failOnPageErrors: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      pageErrors.length = 0;
      await use();
      const thrown = pageErrors.splice(0);
      if (thrown.length > 0) throw new Error(`a page threw an uncaught error:\n${thrown.join('\n')}`);
    },
    { auto: true },
  ],
  shell: async ({ page }, use) => {
    await use(new AppShell(page));
  },
});

export { expect } from '@playwright/test';
