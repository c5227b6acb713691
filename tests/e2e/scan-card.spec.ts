import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { LeadList } from '../../shared/contract/leads';
import type { Notification } from '../../shared/contract/notifications';
import { drawPaperCards } from '../helpers/paper-cards.mjs';
import { expect, test } from './fixtures';
import { appFilePaths, goOffline, keptAppFileCount, waitForWorker } from './offline-support';
import { createCard, signIn, signInAsNewOwner } from './support/accounts';
import { untilAppTakesOver } from './support/drawn-page';
import { callApi } from './support/api';
import { FINGER } from './support/phone-screen';

interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Opens the leads page's scan menu and picks a file in one of its items. */
async function pick(page: Page, menu: string, item: string, file: PickedFile): Promise<void> {
  await page.getByText(menu, { exact: true }).click();
  await page.getByText(item, { exact: true }).locator('input[type=file]').setInputFiles(file);
}

/** A photo of nothing: a white sheet. */
async function blankPhoto(): Promise<PickedFile> {
  const buffer = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
  return { name: 'blank.jpg', mimeType: 'image/jpeg', buffer };
}

/** How many leads wait in the service worker's outbox (its IndexedDB store), 0 while it has none. */
function waitingInOutbox(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, before the worker gives it its store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'kartis-sw')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('kartis-sw');
      open.addEventListener('error', () => reject(open.error));
      open.addEventListener('success', () => {
        const count = open.result.transaction('leads').objectStore('leads').count();
        count.addEventListener('success', () => {
          open.result.close();
          resolve(count.result);
        });
      });
    });
  });
}

/**
 * The signed-in owner makes a card and opens the leads page until the device keeps the app, then, with no connection,
 * picks a drawn paper card's photo and asks to read it: the draft opens. Answers the paper card.
 */
async function readOffline(page: Page, context: BrowserContext, { seed, language }: { seed: number; language: 'he' | 'en' }) {
  await createCard(page.request);
  await page.goto('/leads');
  await waitForWorker(page);
  const appFiles = (await appFilePaths(page.request)).length;
  await expect.poll(() => keptAppFileCount(page), { timeout: 20_000 }).toBe(appFiles);
  const [paper] = await drawPaperCards(1, { seed, languages: [language] });
  await goOffline(context);
  await pick(page, 'סריקה', 'סריקת כרטיס ביקור', { name: 'card.jpg', mimeType: 'image/jpeg', buffer: paper!.photo });
  await page.getByRole('dialog', { name: 'יישור וחיתוך' }).getByRole('button', { name: 'קריאת הכרטיס' }).click();
  return paper!;
}

test.describe('a paper card scanned with no connection, on a 390 px phone in Hebrew', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

  test('is kept on the device with its photo once saved, and arrives once, read, when the connection returns', async ({ page, context }) => {
    test.slow();
    await signInAsNewOwner(page);
    const paper = await readOffline(page, context, { seed: 3, language: 'he' });
    const check = page.getByRole('dialog', { name: 'בדיקת הפרטים' });
    // Nothing is kept until the lead is saved, and the draft says so.
    await expect(check.getByText('אין חיבור: הכרטיס ייקרא כשהחיבור יחזור. שמירת הליד תשמור את התמונה במכשיר עד אז.')).toBeVisible();
    expect(await waitingInOutbox(page)).toBe(0);
    await check.getByRole('button', { name: 'שמירת הליד' }).click();
    await expect(page.getByText('אין חיבור: התמונה נשמרה במכשיר ותיקרא כשהחיבור יחזור. נודיע לך כשהליד יישמר.')).toBeVisible();
    await expect(check).toBeHidden();
    expect(await waitingInOutbox(page)).toBe(1);

    await context.setOffline(false);
    await expect(page.getByText('לידים שחיכו במכשיר נשלחו: 1')).toBeVisible({ timeout: 60_000 });
    expect(await waitingInOutbox(page)).toBe(0);
    const { items, total } = await callApi<LeadList>(page.request, 'GET', '/api/leads');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ name: paper.truth.name, phone: paper.truth.phones[0], source: 'scan', attachment: { kind: 'image' } });
    const notifications = await callApi<Notification[]>(page.request, 'GET', '/api/notifications');
    expect(notifications.map((notification) => notification.title)).toContain(`כרטיס ביקור נקרא: ${paper.truth.name}`);
    await expect(page.locator('.leads-table tbody tr').filter({ hasText: paper.truth.name })).toBeVisible();
  });

  test('kept while the session ends on this device, it arrives once the owner signs in again', async ({ page, context }) => {
    test.slow();
    const owner = await signInAsNewOwner(page);
    await readOffline(page, context, { seed: 5, language: 'en' });
    await page.getByRole('dialog', { name: 'בדיקת הפרטים' }).getByRole('button', { name: 'שמירת הליד' }).click();
    await expect.poll(() => waitingInOutbox(page)).toBe(1);

    // The session ends while the lead waits (signed out from another device, or it ran out); the worker's try is refused.
    await context.clearCookies();
    const refused = context.waitForEvent('response', (response) => response.request().serviceWorker() !== null && new URL(response.url()).pathname === '/api/leads');
    await context.setOffline(false);
    expect((await refused).status()).toBe(401);

    // Signed in again, the session and its anti-forgery token are new; the leads page asks the worker to send what waits.
    await signIn(page.request, owner);
    await page.goto('/leads');
    await expect.poll(async () => (await callApi<LeadList>(page.request, 'GET', '/api/leads')).items, { timeout: 60_000 }).toMatchObject([{ source: 'scan', attachment: { kind: 'image' } }]);
    expect(await waitingInOutbox(page)).toBe(0);
  });
});

test.describe('the scan menu on a 360 px phone, in English', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await signInAsNewOwner(page);
    await createCard(page.request);
    await page.goto('/leads');
    await untilAppTakesOver(page);
  });

  test('says in plain words that a file is no picture it can open, in either item', async ({ page }) => {
    const notAPhoto = { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is text, not a photo') };
    const message = page.getByText('This file cannot be opened as an image. Choose a JPEG or PNG photo.');
    for (const item of ['Scan a card', 'Scan a badge QR code']) {
      await pick(page, 'Scan', item, notAPhoto);
      await expect(message).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Close notification' }).click();
      await expect(message).toBeHidden();
    }
  });

  test('says that a photo with nothing to read could not be read, over the empty draft', async ({ page }) => {
    await pick(page, 'Scan', 'Scan a card', await blankPhoto());
    await page.getByRole('dialog', { name: 'Straighten and crop' }).getByRole('button', { name: 'Read card' }).click();
    const check = page.getByRole('dialog', { name: 'Check the details' });
    await expect(check.getByText('The card could not be read. You can fill in the details yourself.')).toBeVisible({ timeout: 60_000 });
    await expect(check.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('shows the keyboard where it is in the menu, and Escape closes it, back on its button', async ({ page }) => {
    const menu = page.locator('.scan-menu');
    const button = menu.locator('summary');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveJSProperty('open', true);
    await page.keyboard.press('Tab');
    const item = page.locator('.scan-pick').filter({ hasText: 'Scan a card' });
    await expect(item.locator('input')).toBeFocused();
    const outline = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, page: getComputedStyle(document.body).backgroundColor };
    });
    expect(outline).toMatchObject({ style: 'solid' });
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(outline.color).not.toBe(outline.page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveJSProperty('open', false);
    await expect(button).toBeFocused();
  });

  test('gives each slider of the straighten-and-crop step a finger’s height, and fits 320 to 414 px without scrolling sideways', async ({ page }) => {
    await pick(page, 'Scan', 'Scan a card', await blankPhoto());
    const adjust = page.getByRole('dialog', { name: 'Straighten and crop' });
    await expect(adjust.locator('input[type=range]')).toHaveCount(5);
    for (const width of [320, 360, 414]) {
      await page.setViewportSize({ width, height: 740 });
      const heights = await adjust.locator('input[type=range]').evaluateAll((sliders) => sliders.map((slider) => slider.getBoundingClientRect().height));
      expect(Math.min(...heights), `at ${width} px`).toBeGreaterThanOrEqual(FINGER);
      const fit = await adjust.evaluate((dialog, screen) => ({
        scrolls: dialog.scrollWidth > dialog.clientWidth + 1,
        outside: [...dialog.querySelectorAll('*')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.left < -1 || box.right > screen + 1);
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      }), width);
      expect(fit, `at ${width} px`).toEqual({ scrolls: false, outside: [] });
    }
  });
});

test.describe('a server that reads no paper cards, on a 360 px phone in English', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('where the server reads no cards, says so plainly and lets the owner type the details beside the kept photo', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    // As a server without Tesseract answers: the status, and the leads page drawn with it.
    await page.route('**/api/leads/scan/status', (route) => route.fulfill({ json: { available: false } }));
    await page.route('**/leads', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('"available":true', '"available":false') });
    });
    await signInAsNewOwner(page);
    await createCard(page.request);
    await page.goto('/leads');
    await untilAppTakesOver(page);
    const unavailable = 'Reading paper business cards is not available on this server. You can still photograph a card and type its details yourself; the photo is kept with the lead.';
    await page.getByText('Scan', { exact: true }).click();
    await expect(page.locator('.scan-menu').getByText(unavailable)).toBeVisible();
    await expect(page.locator('.scan-menu')).not.toContainText('Tesseract');
    let scanned = false;
    page.on('request', (request) => (scanned ||= request.url().includes('/api/leads/scan') && request.method() === 'POST'));
    await page.getByText('Scan a card', { exact: true }).locator('input[type=file]').setInputFiles(await blankPhoto());
    await page.getByRole('dialog', { name: 'Straighten and crop' }).getByRole('button', { name: 'Read card' }).click();
    const check = page.getByRole('dialog', { name: 'Check the details' });
    await expect(check.getByRole('status')).toHaveText(unavailable);
    await check.getByLabel('Name', { exact: true }).fill('Dana Levi');
    await check.getByLabel('Phones (one per line)').fill('050-1234567');
    await check.getByRole('button', { name: 'Save lead' }).click();
    await expect(page.getByText('Lead saved')).toBeVisible();
    const { items } = await callApi<LeadList>(page.request, 'GET', '/api/leads');
    expect(items).toMatchObject([{ name: 'Dana Levi', source: 'scan', attachment: { kind: 'image' } }]);
    expect(scanned).toBe(false);
  });
});
