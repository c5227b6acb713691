import type { Page } from '@playwright/test';
import type { LeadList } from '../../shared/contract/leads';
import { LEAD_CONSENT_TEXT, MARKETING_CONSENT_TEXT } from '../../shared/contract/leads';
import { drawPaperCards } from '../helpers/paper-cards.mjs';
import { expect, test } from './fixtures';
import { appFilePaths, goOffline, keptAppFileCount, waitForWorker } from './offline-support';
import { createCard, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** One visitor at the stand: name, phone, the contact consent, send; the kiosk thanks and clears itself. */
async function leaveDetails(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel('שם', { exact: true }).fill(name);
  await page.getByLabel('טלפון', { exact: true }).fill(phone);
  await page.getByLabel(LEAD_CONSENT_TEXT.he).check();
  await page.getByRole('button', { name: 'שליחת הפרטים' }).click();
  // The pressed button goes with the form: the thanks takes the focus, and the next visitor's name after it.
  await expect(page.getByRole('status').filter({ hasText: 'תודה! הפרטים נשמרו.' })).toBeFocused();
  await expect(page.getByLabel('שם', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('שם', { exact: true })).toBeFocused();
}

/** From the dashboard, starts event mode for `eventName` with the PIN 2468, and waits for the kiosk. */
async function startEventMode(page: Page, eventName: string): Promise<void> {
  const start = page.getByRole('region', { name: 'מצב אירוע' });
  await start.getByLabel('שם האירוע').fill(eventName);
  await start.getByLabel('קוד יציאה (4-8 ספרות)').fill('2468');
  await start.getByLabel('אימות הקוד').fill('2468');
  await start.getByRole('button', { name: 'הפעלת מצב אירוע' }).click();
  await expect(page).toHaveURL('/event');
}

test.describe('event mode on a 390 px phone, in Hebrew', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('starting it with fields left empty or PINs that differ says so beside each field, in Hebrew, and goes to the first', async ({ page }) => {
    await signInAsNewOwner(page);
    await createCard(page.request, { displayName: 'סטודיו גל' });
    await page.goto('/dashboard');
    const start = page.getByRole('region', { name: 'מצב אירוע' });
    const eventName = start.getByLabel('שם האירוע');
    const pinAgain = start.getByLabel('אימות הקוד');
    await start.getByRole('button', { name: 'הפעלת מצב אירוע' }).click();
    await expect(eventName).toHaveAccessibleDescription('יש להזין את שם האירוע');
    await expect(start.getByLabel('קוד יציאה (4-8 ספרות)')).toHaveAccessibleDescription('הקוד צריך להיות 4 עד 8 ספרות');
    await expect(eventName).toBeFocused();

    await eventName.fill('כנס השיווק');
    await start.getByLabel('קוד יציאה (4-8 ספרות)').fill('2468');
    await pinAgain.fill('1357');
    await start.getByRole('button', { name: 'הפעלת מצב אירוע' }).click();
    await expect(pinAgain).toHaveAccessibleDescription('הקודים אינם זהים');
    await expect(pinAgain).toBeFocused();
    await expect(eventName).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL('/dashboard');
  });

  test("follows the card's new address, changed on another device while the kiosk stands: the next lead reaches the card", async ({ page }) => {
    await signInAsNewOwner(page);
    const card = await createCard(page.request, { displayName: 'סטודיו גל' });
    await page.goto('/dashboard');
    await startEventMode(page, 'כנס השיווק');
    const qr = page.locator('.kiosk-qr img');
    const oldQr = await qr.getAttribute('src');

    // The owner gives the card another address from their phone; the tablet at the stand is reloaded.
    await callApi(page.request, 'PUT', `/api/profiles/${card.id}`, { ...card, slug: `${card.slug}-new` });
    await page.reload();
    // The visitors' QR leads to the new address too.
    await expect(qr).not.toHaveAttribute('src', oldQr!);
    await leaveDetails(page, 'דנה לוי', '0521234567');
    await expect.poll(async () => (await callApi<LeadList>(page.request, 'GET', '/api/leads?event=' + encodeURIComponent('כנס השיווק'))).items.map((lead) => lead.name)).toEqual(['דנה לוי']);
  });

  test('takes three leads offline, keeps them through a reload, and delivers each once with the event name; leaving takes the PIN', async ({ page, context }, testInfo) => {
    test.slow();
    await signInAsNewOwner(page);
    await createCard(page.request, { displayName: 'סטודיו גל' });
    await page.goto('/dashboard');
    await waitForWorker(page);
    await startEventMode(page, 'כנס השיווק');
    await expect(page.getByRole('heading', { level: 1, name: 'השאירו פרטים' })).toBeVisible();
    // The card page's own consents: the marketing one unticked, naming the business.
    await expect(page.getByLabel(MARKETING_CONSENT_TEXT.he('סטודיו גל'))).not.toBeChecked();
    const appFiles = (await appFilePaths(page.request)).length;
    await expect.poll(() => keptAppFileCount(page), { timeout: 20_000 }).toBe(appFiles);

    await goOffline(context);
    await leaveDetails(page, 'דנה לוי', '050-111-2233');
    await leaveDetails(page, 'יוסי כהן', '052-222-3344');
    await leaveDetails(page, 'מיכל אברהם', '054-333-4455');
    await expect(page.getByText('לידים היום: 3')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kiosk-390-he.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'השאירו פרטים' })).toBeVisible();
    await expect(page.getByText('לידים היום: 3')).toBeVisible();
    // The owner's pages stay behind the kiosk, and a wrong PIN does not open them.
    await page.goto('/leads');
    await expect(page).toHaveURL('/event');
    await page.getByRole('button', { name: 'יציאה ממצב אירוע' }).click();
    const leave = page.getByRole('dialog', { name: 'יציאה ממצב אירוע' });
    await leave.getByLabel('קוד היציאה').fill('1357');
    await leave.getByRole('button', { name: 'יציאה', exact: true }).click();
    await expect(leave.getByText('הקוד שגוי')).toBeVisible();
    await leave.getByRole('button', { name: 'ביטול' }).last().click();
    await expect(page).toHaveURL('/event');

    await context.setOffline(false);
    await expect
      .poll(async () => (await callApi<LeadList>(page.request, 'GET', '/api/leads')).total, { timeout: 30_000 })
      .toBe(3);

    await page.getByRole('button', { name: 'יציאה ממצב אירוע' }).click();
    await leave.getByLabel('קוד היציאה').fill('2468');
    await leave.getByRole('button', { name: 'יציאה', exact: true }).click();
    await expect(page).toHaveURL(/\/leads\?event=/);
    const rows = page.locator('.leads-table tbody tr');
    await expect(rows).toHaveCount(3);
    for (const name of ['דנה לוי', 'יוסי כהן', 'מיכל אברהם']) await expect(rows.filter({ hasText: name })).toContainText('באירוע: כנס השיווק');
    await expect(page.getByLabel('אירוע', { exact: true })).toHaveValue('כנס השיווק');
    await page.screenshot({ path: testInfo.outputPath('leads-event-390-he.png') });
  });
});

/** A new owner starts event mode for a new English card, its PIN 2468; a PIN too long is refused with its reason, not cut to eight digits. */
async function startEnglishKiosk(page: Page): Promise<void> {
  await signInAsNewOwner(page);
  await createCard(page.request, { displayName: 'Gal Studio', language: 'en' });
  await page.goto('/dashboard');
  const start = page.getByRole('region', { name: 'מצב אירוע' });
  await start.getByLabel('שם האירוע').fill('Expo 2026');
  for (const pin of ['123456789', '2468']) {
    await start.getByLabel('קוד יציאה (4-8 ספרות)').fill(pin);
    await start.getByLabel('אימות הקוד').fill(pin);
    await start.getByRole('button', { name: 'הפעלת מצב אירוע' }).click();
    if (pin.length > 8) await expect(start.getByText('הקוד צריך להיות 4 עד 8 ספרות')).toBeVisible();
  }
  await expect(page).toHaveURL('/event');
}

/** A visitor at the English kiosk leaves their name, email and consent. */
async function leaveEnglishLead(page: Page): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Dana Levi');
  await page.getByLabel('Email', { exact: true }).fill('dana@example.test');
  await page.getByLabel(LEAD_CONSENT_TEXT.en).check();
  await page.getByRole('button', { name: 'Send my details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your details are saved.' })).toBeVisible();
}

test.describe('event mode for an English card, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the kiosk speaks the card's language throughout: the document, its checks before sending, its PIN's waits", async ({ page }) => {
    await startEnglishKiosk(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Leave your details' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Expo 2026');
    await expect(page.getByRole('link', { name: 'דילוג לתוכן הראשי' })).toHaveCount(0);

    await page.getByLabel('Email', { exact: true }).fill('dana@');
    await page.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Enter your name');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('This email address is not valid');
    await expect(page.getByLabel(LEAD_CONSENT_TEXT.en)).toHaveAccessibleDescription('Check the consent box to send your details');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    await leaveEnglishLead(page);

    // The third wrong PIN says so, and that the next try waits; the wait holds through a reload.
    await page.getByRole('button', { name: 'Leave event mode' }).click();
    const pinField = page.getByRole('dialog', { name: 'Leave event mode' }).getByLabel('Exit PIN');
    for (const [attempt, said] of [
      [1, 'Wrong PIN'],
      [2, 'Wrong PIN'],
      [3, /^Wrong PIN\. Too many tries\. Try again in (2\d|30) seconds\.$/],
    ] as const) {
      await pinField.fill(`135${attempt}`);
      await page.getByRole('button', { name: 'Leave', exact: true }).click();
      // Checked (a slow hash, on purpose) when the field is cleared for the next try.
      await expect(pinField).toHaveValue('');
      await expect(pinField).toHaveAccessibleDescription(said);
    }
    await expect(page.getByRole('button', { name: 'Leave', exact: true })).toBeDisabled();
    await page.reload();
    await page.getByRole('button', { name: 'Leave event mode' }).click();
    await expect(pinField).toHaveAccessibleDescription(/^Too many tries\. Try again in (2\d|30) seconds\.$/);
    await expect(page.getByRole('button', { name: 'Leave', exact: true })).toBeDisabled();
  });

  test("leaving the kiosk of an English card by typing its PIN and Enter gives the owner's app its own language back", async ({ page }) => {
    await startEnglishKiosk(page);
    await leaveEnglishLead(page);

    await page.getByRole('button', { name: 'Leave event mode' }).click();
    // The PIN field has the focus: the owner types the PIN and presses Enter.
    await expect(page.getByRole('dialog', { name: 'Leave event mode' }).getByLabel('Exit PIN')).toBeFocused();
    await page.keyboard.type('2468');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/leads\?event=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.leads-table tbody tr').filter({ hasText: 'Dana Levi' })).toContainText('באירוע: Expo 2026');
  });
});

test.describe('event mode for a card in two languages, on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('a visitor picks the form in Russian, leaves details under the Russian consent, and the next visitor starts in Hebrew', async ({ page }) => {
    await signInAsNewOwner(page);
    await createCard(page.request, { displayName: 'גל לוי', company: 'סטודיו גל', translations: [{ language: 'ru', displayName: 'Гал Леви', company: 'Студия Гал' }] });
    await page.goto('/dashboard');
    await startEventMode(page, 'Expo 2026');

    const languages = page.getByRole('group', { name: 'שפת הטופס' });
    await expect(languages.getByRole('button', { name: 'עברית' })).toHaveAttribute('aria-pressed', 'true');
    for (const button of await languages.getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await languages.getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Оставьте контакты' })).toBeVisible();
    await expect(page.getByText('Гал Леви', { exact: true })).toBeVisible();
    await page.getByLabel('Имя', { exact: true }).fill('Ольга');
    await page.getByLabel('Телефон', { exact: true }).fill('052-555-1234');
    await page.getByLabel(LEAD_CONSENT_TEXT.ru).check();
    await page.getByLabel(MARKETING_CONSENT_TEXT.ru('Студия Гал')).check();
    await page.getByRole('button', { name: 'Отправить' }).click();
    // Thanks, then the form clears for the next visitor, in the card's own language.
    await expect(page.getByRole('heading', { level: 1, name: 'השאירו פרטים' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');

    // A language picked and left with nothing typed goes back to the card's own for whoever comes next.
    await page.clock.install();
    await languages.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Оставьте контакты' })).toBeVisible();
    await page.clock.fastForward(91_000);
    await expect(page.getByRole('heading', { level: 1, name: 'השאירו פרטים' })).toBeVisible();

    await expect.poll(async () => (await callApi<LeadList>(page.request, 'GET', '/api/leads')).items.length).toBe(1);
    const [lead] = (await callApi<LeadList>(page.request, 'GET', '/api/leads')).items;
    expect(lead).toMatchObject({ name: 'Ольга', consentLanguage: 'ru', consentText: LEAD_CONSENT_TEXT.ru, event: 'Expo 2026' });
  });
});

test.describe('scanning paper cards on a 360 px phone, in English', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a photographed Hebrew card and a Russian one read into drafts with the right phone and email; the checked one becomes a lead', async ({ page }, testInfo) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await signInAsNewOwner(page);
    await createCard(page.request);
    await page.goto('/leads');
    const [hebrew] = await drawPaperCards(1, { seed: 3, languages: ['he'] });
    const [russian] = await drawPaperCards(1, { seed: 3, languages: ['ru'] });

    for (const card of [russian!, hebrew!]) {
      await page.getByText('Scan', { exact: true }).click();
      if (card === russian) await page.screenshot({ path: testInfo.outputPath('leads-scan-menu-360-en.png') });
      await page.getByText('Scan a card', { exact: true }).locator('input[type=file]').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: card.photo });
      const adjust = page.getByRole('dialog', { name: 'Straighten and crop' });
      await adjust.getByRole('button', { name: 'Read card' }).click();
      const check = page.getByRole('dialog', { name: 'Check the details' });
      await expect(check.getByLabel('Phones (one per line)')).toHaveValue(card.truth.phones.join('\n'), { timeout: 60_000 });
      await expect(check.getByLabel('Emails (one per line)')).toHaveValue(card.truth.emails.join('\n'));
      await expect(check.getByLabel('Name', { exact: true })).toHaveValue(card.truth.name);
      if (card === russian) {
        await check.getByRole('button', { name: 'Cancel' }).last().click();
        continue;
      }
      await page.screenshot({ path: testInfo.outputPath('scan-check-360-en.png'), fullPage: true });
      await check.getByRole('button', { name: 'Save lead' }).click();
    }
    await expect(page.locator('.leads-table tbody tr').filter({ hasText: hebrew!.truth.name })).toContainText(hebrew!.truth.emails[0]!);
  });
});
