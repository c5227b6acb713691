import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blankTranslation } from '../../shared/contract/profiles';
import { createCard, signInAsNewOwner } from './support/accounts';
import { untilAppTakesOver } from './support/drawn-page';
import { keepLanguage } from './support/language';
import { sidewaysOverflow } from './support/phone-screen';

test.use({ viewport: { width: 390, height: 844 } });

/** Signs a new owner in with one card, «אורי שחר», and opens its QR dialog from the dashboard (Hebrew). */
async function openNewOwnersQrDialog(page: Page) {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'אורי שחר' });
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  await page.getByRole('listitem', { name: card.displayName }).getByRole('button', { name: 'קוד QR' }).click();
  return { card, dialog: page.getByRole('dialog') };
}

/** Resolves once an image has loaded a picture. */
async function expectDrawn(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** The printed card's two sides on the order form, drawn, at most a credit card wide and never wider than the phone. */
async function expectPrintedCard(page: Page, names: { region: string; front: string; back: string }): Promise<Locator> {
  const order = page.getByRole('region', { name: names.region });
  const front = order.getByRole('img', { name: names.front });
  await front.scrollIntoViewIfNeeded();
  await expectDrawn(front);
  await expectDrawn(order.getByRole('img', { name: names.back }));
  const box = (await front.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(box.width / box.height).toBeCloseTo(85.6 / 54, 1);
  expect((await page.evaluate(sidewaysOverflow)).excess).toBe(0);
  return front;
}

test('the NFC order shows the printed card in the chosen design, in Hebrew and in English', async ({ page, shell }) => {
  await signInAsNewOwner(page);
  await createCard(page.request, { displayName: 'אורי שחר', title: 'אדריכל', primaryColor: '#0f766e' });
  await page.goto('/physical-cards#order-cards');
  await untilAppTakesOver(page);
  const front = await expectPrintedCard(page, { region: 'הזמנת כרטיסי NFC מודפסים', front: 'הצד הקדמי של הכרטיס המודפס', back: 'הצד האחורי של הכרטיס המודפס, עם קוד ה\u2011QR' });
  await page.screenshot({ path: test.info().outputPath('order-he-390.png'), fullPage: true });

  // Another template redraws the card in it.
  await page.getByRole('combobox', { name: 'תבנית' }).selectOption('bold');
  await expect(front).toHaveAttribute('src', /side=front&template=bold&primaryColor=%230f766e/);
  await expectDrawn(front);

  await shell.switchLanguage('en');
  await expectPrintedCard(page, { region: 'Order printed NFC cards', front: 'The front of the printed card', back: 'The back of the printed card, with the QR code' });
  await page.screenshot({ path: test.info().outputPath('order-en-390.png'), fullPage: true });
});

test('a card in Hebrew and English is ordered printed in English: the preview shows the English card, and the order says so', async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    displayName: 'אורי שחר',
    title: 'אדריכל',
    translations: [{ ...blankTranslation('en'), displayName: 'Uri Shahar', title: 'Architect' }],
  });
  await page.goto('/physical-cards#order-cards');
  await untilAppTakesOver(page);
  const order = page.getByRole('region', { name: 'הזמנת כרטיסי NFC מודפסים' });
  const front = order.getByRole('img', { name: 'הצד הקדמי של הכרטיס המודפס' });
  await expect(front).toHaveAttribute('src', /side=front$/);
  await order.getByRole('group', { name: 'שפת הכרטיס המודפס' }).getByText('English').click();
  await expect(front).toHaveAttribute('src', /side=front&lang=en$/);
  await expectPrintedCard(page, { region: 'הזמנת כרטיסי NFC מודפסים', front: 'הצד הקדמי של הכרטיס המודפס', back: 'הצד האחורי של הכרטיס המודפס, עם קוד ה\u2011QR' });
  await page.setViewportSize({ width: 320, height: 844 });
  expect((await page.evaluate(sidewaysOverflow)).excess).toBe(0);
  await order.getByLabel('שם מלא למשלוח').fill('אורי שחר');
  await order.getByLabel('טלפון').fill('050-123-4567');
  await order.getByLabel('כתובת').fill('הרצל 10');
  await order.getByLabel('עיר').fill('תל אביב');
  await order.getByRole('button', { name: 'שליחת ההזמנה' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `כרטיס אחד של ${card.displayName}` })).toContainText('בשפה: English');
});

test("the card's QR dialog offers the PNG first, the wallet, the contact QR and the video-call background", async ({ page }) => {
  const { card, dialog } = await openNewOwnersQrDialog(page);
  const png = dialog.getByRole('link', { name: 'הורדת PNG' });
  await expect(png).toHaveAttribute('href', `/p/${card.slug}/qr.png?size=1024`);
  await dialog.getByRole('checkbox', { name: 'עם הלוגו במרכז הקוד' }).check();
  await expect(png).toHaveAttribute('href', `/p/${card.slug}/qr.png?size=1024&logo=1`);
  await expect(dialog.getByRole('link', { name: 'הורדת SVG' })).toHaveAttribute('href', `/p/${card.slug}/qr.svg?logo=1`);
  await expect(dialog.getByRole('link', { name: 'שמירה ב\u2011Google Wallet' })).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  await expectDrawn(dialog.getByRole('img', { name: `קוד QR עם פרטי הקשר של ${card.displayName}` }));
  await expect(dialog.getByRole('link', { name: 'רקע לשיחות וידאו' })).toHaveAttribute('href', `/background/${card.id}`);
  await page.screenshot({ path: test.info().outputPath('qr-dialog-he-390.png'), fullPage: true });
});

/** What the page's Web Share was asked to share, kept on window by `recordSharing`. */
interface SharedFile {
  name: string;
  type: string;
  head: number[];
}

/** Replaces Web Share with a recorder that can share files and keeps each shared file's name, type and first bytes. */
async function recordSharing(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: SharedFile[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data?: ShareData) => Boolean(data?.files?.length) });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const file of data.files ?? []) shared.push({ name: file.name, type: file.type, head: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())] });
      },
    });
  });
}

test("the card's QR dialog shares the QR as a PNG named after the card where the phone shares files, in Hebrew and English", async ({ page }) => {
  await recordSharing(page);
  const { card, dialog } = await openNewOwnersQrDialog(page);
  await dialog.getByRole('button', { name: 'שיתוף קוד ה\u2011QR' }).click();
  const shared = () => page.evaluate(() => (window as unknown as { sharedFiles: SharedFile[] }).sharedFiles);
  await expect.poll(shared).toEqual([{ name: `${card.slug}-qr.png`, type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }]);
  // Downloading stays beside it.
  await expect(dialog.getByRole('link', { name: 'הורדת PNG' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('qr-share-he-390.png') });

  await keepLanguage(page, 'en');
  await page.reload();
  await untilAppTakesOver(page);
  await page.getByRole('listitem', { name: card.displayName }).getByRole('button', { name: 'QR code' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Share QR code' })).toBeVisible();
});

test("where the browser cannot share files, the card's QR dialog offers only its downloads", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).canShare;
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  const { dialog } = await openNewOwnersQrDialog(page);
  await expect(dialog.getByRole('link', { name: 'הורדת PNG' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'הורדת SVG' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'שיתוף קוד ה\u2011QR' })).toHaveCount(0);
});

test('an owner lets visitors add the card to Apple Wallet from the editor, and the card page then offers the pass', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'אורי שחר' });
  await page.goto(`/editor/${card.id}`);
  await untilAppTakesOver(page);
  const offer = page.getByRole('checkbox', { name: 'מבקרים יכולים להוסיף את הכרטיס ל\u2011Apple Wallet' });
  await offer.check();
  await expect(offer).toBeChecked();
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();

  const visitor = await playwright.request.newContext({ baseURL });
  const cardPage = await (await visitor.get(`/p/${card.slug}`)).text();
  expect(cardPage).toContain(`href="/p/${card.slug}/wallet.pkpass"`);
  const pass = await visitor.get(`/p/${card.slug}/wallet.pkpass`);
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  await visitor.dispose();
});

test('where the installation has no Apple Wallet, the editor offers no Apple Wallet switch', async ({ page }) => {
  await page.route('**/api/profiles/*/wallet', (route) => route.fulfill({ json: { apple: null, google: null } }));
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'אורי שחר' });
  await page.goto(`/editor/${card.id}`);
  await untilAppTakesOver(page);
  await expect(page.getByRole('checkbox', { name: 'מבקרים יכולים להוסיף את הכרטיס ל\u2011Apple Wallet' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'הכרטיס מפורסם וגלוי לכולם' })).toBeVisible();
});
