import { expect, test } from './fixtures';

test('once the service worker controls the page, the app reloads and navigates offline', async ({ shell, context }) => {
  await shell.open('/');
  await shell.waitForServiceWorkerControl();

  await context.setOffline(true);
  await shell.page.reload();
  await expect(shell.header).toBeVisible();
  await shell.expectDocumentLanguage('he');

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
