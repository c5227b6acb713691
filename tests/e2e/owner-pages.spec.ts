import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdAppStart, untilAppTakesOver } from './support/drawn-page';
import { createCard, SEEDED_ADMIN, signIn, signInAsNewOwner, signInPageAs } from './support/accounts';
import { networkIdle } from './support/network-idle';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A page signed in as a new owner with one card named `cardName`, and the errors its browser reports. */
async function newOwnerWithCard(context: BrowserContext, cardName: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAsNewOwner(page);
  await createCard(page.request, { displayName: cardName });
  return { page, errors };
}

test('a signed-in owner’s page arrives drawn, in their language, before any of the app’s code runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const page = await context.newPage();
    await signInAsNewOwner(page);
    await createCard(page.request, { displayName: 'מיכל <b>אברהם</b>' });
    // No script of the app's at all: what shows is the server's drawing alone.
    await context.route('**/assets/*.js', (route) => route.abort());

    await page.goto('/leads');
    await expect(page.locator('h1')).toHaveText('לידים');
    await expect(page.locator('.leads-intro')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Shown, but not yet for typing into: the app's own fields replace these.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);

    await page.goto('/dashboard');
    // The first card named the account: the greeting says the name, as text.
    await expect(page.locator('h1')).toContainText('מיכל <b>אברהם</b>');

    await context.addCookies([{ name: 'kartis.lang', value: 'en', url: baseURL! }]);
    await page.goto('/leads');
    await expect(page.locator('h1')).toHaveText('Leads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  } finally {
    await context.close();
  }
});

for (const role of ['owner', 'admin'] as const) {
  test(`the drawn header’s buttons are styled and 44 px from the first paint, before any of the app’s code runs (${role})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    try {
      const page = await context.newPage();
      if (role === 'admin') await signInPageAs(page, SEEDED_ADMIN);
      else await signInAsNewOwner(page);
      await context.route('**/assets/*.js', (route) => route.abort());

      await page.goto('/dashboard');
      // The bell, and an admin's support inbox beside it, drawn as the app draws them: round, borderless icons.
      const popoverButtons = page.locator('header .header-popover-button');
      await expect(popoverButtons).toHaveCount(role === 'admin' ? 2 : 1);
      for (const button of await popoverButtons.all()) {
        await expect(button).toHaveCSS('border-top-width', '0px');
        await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      }
      // Every button the drawn header shows on a phone is one to tap, so at least 44 × 44 px.
      for (const button of await page.locator('header button:visible').all()) {
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
    } finally {
      await context.close();
    }
  });
}

test('the drawn page is the owner’s alone: private to the browser, and nobody else’s request gets it', async ({ browser, baseURL, playwright }) => {
  const context = await browser.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const owner = await signInAsNewOwner(page);
    const own = await page.request.get('/leads');
    expect(own.headers()['cache-control']).toBe('private, no-cache');
    expect(own.headers()['vary']).toMatch(/Cookie/);
    expect(await own.text()).toContain(owner.email);

    const other = await stranger.get('/leads');
    expect(other.status()).toBe(200);
    const html = await other.text();
    expect(html).not.toContain(owner.email);
    expect(html).not.toContain('id="server-queries"');
  } finally {
    await stranger.dispose();
    await context.close();
  }
});

test('the app takes the drawn page over and works, and a language chosen in the app draws the next page in it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const { page, errors } = await newOwnerWithCard(context, 'יעל שחר');

    await page.goto('/dashboard');
    await expect(page.locator('.my-cards-list li').filter({ hasText: 'יעל שחר' })).toBeVisible();
    // On a phone, a signed-in owner's language list is in the menu.
    await expect(page.getByRole('banner').getByRole('combobox')).toBeHidden();
    await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'שפה' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.keyboard.press('Escape');

    // Drawn again by the server, now in English, and again taken over by the app.
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/leads');
    await expect(page.locator('h1')).toHaveText('Leads');
    await context.unroute('**/assets/*.js');
    await page.goto('/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    // Only the app opens the support chat (on a phone, from the menu).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Support chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
    expect(errors.filter((text) => !text.includes('net::ERR_FAILED'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('every owner page is drawn whole on the server, in both languages (no part left for the browser to draw)', async ({ page, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'אורי בן דוד' });
  const paths = ['/dashboard', '/leads', '/stats', `/stats/${card.id}`, '/editor', `/editor/${card.id}`, '/account', '/physical-cards', '/subscription', '/wallet', '/contact-leads', '/team', `/follow-up/${card.id}`, `/background/${card.id}`];
  for (const language of ['he', 'en']) {
    await page.context().addCookies([{ name: 'kartis.lang', value: language, url: baseURL! }]);
    for (const path of paths) {
      const response = await page.request.get(path);
      const html = await response.text();
      expect(response.status(), path).toBe(200);
      expect(html, `${path} in ${language} is drawn for the owner`).toContain('id="server-queries"');
      // React marks a part whose server render failed (say, a component that reads `window` while rendering).
      expect(html, `${path} in ${language} drew every part`).not.toContain('<!--$!-->');
      expect(html, path).toContain(`<html lang="${language}"`);
    }
  }
});

test('a signed-in owner’s dashboard shows their cards at the first paint, and the app hydrates it without asking for them', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const { page, errors } = await newOwnerWithCard(context, 'רוני אלמוג');
    const cardListRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/profiles') cardListRequests.push(request.url());
    });
    // The app's entry waits until the drawn page has been looked at.
    const startApp = await holdAppStart(context);

    await page.goto('/dashboard');
    const card = page.locator('.my-cards-list li').filter({ hasText: 'רוני אלמוג' });
    await expect(card).toBeVisible();
    await card.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));
    startApp();

    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    // Hydrated: the very element the server drew is the app's now, not a copy drawn again.
    await expect(card).toHaveAttribute('data-drawn-by-server', '');
    await expect(card.getByRole('link').first()).toBeVisible();
    await networkIdle(page);
    expect(cardListRequests).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the account page hydrates as drawn on a phone whose clock runs ahead: another device used a moment ago is “active now” on both', async ({ browser, baseURL, playwright }) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const laptop = await playwright.request.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const owner = await signInAsNewOwner(page);
    await signIn(laptop, owner);
    // The phone's clock is 6 minutes ahead of the server's: what the server drew as "active now" must stay so.
    await page.clock.setSystemTime(Date.now() + 6 * 60_000);

    await page.goto('/account');
    const laptopRow = page.locator('.session').filter({ hasNotText: 'המכשיר הזה' });
    await expect(laptopRow.locator('.session-times')).toContainText('פעיל עכשיו');
    await untilAppTakesOver(page);
    await expect(laptopRow.getByRole('button')).toBeEnabled();
    await expect(laptopRow.locator('.session-times')).toContainText('פעיל עכשיו');
    expect(errors).toEqual([]);
  } finally {
    await laptop.dispose();
    await context.close();
  }
});

/**
 * Opens the dashboard as a slow phone would get it, the code of `lateChunk` coming 2 s after it is asked for, and taps
 * `button` the moment the page is the app's: the button must be the one the server drew, hydrated, and answer the tap.
 */
async function tapDrawnHeaderButton(page: Page, lateChunk: string, button: Locator): Promise<void> {
  await page.route(`**/assets/${lateChunk}-*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const startApp = await holdAppStart(page);
  await page.goto('/dashboard');
  await button.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));
  startApp();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button, 'hydrated, not drawn again').toHaveAttribute('data-drawn-by-server', '');
}

test('the header’s menu is the one the server drew, and answers the first tap, though its code comes late', async ({ page }) => {
  const owner = await signInAsNewOwner(page);
  await tapDrawnHeaderButton(page, 'OwnerActions', page.getByRole('button', { name: /^תפריט המשתמש/ }));
  await expect(page.locator('.user-menu-panel').getByText(owner.email)).toBeVisible();
});

test('an admin’s support inbox in the header answers the first tap, though its code comes late', async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
  await tapDrawnHeaderButton(page, 'SupportInboxPopover', page.getByRole('button', { name: /^פניות לתמיכה/ }));
  await expect(page.locator('.header-popover-panel').getByRole('heading', { name: 'פניות לתמיכה' })).toBeVisible();
});

test('the editor arrives with the owner’s card in its fields, and someone else’s card is never drawn', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await signInAsNewOwner(otherPage);
    const theirs = await createCard(otherPage.request, { displayName: 'אורית שמש' });

    const page = await context.newPage();
    await signInAsNewOwner(page);
    const mine = await createCard(page.request, { displayName: 'טל בירנבאום', title: 'צלמת אירועים' });
    // What shows is the server's drawing alone.
    await context.route('**/assets/*.js', (route) => route.abort());

    await page.goto(`/editor/${mine.id}`);
    await expect(page.locator('input[name="displayName"]')).toHaveValue('טל בירנבאום');
    await expect(page.locator('input[name="title"]')).toHaveValue('צלמת אירועים');

    const response = await page.request.get(`/editor/${theirs.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('אורית שמש');
    expect(html).not.toContain(theirs.slug);
  } finally {
    await other.close();
    await context.close();
  }
});
