import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test('Chromium finds the app installable, with a manifest free of errors', async ({ baseURL }) => {
  // Installability is only evaluated in a regular (non-incognito) profile, so this test brings its own.
  const profileDir = mkdtempSync(join(tmpdir(), 'kartis-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(new URL('/manifest.webmanifest', baseURL).href);

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});
