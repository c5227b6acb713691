import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCard, signInAsNewOwner } from './support/accounts';
import { leaveLead, visitCard, visitorName } from './support/visitor';

/** Presses `key` on the control named `name` the way a keyboard user gets there: focused, then the key. */
async function press(page: Page, name: string, key = 'Enter'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press(key);
}

test('deleting an item of the card by keyboard leaves the focus on the delete button of the item in its place, then on the add buttons', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/editor', { waitUntil: 'networkidle' });
  await press(page, 'הוספת טלפון');
  await page.keyboard.type('0501234567');
  await press(page, 'הוספת מייל');
  await page.keyboard.type('noa@example.co.il');

  await press(page, 'מחיקת טלפון: 0501234567');
  await expect(page.getByText('טלפון: 0501234567 נמחק')).toBeAttached();
  await expect(page.getByRole('button', { name: 'מחיקת מייל: noa@example.co.il', exact: true })).toBeFocused();

  // The last one gone, the owner is where they add another.
  await page.keyboard.press('Enter');
  await expect(page.locator('.item-list')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'הוספת טלפון', exact: true })).toBeFocused();
});

test('deleting a lead by keyboard leaves the focus on the next lead’s delete button, and on the page’s heading after the last', async ({ browser, baseURL, page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const names = [visitorName('דנה'), visitorName('יוסי')];
  for (const name of names) {
    const visitor = await visitCard(browser, baseURL, card.slug, true);
    await leaveLead(visitor, name);
    await expect(visitor.locator('#lead-sent')).toBeVisible();
    await visitor.context().close();
  }
  await page.goto('/leads', { waitUntil: 'networkidle' });
  const [second, first] = names as [string, string];

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await press(page, `מחיקת הליד של ${first}`);
  const dialog = page.getByRole('dialog', { name: 'למחוק את הליד?' });
  await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `מחיקת הליד של ${first}` })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `מחיקת הליד של ${second}` })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקה', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'לידים' })).toBeFocused();
});
