import { test } from '../fixtures';
import { startProductionServer, type ProductionServer } from './production-server';

/**
 * A test against a server of its own, reached and named as localhost: a passkey's relying party is a domain (Chromium
 * refuses an address). One server per worker, whichever spec asks for it.
 */
export const passkeyTest = test.extend<object, { localhostServer: ProductionServer }>({
  localhostServer: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startProductionServer({ publicHost: 'localhost' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ localhostServer }, use) => use(localhostServer.url),
});
