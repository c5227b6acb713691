import { expect, test } from './fixtures';
import { appFilePaths, goOffline, keptAppFileCount, waitForWorker } from './offline-support';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test('once the service worker controls the page, the app reloads and navigates offline', async ({ shell, context }) => {
  await shell.open('/');
  await shell.waitForServiceWorkerControl();

  await goOffline(context);
  await shell.page.reload();
  await expect(shell.header).toBeVisible();
  await shell.expectDocumentLanguage('he');

  await shell.page.goto('/never-visited-page');
  await expect(shell.page.getByRole('heading', { level: 1, name: 'דף לא נמצא' })).toBeVisible();
});

test('an app page opened after a card installed the worker keeps the app, which then opens offline', async ({ shell, context, request }) => {
  await shell.page.goto('/p/demo');
  await waitForWorker(shell.page);
  expect(await keptAppFileCount(shell.page)).toBe(0);

  await shell.open('/');
  const appFiles = (await appFilePaths(request)).length;
  expect(appFiles).toBeGreaterThan(100);
  await expect.poll(() => keptAppFileCount(shell.page), { timeout: 30_000 }).toBe(appFiles);

  await goOffline(context);
  await shell.page.reload();
  await expect(shell.header).toBeVisible();
  await shell.page.goto('/never-visited-page');
  await expect(shell.page.getByRole('heading', { level: 1, name: 'דף לא נמצא' })).toBeVisible();
});

test('addresses the server answers itself are not replaced by the app shell', async ({ shell }) => {
  await shell.open('/');
  await shell.waitForServiceWorkerControl();

  await shell.page.goto('/robots.txt');
  await expect(shell.page.locator('body')).toContainText('User-agent');
  await expect(shell.header).toHaveCount(0);

  await shell.page.goto('/sitemap.xml');
  await expect(shell.header).toHaveCount(0);
});
