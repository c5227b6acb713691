import type { Page } from '@playwright/test';
import { SHARE_FIELDS, SHARE_TARGET_PATH } from '../../shared/share-target';
import { drawPaperCards } from '../helpers/paper-cards.mjs';
import { expect, test } from './fixtures';
import { waitForWorker } from './offline-support';
import { createCard, signInAsNewOwner } from './support/accounts';

// About the service worker, which takes what a phone shares with the installed app.
test.use({ serviceWorkers: 'allow' });

interface Shared {
  file?: { name: string; mimeType: string; buffer: Buffer };
  text?: string;
}

/**
 * Shares with the app as Android does with an installed app's share target: a navigation that POSTs the manifest's
 * multipart form (its file and text fields) to the target's address.
 */
async function share(page: Page, { file, text }: Shared) {
  await page.evaluate(
    ({ action, fields, text }) => {
      const form = document.createElement('form');
      Object.assign(form, { id: 'share', method: 'post', enctype: 'multipart/form-data', action });
      const input = Object.assign(document.createElement('input'), { type: 'file', name: fields.file });
      const words = Object.assign(document.createElement('textarea'), { name: fields.text, value: text ?? '' });
      form.append(input, words);
      document.body.append(form);
    },
    { action: SHARE_TARGET_PATH, fields: SHARE_FIELDS, text },
  );
  if (file) await page.locator('#share input[type=file]').setInputFiles(file);
  await page.evaluate(() => (document.getElementById('share') as HTMLFormElement).submit());
  await expect(page).toHaveURL(/\/leads$/);
}

/** Two contacts in one file, as a phone's contacts app shares them: the first becomes the lead. */
const CONTACTS = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:כהן;יעל;;;',
  'FN:יעל כהן',
  'ORG:סטודיו יעל',
  'TEL;TYPE=CELL:052-765-4321',
  'EMAIL:yael@example.co.il',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Someone Else',
  'TEL:050-000-0000',
  'END:VCARD',
  '',
].join('\r\n');

test('a contact and a photo of a paper card shared from another app each open as a lead to check, and the contact is saved', async ({ page }) => {
  test.slow();
  await signInAsNewOwner(page);
  await createCard(page.request);
  await page.goto('/dashboard');
  await waitForWorker(page);

  // WhatsApp names a shared contact's file by the person, with no type of its own.
  await share(page, { file: { name: 'יעל כהן.vcf', mimeType: '', buffer: Buffer.from(CONTACTS) } });
  const check = page.getByRole('dialog', { name: 'בדיקת הפרטים' });
  await expect(check.getByLabel('שם', { exact: true })).toHaveValue('יעל כהן');
  await expect(check.getByLabel('חברה', { exact: true })).toHaveValue('סטודיו יעל');
  await expect(check.getByLabel('טלפונים (אחד בכל שורה)')).toHaveValue('+972527654321');
  await expect(check.getByLabel('מיילים (אחד בכל שורה)')).toHaveValue('yael@example.co.il');
  await check.getByRole('button', { name: 'שמירת הליד' }).click();
  await expect(page.getByText('הליד נשמר', { exact: true })).toBeVisible();
  await expect(page.locator('.leads-table tbody tr').filter({ hasText: 'יעל כהן' })).toContainText('yael@example.co.il');

  // What was taken is gone: opening the leads from the history does not offer the contact again.
  await page.reload();
  await expect(page.locator('.leads-table tbody tr')).toHaveCount(1);
  await expect(check).toBeHidden();

  const [paper] = await drawPaperCards(1, { seed: 5, languages: ['he'] });
  await share(page, { file: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: paper!.photo } });
  const adjust = page.getByRole('dialog', { name: 'יישור וחיתוך' });
  await adjust.getByRole('button', { name: 'קריאת הכרטיס' }).click();
  await expect(check.getByLabel('טלפונים (אחד בכל שורה)')).toHaveValue(paper!.truth.phones.join('\n'), { timeout: 60_000 });
  await expect(check.getByLabel('מיילים (אחד בכל שורה)')).toHaveValue(paper!.truth.emails.join('\n'));
});

test('an email signature shared as text opens as a lead; a file with nothing for a lead says so', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await waitForWorker(page);

  await share(page, { text: 'נועה ברק | מעצבת גרפית\nסטודיו נועה\n054-9876543 · noa@studio.co.il' });
  const check = page.getByRole('dialog', { name: 'בדיקת הפרטים' });
  await expect(check.getByLabel('שם', { exact: true })).toHaveValue('נועה ברק');
  await expect(check.getByLabel('תפקיד', { exact: true })).toHaveValue('מעצבת גרפית');
  await expect(check.getByLabel('טלפונים (אחד בכל שורה)')).toHaveValue('+972549876543');
  await check.getByRole('button', { name: 'ביטול' }).last().click();

  await share(page, { file: { name: 'offer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } });
  await expect(page.getByText('במה ששותף אין פרטים לליד', { exact: true })).toBeVisible();
  await expect(page.getByText('אפשר לשתף תמונה של כרטיס ביקור, איש קשר, או טקסט עם שם, טלפון או מייל.')).toBeVisible();
  await expect(check).toBeHidden();
});

test('a share that reaches the server before the app can take it asks to share again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await share(page, { text: 'יעל כהן 052-765-4321' });
  await expect(page.getByText('מה ששיתפתם לא הגיע', { exact: true })).toBeVisible();
  await expect(page.getByText('האפליקציה עוד לא הייתה מוכנה לקבל אותו. נסו לשתף שוב.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
