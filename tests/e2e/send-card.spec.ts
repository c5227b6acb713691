import { expect, test } from './fixtures';
import { DEMO, signInPageAs } from './support/accounts';
import { drawnLeftToRight, linesOfText } from './support/broken-words';
import { keepLanguage } from './support/language';
import { phoneScreenProblems } from './support/phone-screen';
import { APART, roomBetween } from './support/spacing';

test.use({ viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });

test('on a 320 px phone the dialog that sends a card to a contact keeps its note apart from the SMS button', async ({ page }) => {
  await signInPageAs(page, DEMO);
  await page.goto('/dashboard');
  await page.locator('.my-card').first().getByRole('button', { name: 'שליחה לאיש קשר' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('טלפון או כתובת מייל').fill('050-1234567');
  const note = dialog.getByText('מי שקיבל/ה את הכרטיס נשמר/ת אצלך כליד');
  expect(await roomBetween(dialog.getByRole('button', { name: 'שליחה ב\u2011SMS' }), note)).toBeGreaterThanOrEqual(APART);
  expect(await phoneScreenProblems(page)).toEqual([]);
});

test('on a phone in Hebrew, 320 px wide and wider, the link a shared card copied reads whole and left to right in its toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A browser without a share sheet copies the link and says so.
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await signInPageAs(page, DEMO);
  await page.goto('/dashboard');
  await page.locator('.my-card').first().getByRole('button', { name: 'שיתוף', exact: true }).tap();
  const toast = page.getByRole('status').filter({ hasText: 'הקישור הועתק' });
  await expect(toast).toBeVisible();
  // F8 takes the focus to the toast, which stays while it has it.
  await page.keyboard.press('F8');
  const link = toast.locator('.toast-description');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  // Where the link wraps depends on the phone's width (and the address's length): at each, on one line or broken only
  // after a slash, its "@" where it is typed, not at the front of the line.
  for (let width = 320; width <= 400; width += 4) {
    await page.setViewportSize({ width, height: 740 });
    const lines = await linesOfText(link);
    expect(lines.join(''), `at ${width} px`).toBe(url);
    for (const line of lines.slice(0, -1)) expect(line, `at ${width} px`).toMatch(/\/$/);
    expect(await drawnLeftToRight(link), `at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 320, height: 740 });
  await page.screenshot({ path: test.info().outputPath('share-toast-he-320.png') });
});

for (const [language, texts] of [
  ['he', { open: 'שליחה לאיש קשר', target: 'טלפון או כתובת מייל', whatsapp: 'שליחה בוואטסאפ', email: 'שליחה במייל', neither: 'זה לא מספר טלפון וגם לא כתובת מייל' }],
  ['en', { open: 'Send to a contact', target: 'Phone or email address', whatsapp: 'Send via WhatsApp', email: 'Send by email', neither: 'This is neither a phone number nor an email address' }],
] as const) {
  test(`in ${language}, sending a card to what is neither a phone number nor an email address says so beside the field`, async ({ page }) => {
    await keepLanguage(page, language);
    await signInPageAs(page, DEMO);
    await page.goto('/dashboard');
    await page.locator('.my-card').first().getByRole('button', { name: texts.open }).tap();
    const dialog = page.getByRole('dialog');
    const target = dialog.getByLabel(texts.target);
    await target.fill('abc');
    let opened = false;
    page.on('popup', () => (opened = true));
    await dialog.getByRole('button', { name: texts.whatsapp }).tap();
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect(target).toHaveAccessibleDescription(texts.neither);
    await expect(target).toBeFocused();
    expect(opened).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`send-neither-${language}-320.png`) });

    // An address cut short is refused beside the field as well, before anything is sent.
    await target.fill('dana@');
    await dialog.getByRole('button', { name: texts.email }).tap();
    await expect(target).toHaveAccessibleDescription(texts.neither);
    await expect(target).toBeFocused();
  });
}
