import { expect, test } from './fixtures';
import { callApi } from './support/api';
import { payForTeamPlan, signInAsNewOwner, uniqueSlug } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';

const PHONE = { width: 360, height: 780 };

test('deleting the account takes two steps, the second naming what goes, and ends on the home page signed out', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const owner = await signInAsNewOwner(page);
  const teamName = `צוות ${uniqueSlug('gone')}`;
  await callApi(page.request, 'POST', '/api/organisations', { name: teamName });
  payForTeamPlan(owner);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'מחיקת החשבון', exact: true });
  const password = section.getByLabel('הקלידו את הסיסמה לאישור');
  const submit = section.getByRole('button', { name: 'מחיקת החשבון לצמיתות' });
  const dialog = page.getByRole('dialog', { name: 'למחוק את החשבון לצמיתות?' });

  // The first step only checks that the password is there.
  await submit.click();
  await expect(section.getByText('יש להזין את הסיסמה')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(dialog).toHaveCount(0);

  // Enter with a password asks before anything goes, saying what will.
  await password.fill('not-my-password-1');
  await password.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await expect(dialog).toContainText('כל הכרטיסים שלך נמחקים, עם הלידים והסטטיסטיקות שלהם');
  await expect(dialog).toContainText('כרטיסי NFC מודפסים של החשבון יובילו מעכשיו לדף "הכרטיס הזה לא פעיל"');
  await expect(dialog).toContainText(`הצוות ${teamName} שבבעלותך נמחק עם התבנית וההזמנות`);
  await expect(dialog).toContainText(/החבילה .+ מסתיימת עם החשבון: היא לא תחודש/);
  expect(await phoneScreenProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(password).toBeFocused();
  expect((await page.request.get('/api/account')).status()).toBe(200);

  // A wrong password is said beside its field once the dialog is gone.
  await submit.click();
  await dialog.getByRole('button', { name: 'מחיקת החשבון לצמיתות' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('הסיסמה הנוכחית שגויה')).toBeVisible();
  await expect(password).toBeFocused();

  await password.fill(owner.password);
  await password.press('Enter');
  await dialog.getByRole('button', { name: 'מחיקת החשבון לצמיתות' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.toast').filter({ hasText: 'החשבון נמחק' })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
  expect((await page.request.get('/api/account')).status()).toBe(401);
});

test('downloading my data says which file is coming and where to find it, on a phone as on a computer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const owner = await signInAsNewOwner(page);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'ייצוא המידע שלי' });
  const file = `kartis-account-${owner.username}.zip`;
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'הורדת המידע' }).click();
  expect((await downloading).suggestedFilename()).toBe(file);
  await expect(section.getByRole('status')).toHaveText(`ההורדה של ${file} התחילה. הקובץ יופיע בהורדות של הדפדפן.`);
  await expect(section.getByRole('link', { name: 'הורדת המידע' })).toBeFocused();
});
