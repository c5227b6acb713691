import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { createCard, ownerWhoWroteToSupport, SEEDED_ADMIN, signInAsNewOwner, signInPageAs } from './support/accounts';
import { callApi } from './support/api';
import { coveredByChatButton, FINGER, onceSettled, underTheChatButton } from './support/phone-screen';
import { networkIdle } from './support/network-idle';
import { pageSettled } from './support/page-settled';

const LANGUAGES = ['he', 'en'] as const;

test.use({ viewport: { width: 360, height: 740 } });

const launcher = (page: Page) => page.locator('.support-launcher');

/**
 * Scrolls the page to `y` and lets it settle: the scroll's event handled and drawn and, unless `still`, the button
 * still again (its 0.2 s slide over). On a busy machine the event came later than a fixed wait, and the slide back ran
 * past it: the button was looked at before it had moved, or as it crossed what it does not rest on.
 */
async function scrollTo(page: Page, y: number, { still = false } = {}): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        const end = document.documentElement.scrollHeight - window.innerHeight;
        // A scroll to where the page already is fires no event.
        if (Math.abs(Math.min(Math.max(to, 0), end) - window.scrollY) < 1) return drawn();
        window.addEventListener('scroll', drawn, { once: true });
        window.scrollTo(0, to);
      }),
    y,
  );
  if (still) return;
  await page.waitForTimeout(300);
  // Where it has stopped: on a busy machine its slide back can still be under way, across what it will not rest on.
  await page.waitForFunction(() => document.querySelector('.support-launcher')?.getAnimations().length === 0);
}

const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const language of LANGUAGES) {
  test(`in the editor on a phone the chat button is one of the save bar's controls: no field ever scrolls under it (${language})`, async ({ page }) => {
    await signInAsNewOwner(page);
    const card = await createCard(page.request, {
      displayName: 'Dana Levi',
      items: [
        { kind: 'phone', label: '', value: '050-123-4567' },
        { kind: 'website', label: 'Studio', url: 'https://dana-design.co.il' },
        { kind: 'social', brand: 'instagram', label: '', url: 'https://instagram.com/dana.design' },
      ],
    });
    await keepLanguage(page, language);
    await page.goto(`/editor/${card.id}`);
    await expect(page.locator('.editor-form-end .support-launcher')).toBeVisible();

    // A long form, looked at every 90 px: the button in the bar does not move, so no slide is waited for.
    test.slow();
    const problems: string[] = [];
    const end = await scrollHeight(page);
    for (let y = 0; y <= end + 100; y += 90) {
      await scrollTo(page, y, { still: true });
      await expect(launcher(page)).toBeVisible();
      problems.push(...(await underTheChatButton(page)).map((element) => `at ${y} px: ${element}`));
    }
    expect(problems).toEqual([]);

    // It opens the chat like the floating one, and closing the chat gives it back the focus.
    await launcher(page).click();
    const chat = page.getByRole('dialog');
    await expect(chat).toBeVisible();
    await chat.getByRole('button', { name: language === 'he' ? 'סגירת הצ׳אט' : 'Close the chat' }).click();
    await expect(chat).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test(`on a phone the floating chat button covers nothing at rest, steps aside while the page scrolls down and while a field is typed in (${language})`, async ({ page }) => {
    await signInAsNewOwner(page);
    await keepLanguage(page, language);
    await page.goto('/account');
    await networkIdle(page);
    // At rest, as the page shows: where it would lie over the page it has stepped aside.
    expect(await onceSettled(() => coveredByChatButton(page)), 'under the chat button at rest').toEqual([]);

    // Scrolling down through the settings' forms: nothing of the page under it at any step.
    const end = await scrollHeight(page);
    expect(end, 'the page is longer than the screen').toBeGreaterThan(300);
    const problems: string[] = [];
    for (let y = 120; y < end - 10; y += 120) {
      await scrollTo(page, y);
      problems.push(...(await underTheChatButton(page)).map((element) => `at ${y} px: ${element}`));
    }
    expect(problems).toEqual([]);

    // At the end it is back, over the room kept for it (the end as it is now: the page may have grown meanwhile).
    await scrollTo(page, await scrollHeight(page));
    await expect(launcher(page)).not.toHaveAttribute('data-aside');
    expect(await coveredByChatButton(page)).toEqual([]);

    // Scrolled back up and stopped mid-page: it shows again only where it covers nothing.
    await scrollTo(page, Math.round(end / 2));
    await scrollTo(page, Math.round(end / 2) - 150);
    expect(await onceSettled(() => coveredByChatButton(page)), 'under the chat button, stopped mid-page').toEqual([]);

    // Typing: out of the way, and a tap where it was reaches the page.
    await scrollTo(page, await scrollHeight(page));
    const field = page.getByLabel(language === 'he' ? 'שם לתצוגה' : 'Display name').first();
    await field.click();
    await expect(launcher(page)).toHaveAttribute('data-aside');
    await expect(launcher(page)).toHaveCSS('pointer-events', 'none');

    // A keyboard reaching it brings it back even mid-page.
    await scrollTo(page, Math.round(end / 2) + 200);
    await launcher(page).focus();
    await expect(launcher(page)).not.toHaveAttribute('data-aside');

    // The menu opens the chat wherever the page is.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: language === 'he' ? 'פתיחת התפריט' : 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: language === 'he' ? 'צ׳אט תמיכה' : 'Support chat' }).click();
    await expect(page.getByRole('dialog', { name: language === 'he' ? /תמיכה/ : /[Ss]upport/ })).toBeVisible();
  });
}

test('at rest, as each page first shows at 320 and 414 px, the chat button covers no text, link or control', async ({ page }) => {
  test.slow();
  await signInPageAs(page, SEEDED_ADMIN);
  const { users } = (await (await page.request.get('/api/admin/users?q=demo%40kartis.app')).json()) as { users: { id: number }[] };
  const problems: string[] = [];
  for (const width of [320, 414]) {
    await page.setViewportSize({ width, height: 740 });
    // The admin's conversation with the demo owner holds the reply's button at the foot of the screen.
    for (const path of ['/', '/dashboard', '/stats', '/leads', '/account', '/team', '/help', '/admin', '/admin/users', `/admin/support?user=${users[0]!.id}`]) {
      await page.goto(path);
      await expect(page.locator('.support-launcher')).toBeVisible();
      await pageSettled(page);
      problems.push(...(await onceSettled(() => coveredByChatButton(page))).map((element) => `${width} px ${path}: ${element}`));
    }
  }
  expect(problems).toEqual([]);
});

/** The page's text, links and fields under the minimised chat's bar. */
function underTheChatBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.support-chat--minimised')!.getBoundingClientRect();
    return [...document.querySelectorAll('main a, main button, main input, main textarea, main p, main li, main h2, main label, footer a, footer p')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > bar.top && box.top < bar.bottom && box.right > bar.left && box.left < bar.right;
      })
      .filter((element) => element.children.length === 0 || ['A', 'BUTTON', 'INPUT', 'TEXTAREA'].includes(element.tagName))
      .map((element) => `${element.tagName} “${(element.textContent ?? '').trim().slice(0, 30)}”`);
  });
}

test('the minimised chat leaves the end of the page free: an admin who picks a conversation in the chat reads the support page to its end', async ({ page, browser }) => {
  const owner = await ownerWhoWroteToSupport(browser, 'אפשר עזרה עם הכרטיס?');

  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/admin');
  await pageSettled(page);
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('link').filter({ hasText: owner.username }).click();
  await expect(page).toHaveURL(/\/admin\/support\?user=\d+$/);
  await expect(page.locator('.support-chat--minimised')).toBeVisible();
  const problems: string[] = [];
  for (const [width, height] of [[360, 740], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await scrollTo(page, await scrollHeight(page), { still: true });
    problems.push(...(await underTheChatBar(page)).map((element) => `${width} px: ${element}`));
  }
  expect(problems).toEqual([]);
});

/**
 * What the toast on screen hides: the chat button where their boxes meet, and the page's text, links and controls that
 * would be seen and tapped at points across the toast if it took no pointer (what lies under a sticky bar that holds
 * the toast is hidden by the bar, not by it; the header's own bar, which the toast stands in for while it shows, is not
 * the page).
 */
function underTheToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector<HTMLElement>('.toast')!;
    const area = toast.getBoundingClientRect();
    const covered = new Set<string>();
    const launcher = document.querySelector('.support-launcher');
    if (launcher && launcher.getClientRects().length > 0 && getComputedStyle(launcher).opacity !== '0') {
      const box = launcher.getBoundingClientRect();
      if (box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom) covered.add('the chat button');
    }
    const content = 'a, button, input, select, textarea, label, summary, p, li, h1, h2, h3, h4, td, th, dt, dd, img, figcaption, blockquote';
    const viewport = toast.closest<HTMLElement>('.toast-viewport')!;
    const style = document.createElement('style');
    style.textContent = '.toast-viewport, .toast-viewport * { pointer-events: none !important; }';
    document.head.append(style);
    for (let row = 1; row < 8; row += 1) {
      for (let column = 1; column < 8; column += 1) {
        const under = document.elementFromPoint(area.left + (area.width * column) / 8, area.top + (area.height * row) / 8);
        const hit = under && !viewport.contains(under) && !under.closest('.site-header') ? under.closest(content) : null;
        if (hit) covered.add(`${hit.tagName} “${(hit.textContent || hit.getAttribute('aria-label') || '').trim().slice(0, 30)}”`);
      }
    }
    style.remove();
    return [...covered];
  });
}

/** The toast on screen: nothing of the page under it, inside the screen, announced, and closed by a finger-sized button. */
async function expectToastClearOfThePage(page: Page, where: string, closeName: string): Promise<void> {
  const toast = page.locator('.toast');
  await expect(toast).toBeVisible();
  // Shown and still: a toast is looked at where it stays, not as it slides in.
  await page.waitForFunction(() => document.querySelector('.toast')?.getAnimations({ subtree: true }).length === 0);
  expect(await underTheToast(page), `under the toast ${where}`).toEqual([]);
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `the toast inside the screen ${where}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `the toast inside the screen ${where}`).toBeLessThanOrEqual(width);
  await expect(toast.locator('.toast-text'), `the toast announced ${where}`).toHaveAttribute('role', /^(status|alert)$/);
  const close = toast.getByRole('button', { name: closeName });
  const closeBox = (await close.boundingBox())!;
  expect(Math.min(closeBox.width, closeBox.height), `the toast's close button ${where}`).toBeGreaterThanOrEqual(FINGER - 0.5);
  await close.click();
  await expect(toast).toHaveCount(0);
}

for (const language of LANGUAGES) {
  test(`on a phone a toast covers neither the chat button nor the page's text, links or controls, nor the editor's save bar (${language})`, async ({ page }) => {
    test.slow();
    const texts =
      language === 'he'
        ? { email: 'המייל של חבר/ת הצוות', send: 'שליחת הזמנה', invited: 'ההזמנה נשלחה', name: 'שם לתצוגה', save: 'שמירת הכרטיס', saved: 'הכרטיס נשמר', close: 'סגירת ההתראה', message: 'כתבו הודעה לצוות התמיכה', failed: 'שגיאה בשליחת ההודעה' }
        : { email: 'Member’s email', send: 'Send invitation', invited: 'Invitation sent', name: 'Display name', save: 'Save card', saved: 'Card saved', close: 'Close notification', message: 'Write to the support team', failed: 'The message could not be sent' };
    await signInAsNewOwner(page);
    await callApi(page.request, 'POST', '/api/organisations', { name: 'Studio Dana' });
    const card = await createCard(page.request);
    await keepLanguage(page, language);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      // The team page: an invitation sent from the form in the middle of the page, the chat button at rest below.
      await page.goto('/team');
      // The toast names the address: the same short one each run (a random one of 19 letters made the toast longer
      // than the header's row in some runs, and such a toast lies under the header, over the top of the page).
      await page.getByLabel(texts.email).fill(`dana${width}@example.test`);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.locator('.toast')).toContainText(texts.invited);
      await expectToastClearOfThePage(page, `on the team page at ${width} px`, texts.close);
      // Scrolled to the end of the page, where the chat button always shows.
      await page.getByLabel(texts.email).fill(`noa${width}@example.test`);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.locator('.toast')).toContainText(texts.invited);
      await scrollTo(page, await scrollHeight(page));
      await expect(launcher(page)).toBeVisible();
      await expectToastClearOfThePage(page, `at the end of the team page at ${width} px`, texts.close);

      // The editor: its save bar, which holds the chat button, stays at the foot of the screen.
      await page.goto(`/editor/${card.id}`);
      await page.getByLabel(texts.name).fill(`Dana ${width}`);
      await page.getByRole('button', { name: texts.save }).first().click();
      await expect(page.locator('.toast')).toContainText(texts.saved);
      await expectToastClearOfThePage(page, `in the editor at ${width} px`, texts.close);

      // The support chat, open over the page as a sheet: a message that could not be sent.
      await page.route('**/api/messages', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: texts.failed } }) : route.fallback()));
      // The address a pushed answer of support opens: the chat open over the page.
      await page.goto('/dashboard#support');
      await page.getByRole('textbox', { name: texts.message }).fill('Hello?');
      await page.getByRole('textbox', { name: texts.message }).press('Enter');
      await expect(page.locator('.toast')).toContainText(texts.failed);
      await expectToastClearOfThePage(page, `over the open chat at ${width} px`, texts.close);
      await page.unroute('**/api/messages');
    }
  });
}

/** Whether the toast lies over any point of the element `selector` finds (a grid of points across its box). */
function toastOver(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const target = document.querySelector(css)!;
    const box = target.getBoundingClientRect();
    for (let row = 1; row < 6; row += 1) {
      for (let column = 1; column < 6; column += 1) {
        const hit = document.elementFromPoint(box.left + (box.width * column) / 6, box.top + (box.height * row) / 6);
        if (hit?.closest('.toast')) return true;
      }
    }
    return false;
  }, selector);
}

for (const language of LANGUAGES) {
  test(`on a tablet a toast lies over neither the open support chat nor its message box and Send button (${language})`, async ({ page }) => {
    const texts =
      language === 'he'
        ? { message: 'כתבו הודעה לצוות התמיכה', failed: 'שגיאה בשליחת ההודעה', close: 'סגירת ההתראה' }
        : { message: 'Write to the support team', failed: 'The message could not be sent', close: 'Close notification' };
    await signInAsNewOwner(page);
    await keepLanguage(page, language);
    await page.route('**/api/messages', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: texts.failed } }) : route.fallback()));
    for (const width of [640, 700, 767, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard#support');
      const box = page.getByRole('textbox', { name: texts.message });
      await box.fill('Hello?');
      await box.press('Enter');
      const toast = page.locator('.toast');
      await expect(toast).toContainText(texts.failed);
      await page.waitForFunction(() => document.querySelector('.toast')?.getAnimations({ subtree: true }).length === 0);
      await page.screenshot({ path: test.info().outputPath(`chat-toast-${language}-${width}.png`) });
      const where = `at ${width} px`;
      expect(await toastOver(page, '.support-chat textarea'), `the toast over the message box ${where}`).toBe(false);
      expect(await toastOver(page, '.support-chat form button[type="submit"]'), `the toast over Send ${where}`).toBe(false);
      // Outside the chat, the toast keeps clear of all of it; inside, it is the chat's own line under its title.
      const inChat = (await page.locator('.support-chat .toast').count()) === 1;
      if (!inChat) expect(await toastOver(page, '.support-chat'), `the toast over the chat ${where}`).toBe(false);
      await toast.getByRole('button', { name: texts.close }).click();
      await expect(toast).toHaveCount(0);
    }
  });
}
