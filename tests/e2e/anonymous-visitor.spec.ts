import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdAppStart } from './support/drawn-page';
import { AuthDialog } from './pages/auth-dialog';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** Every console error or warning and every failed request of a page, as a visitor's browser would show them. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  // The document of an unknown address is a 404 on purpose, which the browser reports as a failed load of that page.
  const notFoundDocuments = new Set<string>();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/status of 404/.test(message.text()) && notFoundDocuments.has(message.location().url)) return;
    problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => {
    // The card's statistics beacon leaves with sendBeacon as the visitor leaves (it outlives the page); the
    // page that sent it reports it as aborted, with nothing shown in the console.
    if (new URL(request.url()).pathname === '/api/events' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() === 'document') notFoundDocuments.add(response.url());
    else if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

test('unknown addresses and unknown cards answer 404, kept out of search engines', async ({ request }) => {
  for (const path of ['/login', '/no-such-page/at-all']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
  const unknownCard = await request.get('/p/no-such-card-here');
  expect(unknownCard.status()).toBe(404);
  expect(await unknownCard.text()).toContain('<meta name="robots" content="noindex">');
});

const NOT_FOUND_HEADING = 'דף לא נמצא';

test('an unknown address’s first HTML is the Hebrew not-found page, with its own title, noindex and a link home', async ({ request }) => {
  for (const path of ['/no-such-page/at-all', '/editor/12/x', '/blog/999999999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<h1>${NOT_FOUND_HEADING}</h1>`);
    expect(html, path).toContain('הדף שחיפשת אינו קיים או שהועבר למקום אחר.');
    expect(html, path).toContain(`<title>${NOT_FOUND_HEADING} | כרטיס</title>`);
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).toMatch(/<a class="[^"]*" href="\/">חזרה לדף הבית<\/a>/);
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test('without JavaScript an unknown address shows the not-found page and its way home', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(`${NOT_FOUND_HEADING} | כרטיס`);
  await page.getByRole('link', { name: 'חזרה לדף הבית' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await context.close();
});

test('the app takes the not-found page over without errors: one heading, and the header’s buttons work', async ({ page }) => {
  // A fresh browser's first visit: no service worker answers it yet, so the document is the server's.
  const problems = collectProblems(page);
  await page.goto('/no-such-page/at-all', { waitUntil: 'networkidle' });
  const auth = new AuthDialog(page);
  await auth.openFromHeader('login');
  await expect(auth.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  await expect(page).toHaveTitle(`${NOT_FOUND_HEADING} | כרטיס`);
  expect(problems).toEqual([]);
});

test('a press on the not-found page before the app has replaced it is pressed again on the app’s own button', async ({ page }) => {
  const startApp = await holdAppStart(page);
  await page.goto('/no-such-page/at-all');
  const drawnButton = page.getByRole('banner').getByRole('button', { name: 'התחברות', exact: true });
  await drawnButton.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));
  await drawnButton.click();
  startApp();

  await new AuthDialog(page).expectMode('login');
  // The app drew the page anew (it is not hydrated), and the press reached the app's button.
  await expect(page.locator('[data-drawn-by-server]')).toHaveCount(0);
});

test('an anonymous visitor’s pages log no errors: home, the login dialog, not-found addresses and the demo card', async ({ page }) => {
  const problems = collectProblems(page);

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const auth = new AuthDialog(page);
  // The dialog asks, as it opens, whether Google sign-in is offered: leaving before the answer would abort that request
  // (the browser reports it as failed), which is the test's haste, not the page's problem.
  const providers = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/providers');
  await auth.openFromHeader('login');
  expect((await providers).ok()).toBe(true);
  await page.keyboard.press('Escape');

  // Once the service worker controls the site it answers navigations itself, so statuses are checked above.
  for (const path of ['/login', '/no-such-page/at-all']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'דף לא נמצא' })).toBeVisible();
  }

  const card = await page.goto('/p/demo', { waitUntil: 'networkidle' });
  expect(card?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'דנה לוי' })).toBeVisible();

  // Drawn by the server in the browser's language (English here), which the app's own pages do not follow.
  await page.goto('/p/no-such-card-here', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Card not found' })).toBeVisible();

  expect(problems).toEqual([]);
});
