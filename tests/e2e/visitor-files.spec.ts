import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { SEEDED_ADMIN, createCard, signInAsNewOwner, signInPageAs } from './support/accounts';
import { holdAppStart } from './support/drawn-page';
import { visitCard, visitorName } from './support/visitor';

const THANKS = 'תודה! הפרטים נשלחו, ובעל הכרטיס יחזור אליכם בהקדם.';
const TOO_LARGE = 'הקובץ שהועלה גדול מדי';

/** Visitors here use a small phone's screen. */
const PHONE = { viewport: { width: 320, height: 640 } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Fills the lead form, attaches `file` through its labelled field, and sends. */
async function sendLeadWithFile(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const form = page.getByRole('region', { name: 'השאירו פרטים' });
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('טלפון').fill('052-555-1234');
  await form.getByLabel('צירוף תמונה או PDF (לא חובה)').setInputFiles(file);
  await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
  await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
}

test('a visitor on a 320 px phone attaches a photo to the lead form, and the owner sees it with the lead and downloads it', async ({ browser, baseURL, page }) => {
  // Two browsers and a download: on a busy two-core runner this takes most of the default 30 s.
  test.slow();
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const name = visitorName('מבקרת עם תמונה');

  const visitor = await visitCard(browser, baseURL, card.slug, true, PHONE);
  await expect(visitor.locator('.kc--live')).toBeVisible();
  const field = visitor.getByLabel('צירוף תמונה או PDF (לא חובה)');
  // The field is a button in the card's language (not the browser's "Choose File"), a finger's size, within the screen.
  const choose = visitor.locator('.kc-file-button');
  await expect(choose).toHaveText('בחירת קובץ');
  await choose.scrollIntoViewIfNeeded();
  const box = (await choose.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A file over the limit is refused at the field, with the server's Hebrew words for a 413, before anything is sent.
  await sendLeadWithFile(visitor, name, { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
  await expect(visitor.locator('#kc-lead-file-error')).toHaveText(TOO_LARGE);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The chosen file is named beside the button, and taken back with one tap.
  await expect(visitor.locator('.kc-file-name')).toHaveText('huge.pdf');
  await visitor.getByRole('button', { name: 'הסרת הקובץ' }).click();
  await expect(visitor.locator('.kc-file-name')).toHaveText('');
  await expect(visitor.getByRole('button', { name: 'הסרת הקובץ' })).toBeHidden();

  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e07a5f' } }).jpeg().toBuffer();
  await field.setInputFiles({ name: 'המטבח שלי.jpg', mimeType: 'image/jpeg', buffer: photo });
  await visitor.getByRole('button', { name: 'שליחת הפרטים' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await visitor.context().close();

  await page.goto('/leads');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const link = row.getByRole('link', { name: `הורדת הקובץ המצורף של ${name}: המטבח שלי.jpg` });
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('המטבח שלי.jpg');
  const bytes = await readFile((await (await download).path())!);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });

  // On a phone the lead is a card: its file is a link of its own, at least 44 px high, within the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  await link.scrollIntoViewIfNeeded();
  const linkBox = (await link.boundingBox())!;
  expect(linkBox.height).toBeGreaterThanOrEqual(44);
  expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(320);
});

test('with JavaScript off, the lead form still sends a PDF, and a disguised file comes back with its note', async ({ browser, baseURL, page }) => {
  test.slow();
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const name = visitorName('מבקר בלי JS');

  const visitor = await visitCard(browser, baseURL, card.slug, false, PHONE);
  await sendLeadWithFile(visitor, name, { name: 'page.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>not a pdf</p>') });
  await expect(visitor).toHaveURL(new RegExp(`/p/${card.slug}\\?lead=file#lead-file$`));
  await expect(visitor.getByText('אפשר לצרף תמונה (JPEG‏, PNG‏, WebP) או קובץ PDF בלבד')).toBeVisible();

  await sendLeadWithFile(visitor, name, { name: 'הצעת מחיר.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(visitor).toHaveURL(new RegExp(`/p/${card.slug}\\?lead=sent#lead-sent$`));
  await expect(visitor.getByText(THANKS, { exact: true })).toBeVisible();
  await visitor.context().close();

  await page.goto('/leads');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByRole('link', { name: `הורדת הקובץ המצורף של ${name}: הצעת מחיר.pdf` })).toBeVisible();
});

test('a file chosen on the contact page before the app has started stays chosen once it has', async ({ page }) => {
  // A slow phone: the drawn page is up, and the app's code has not come yet.
  const startApp = await holdAppStart(page);
  await page.goto('/contact');
  await page.getByLabel('צירוף תמונה או PDF (לא חובה)').setInputFiles({ name: 'early.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).png().toBuffer() });
  startApp();
  await expect(page.locator('.file-field-name')).toHaveText('early.png');
  await expect(page.getByRole('button', { name: 'הסרה early.png' })).toBeVisible();
});

test('a visitor attaches a screenshot on the contact page, and the admin downloads it with the message', async ({ browser, baseURL, page }) => {
  test.slow();
  const subject = `צילום מסך ${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 } });
  const visitor = await context.newPage();
  await visitor.goto('/contact');
  await visitor.getByRole('textbox', { name: /שם מלא/ }).fill('רונית כהן');
  await visitor.getByRole('textbox', { name: /כתובת מייל/ }).fill('ronit@example.co.il');
  await visitor.getByRole('textbox', { name: /נושא/ }).fill(subject);
  await visitor.getByRole('textbox', { name: /הודעה/ }).fill('מצרפת צילום של מה שראיתי במסך');
  const file = visitor.getByLabel('צירוף תמונה או PDF (לא חובה)');
  expect((await visitor.getByText('בחירת קובץ').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const screenshot = await sharp({ create: { width: 390, height: 844, channels: 4, background: '#ffffff80' } }).png().toBuffer();
  await file.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: screenshot });
  await expect(visitor.locator('.file-field-name')).toHaveText('screenshot.png');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await visitor.getByRole('button', { name: 'שליחת הפנייה' }).click();
  await expect(visitor.getByRole('heading', { name: 'תודה, הפנייה התקבלה!' })).toBeVisible();
  await context.close();

  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/admin/contact');
  const message = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  const link = message.getByRole('link', { name: 'הורדת הקובץ המצורף של רונית כהן: screenshot.jpg' });
  const download = page.waitForEvent('download');
  await link.click();
  const bytes = await readFile((await (await download).path())!);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 390, height: 844 });
});
