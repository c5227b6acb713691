import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { signInAsNewOwner } from './support/accounts';
import { untilAppTakesOver } from './support/drawn-page';

test('the home page opens in right-to-left Hebrew with a header and a footer', async ({ shell }) => {
  await shell.open('/');

  await shell.expectDocumentLanguage('he');
  await expect(shell.header).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await expect(shell.languageList).toHaveAccessibleName('שפה');
  await expect(shell.languageList).toHaveValue('he');
  await expectNoAccessibilityViolations(shell.page);
});

test('an unknown address shows the not-found page inside the shell', async ({ shell }) => {
  await shell.open('/no-such-page-here');

  await expect(shell.page.getByRole('heading', { level: 1, name: 'דף לא נמצא' })).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await expectNoAccessibilityViolations(shell.page);
});

test('search engines and caches are told an unknown address is not found (404, noindex); the app’s addresses answer 200', async ({ request }) => {
  for (const path of ['/no-such-page-here', '/help/more', '/blog/3/comments', '/editor/12/x']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await response.text(), path).toContain('<div id="root"');
  }
  for (const path of ['/', '/help', '/blog', '/editor/12', '/profile-1', '/contact-leads']) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(400);
});

test("an app page's document announces the files its route starts with, and they are files the server has", async ({ request }) => {
  const html = await (await request.get('/editor/12')).text();
  const announced = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(announced.some((path) => /\/assets\/EditorPages-[\w-]+\.js$/.test(path))).toBe(true);
  expect(announced.some((path) => /\/assets\/he-[\w-]+\.js$/.test(path))).toBe(true);
  for (const path of announced) expect((await request.get(path)).status(), path).toBe(200);
  expect(await (await request.get('/editor/12?x=1')).text()).toContain('EditorPages-');
});

test('switching to English turns the page left-to-right and survives a reload', async ({ shell }) => {
  await shell.open('/');

  await shell.switchLanguage('en');
  await shell.expectDocumentLanguage('en');
  await expect(shell.languageList).toHaveAccessibleName('Language');
  await expectNoAccessibilityViolations(shell.page);

  await shell.page.reload();
  await shell.expectDocumentLanguage('en');
  await expect(shell.languageList).toHaveValue('en');

  await shell.switchLanguage('he');
  await shell.expectDocumentLanguage('he');
});

test('a page whose data is slow to come shows it is loading under the header, whose links still work', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  let answer!: () => void;
  const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/physical-cards', async (route) => {
    await mayAnswer;
    await route.continue();
  });
  const nav = page.getByRole('navigation', { name: 'ניווט ראשי' });
  await nav.getByRole('link', { name: 'כרטיסי NFC' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'טוענים את המערכת' })).toBeVisible();
  // Nothing covers the header: a press on it goes where it leads.
  await nav.getByRole('link', { name: 'דוגמאות' }).click();
  await expect(page).toHaveURL('/examples');
  answer();
});
