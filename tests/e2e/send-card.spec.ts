import { expect, test } from './fixtures';
import { DEMO, signInPageAs } from './support/accounts';
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
  expect(await roomBetween(dialog.getByRole('button', { name: 'שליחה ב-SMS' }), note)).toBeGreaterThanOrEqual(APART);
  expect(await phoneScreenProblems(page)).toEqual([]);
});
