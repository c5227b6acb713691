import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: '**/*.spec.ts',
  outputDir: fileURLToPath(new URL('../../test-results/e2e', import.meta.url)),
  globalSetup: fileURLToPath(new URL('./support/global-setup.ts', import.meta.url)),
  // A journey's time limit catches a hang, not slowness: on two busy cores a long journey (sign-up, a service worker
  // installing, axe on every page) took 30–40 s where it takes 15 s on a quiet machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Specs share one server but never each other's data: each test that changes or counts an owner's data registers its own.
  // Three workers on two cores: a test waits on its page, its server or a timer for part of its time, and a third
  // browser fills it (the browser tests took 496 s instead of 545–567 s with two, the cores about 97 % busy).
  workers: 3,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A journey that fails on CI runs once more with its trace recorded: every action, the page's DOM before and after
    // it, its network and console (`--trace on` records one anywhere). Recording every journey in case it fails made
    // the browser tests an eighth slower (212 against 184–196 s for public-site, billing and leads), and filming every
    // page as well a fifth slower again; the DOM snapshots show what a frame would.
    trace: { mode: 'on-first-retry', screenshots: false },
    // A failure anywhere keeps a picture of the page as it was.
    screenshot: 'only-on-failure',
    // A service worker installing in each new browser fetches every file of the app a second time: only the specs
    // about working offline, installing and updating let it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
});
