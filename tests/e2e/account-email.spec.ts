import { linkIn, mailsTo } from '../helpers/mail';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { e2eDataDir, registerAccount, signInAsNewOwner, signInPageAs, uniqueSlug } from './support/accounts';
import { linesOfText } from './support/broken-words';
import { phoneScreenProblems } from './support/phone-screen';

test('a new email address waits for its mailed link on the account page, can be cancelled, and changes when the link is opened', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await signInAsNewOwner(page);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'כתובת מייל', exact: true });
  const ask = async (email: string) => {
    await section.getByLabel('כתובת מייל חדשה').fill(email);
    await section.getByLabel('סיסמה נוכחית').fill(owner.password);
    await section.getByRole('button', { name: 'עדכון כתובת המייל' }).click();
    // The waiting address is said once, by the page: focused, and no toast repeats it over the page.
    await expect(section.getByRole('status')).toContainText(email);
    await expect(section.getByRole('status')).toBeFocused();
    await expect(page.locator('.toast')).toHaveCount(0);
  };

  const mistaken = `${uniqueSlug('typo')}@example.test`;
  await ask(mistaken);
  const pending = section.getByRole('status');
  await expect(pending).toContainText(`ממתינה לאישור: ${mistaken}`);
  await expect(section.getByText(owner.email, { exact: true })).toBeVisible();
  expect(await phoneScreenProblems(page)).toEqual([]);
  await expectNoAccessibilityViolations(page);
  await pending.getByRole('button', { name: 'ביטול השינוי' }).click();
  await expect(pending).toHaveCount(0);

  const wanted = `${uniqueSlug('moved')}@example.test`;
  await ask(wanted);
  const mail = (await mailsTo(e2eDataDir(), wanted)).at(-1)!;
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { level: 1, name: 'כתובת המייל עודכנה' })).toBeVisible();
  await page.getByRole('link', { name: 'להגדרות החשבון' }).click();
  await expect(section.getByText(wanted, { exact: true })).toBeVisible();
  await expect(section.getByRole('status')).toHaveCount(0);
});

test('the interface language on the account page follows the header’s switch: a save afterwards keeps English', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.goto('/account');
  await expect(page.getByLabel('שפת הממשק')).toHaveValue('he');
  await page.getByRole('banner').getByRole('combobox', { name: 'שפה' }).selectOption('en');
  await expect(page.getByLabel('App language')).toHaveValue('en');
  await page.getByLabel('Display name').fill('Noa Levi');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Details saved')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('App language')).toHaveValue('en');
});

test('on a 320 px phone, the current and the waiting address break only after their "@" or a dot, and nothing covers the waiting one', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const owner = { username: uniqueSlug('dana'), email: `dana.levi-${uniqueSlug('cohen')}@haddad-dental.co.il`, password: 'secret-pass-1' };
  await registerAccount(page.request, owner);
  await signInPageAs(page, owner);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'כתובת מייל', exact: true });
  const current = section.getByText(owner.email, { exact: true });
  await expect(current).toBeVisible();
  const wanted = `new.${uniqueSlug('levi')}@example-company.co.il`;
  await section.getByLabel('כתובת מייל חדשה').fill(wanted);
  await section.getByLabel('סיסמה נוכחית').fill(owner.password);
  await section.getByRole('button', { name: 'עדכון כתובת המייל' }).click();
  const pending = section.getByRole('status');
  await expect(pending).toBeFocused();
  const waiting = pending.getByText(wanted, { exact: true });

  for (const [address, shown] of [
    [owner.email, current],
    [wanted, waiting],
  ] as const) {
    const lines = await linesOfText(shown);
    expect(lines.join('')).toBe(address);
    expect(lines.length, `${address} drawn as ${JSON.stringify(lines)}`).toBeGreaterThan(1);
    // Each line but the last ends at an "@" or a dot: no "exampl" / "e.test", no "levi-" / "cohen", no line starting with ".".
    for (const line of lines.slice(0, -1)) expect(line, JSON.stringify(lines)).toMatch(/[@.]$/);
  }
  // The label keeps its line and the address starts whole on the next one when it does not fit after it.
  expect((await linesOfText(pending.locator('p').first()))[0]).toMatch(/^ממתינה לאישור:\s*$/);
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(await phoneScreenProblems(page)).toEqual([]);
});
