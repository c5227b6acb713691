import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { zbarDecode } from '../helpers/zbar';
import { expect, test } from './fixtures';
import { blankTranslation } from '../../shared/contract/profiles';
import { createCard, signInAsNewOwner } from './support/accounts';
import { untilAppTakesOver } from './support/drawn-page';
import { phoneScreenProblems } from './support/phone-screen';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Resolves once the preview has drawn the picture its address names now. */
async function expectDrawn(preview: Locator, src: RegExp): Promise<void> {
  await expect(preview).toHaveAttribute('src', src);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1920);
}

/** Downloads the PNG through the page's button: its file name, size, and the address its QR code holds. */
async function downloadedBackground(page: Page, button: Locator, name: string): Promise<{ file: string; size: number[]; qr: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.tap()]);
  const path = test.info().outputPath(name);
  await download.saveAs(path);
  const png = await readFile(path);
  const { width, height, format } = await sharp(png).metadata();
  expect(format).toBe('png');
  return { file: download.suggestedFilename(), size: [width, height], qr: await zbarDecode(png) };
}

test('a Hebrew card: from the dashboard to the background page, a look and a side chosen, and its PNG whose QR opens the card', async ({ page, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'נועה כהן', title: 'עורכת דין', company: 'כהן ושות׳', primaryColor: '#0f766e' });
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  const item = page.getByRole('listitem', { name: card.displayName });
  await item.screenshot({ path: test.info().outputPath('dashboard-card-he-360.png') });
  await item.getByRole('link', { name: 'רקע לשיחות וידאו' }).tap();
  await expect(page).toHaveURL(`/background/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'רקע לשיחות וידאו' })).toBeVisible();

  // By default the card's colours, on the side a Hebrew card reads from: the right.
  const preview = page.getByRole('img', { name: /^תצוגה מקדימה של הרקע: נועה כהן, עורכת דין, כהן ושות׳ וקוד QR לכרטיס, בצד ימין$/ });
  await expectDrawn(preview, new RegExp(`/api/profiles/${card.id}/background\\.png\\?layout=card&side=start$`));
  const looks = page.getByRole('group', { name: 'עיצוב' });
  await expect(looks.getByRole('radio', { name: 'בצבעי הכרטיס' })).toBeChecked();
  const sides = page.getByRole('group', { name: 'צד הפרטים' });
  await expect(sides.getByRole('radio')).toHaveCount(2);
  await expect(sides.getByRole('radio', { name: 'ימין' })).toBeChecked();
  expect(await phoneScreenProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('background-he-360.png'), fullPage: true });

  await looks.getByText('בהיר ופשוט').tap();
  await sides.getByText('שמאל').tap();
  const left = page.getByRole('img', { name: /בצד שמאל$/ });
  await expectDrawn(left, /layout=light&side=end$/);

  const saved = await downloadedBackground(page, page.getByRole('link', { name: 'הורדת PNG' }), 'background-he.png');
  expect(saved).toEqual({ file: `kartis-background-${card.slug}.png`, size: [1920, 1080], qr: [`${baseURL}/p/${card.slug}?src=qr`] });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(left).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('background-he-1280.png'), fullPage: true });
});

test('in English, from the QR dialog: an English card reads from the left, the page fits 320 px, and the PNG holds the card', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'Dana Levi', title: 'Product designer', company: 'Acme Ltd.', language: 'en', primaryColor: '#7c3aed', backgroundColor: '#0b1020' });
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  await page.getByRole('listitem', { name: card.displayName }).getByRole('button', { name: 'QR code' }).tap();
  await page.getByRole('dialog').getByRole('link', { name: 'Video-call background' }).tap();
  await expect(page).toHaveURL(`/background/${card.id}`);

  const preview = page.getByRole('img', { name: 'Preview of the background: Dana Levi, Product designer, Acme Ltd. and a QR code to the card, on the left' });
  await expectDrawn(preview, /layout=card&side=start$/);
  const sides = page.getByRole('group', { name: 'Side of the details' });
  await expect(sides.getByRole('radio', { name: 'Left' })).toBeChecked();
  await page.getByRole('group', { name: 'Style' }).getByText('A column in the card’s color').tap();
  await expectDrawn(page.getByRole('img', { name: /on the left$/ }), /layout=panel&side=start$/);
  expect(await phoneScreenProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('background-en-360.png'), fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await phoneScreenProblems(page)).toEqual([]);

  const saved = await downloadedBackground(page, page.getByRole('link', { name: 'Download PNG' }), 'background-en.png');
  expect(saved).toEqual({ file: `kartis-background-${card.slug}.png`, size: [1920, 1080], qr: [`${baseURL}/p/${card.slug}?src=qr`] });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('background-en-1280.png'), fullPage: true });
});

test('a card in Hebrew and English: the English picked in the QR dialog is the contact code’s and the background’s, which reads from the left', async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    displayName: 'דנה לוי',
    title: 'מעצבת מוצר',
    translations: [{ ...blankTranslation('en'), displayName: 'Dana Levi', title: 'Product designer' }],
  });
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  await page.getByRole('listitem', { name: card.displayName }).getByRole('button', { name: 'קוד QR' }).tap();
  const dialog = page.getByRole('dialog');
  const contact = dialog.getByRole('img', { name: `קוד QR עם פרטי הקשר של ${card.displayName}` });
  await expect(contact).toHaveAttribute('src', `/p/${card.slug}/contact-qr.png?size=320`);
  await dialog.getByRole('group', { name: 'שפת הכרטיס בארנק, בקוד איש הקשר וברקע' }).getByText('English').tap();
  await expect(contact).toHaveAttribute('src', `/p/${card.slug}/contact-qr.png?size=320&lang=en`);
  await contact.scrollIntoViewIfNeeded();
  await expect.poll(() => contact.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(dialog.getByRole('link', { name: 'הורדת קוד איש הקשר' })).toHaveAttribute('href', `/p/${card.slug}/contact-qr.png?size=1024&lang=en`);
  // The card's own QR code stays the bare address, which speaks each reader's language.
  await expect(dialog.getByRole('img', { name: /^קוד QR שמוביל אל / })).toHaveAttribute('src', `/p/${card.slug}/qr.svg`);
  expect(await phoneScreenProblems(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'רקע לשיחות וידאו' }).tap();
  await expect(page).toHaveURL(`/background/${card.id}?lang=en`);

  await expect(page.getByRole('group', { name: 'שפה' }).getByRole('radio', { name: 'English' })).toBeChecked();
  // The English version's details, on its reading side: the left.
  await expectDrawn(page.getByRole('img', { name: 'תצוגה מקדימה של הרקע: Dana Levi, Product designer וקוד QR לכרטיס, בצד שמאל' }), /layout=card&side=start&lang=en$/);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await phoneScreenProblems(page)).toEqual([]);
  await page.getByRole('group', { name: 'שפה' }).getByText('עברית').tap();
  await expectDrawn(page.getByRole('img', { name: 'תצוגה מקדימה של הרקע: דנה לוי, מעצבת מוצר וקוד QR לכרטיס, בצד ימין' }), /layout=card&side=start$/);
});
