import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

// The journey starts its own nodes and balancer: one test at a time, on a machine with few cores.
export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: '**/*.spec.ts',
  outputDir: fileURLToPath(new URL('../../test-results/multi-node', import.meta.url)),
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // As the browser tests: CI runs a failed journey once more, and the run names it among the retried.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    browserName: 'chromium',
    // The balancer terminates HTTPS with a certificate made for the run.
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] },
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
