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

test('an English device installs the app named in English, and a change of language renames it', async ({ page, baseURL }) => {
  // A link in English makes it the device's language.
  await page.goto('/?lang=en');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  const cdp = await page.context().newCDPSession(page);
  const manifestOfPage = async () => {
    const { url, data, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    return { url, manifest: JSON.parse(data!) as { name: string; lang: string; shortcuts: { name: string }[] } };
  };

  const english = await manifestOfPage();
  expect(english.url).toBe(new URL('/manifest-en.webmanifest', baseURL).href);
  expect(english.manifest).toMatchObject({ name: 'Kartis – digital business cards', lang: 'en' });
  expect(english.manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Dashboard', 'Edit a new card', 'NFC cards']);

  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect.poll(async () => (await manifestOfPage()).manifest.name).toBe('Kartis – цифровые визитки');
});
