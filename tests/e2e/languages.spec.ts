import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { registerAccount, signInAsNewOwner, uniqueSlug } from './support/accounts';
import { untilAppTakesOver } from './support/drawn-page';
import { sidewaysOverflow } from './support/phone-screen';
import { arCore } from '../../shared/i18n/ar-core';
import { enCore } from '../../shared/i18n/en-core';
import { heCore } from '../../shared/i18n/he-core';
import { ruCore } from '../../shared/i18n/ru-core';
import { ru } from '../../shared/i18n/ru';

/** Hebrew words in the page's main part, leaving out what is marked as Hebrew on purpose (the brand's Hebrew name). */
function hebrewInMain(): string[] {
  const main = document.querySelector('main')?.cloneNode(true) as Element | undefined;
  if (!main) return [];
  for (const marked of main.querySelectorAll('[lang="he"]')) marked.remove();
  return (main.textContent ?? '').match(/[\u0590-\u05FF]{2,}.{0,30}/g) ?? [];
}

const ARABIC_WRONG_SIGN_IN = 'البريد الإلكتروني أو كلمة المرور غير صحيحة';
const RUSSIAN_WRONG_SIGN_IN = 'Неверный адрес эл. почты или пароль';

test('a visitor who picks Arabic reads the site right to left in Arabic, the server’s answers too, and keeps it after a reload; Russian reads left to right', async ({ shell }) => {
  const { page } = shell;
  await shell.open('/');
  await shell.switchLanguage('ar');
  await shell.expectDocumentLanguage('ar');
  await expect(shell.languageList).toHaveAccessibleName(arCore['lang.label']);
  await expect(shell.header.getByRole('button', { name: arCore['nav.register'], exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The server answers in Hebrew; the app shows its words in Arabic.
  await shell.header.getByRole('button', { name: arCore['nav.login'], exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(arCore['auth.email'], { exact: true }).fill('nobody@example.test');
  await dialog.getByLabel(arCore['auth.password'], { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: arCore['auth.submitLogin'], exact: true }).click();
  await expect(dialog.getByText(ARABIC_WRONG_SIGN_IN).first()).toBeVisible();
  await expect(dialog).not.toContainText(/[\u0590-\u05FF]/);
  await page.keyboard.press('Escape');

  await page.reload();
  await shell.expectDocumentLanguage('ar');
  await expect(shell.languageList).toHaveValue('ar');

  await shell.switchLanguage('ru');
  await shell.expectDocumentLanguage('ru');
  await expect(shell.header.getByRole('button', { name: ruCore['nav.login'], exact: true })).toBeVisible();
  await shell.header.getByRole('button', { name: ruCore['nav.login'], exact: true }).click();
  await dialog.getByLabel(ruCore['auth.email'], { exact: true }).fill('nobody@example.test');
  await dialog.getByLabel(ruCore['auth.password'], { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: ruCore['auth.submitLogin'], exact: true }).click();
  await expect(dialog.getByText(RUSSIAN_WRONG_SIGN_IN).first()).toBeVisible();
});

test('an owner who picks Russian keeps it on the account, and the server draws their next page in Russian', async ({ page, context }) => {
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await untilAppTakesOver(page);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account') && response.request().method() === 'PATCH');
  await page.getByRole('banner').getByRole('combobox', { name: 'שפה' }).selectOption('ru');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('navigation', { name: ruCore['nav.main'] }).getByRole('link', { name: ruCore['nav.dashboard'] })).toBeVisible();

  // Drawn by the server, before any of the app's code runs.
  await context.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/leads');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('h1')).toHaveText(ruCore['page.leads']);
  await context.unroute('**/assets/*.js');

  await page.goto('/account');
  await expect(page.getByLabel(ru['account.language'])).toHaveValue('ru');
});

test('a Russian owner who signs in on a new phone reads the app in Russian; a phone where English was chosen keeps English', async ({ shell, browser, request }) => {
  const name = uniqueSlug('ru').replace('-', '');
  const owner = { username: name, email: `${name}@example.test`, password: 'ru-owner-pass-1', locale: 'ru' };
  await registerAccount(request, owner);

  const { page } = shell;
  await shell.open('/');
  await shell.expectDocumentLanguage('he');
  await shell.header.getByRole('button', { name: heCore['nav.login'], exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(heCore['auth.email'], { exact: true }).fill(owner.email);
  await dialog.getByLabel(heCore['auth.password'], { exact: true }).fill(owner.password);
  await dialog.getByRole('button', { name: heCore['auth.submitLogin'], exact: true }).click();
  await shell.expectDocumentLanguage('ru');
  await expect(page.getByRole('navigation', { name: ruCore['nav.main'] }).getByRole('link', { name: ruCore['nav.dashboard'] })).toBeVisible();
  await page.reload();
  await shell.expectDocumentLanguage('ru');

  const english = await browser.newPage();
  try {
    await english.addInitScript(() => localStorage.setItem('language', 'en'));
    await english.goto(new URL('/', page.url()).href);
    await english.getByRole('banner').getByRole('button', { name: enCore['nav.login'], exact: true }).click();
    const englishDialog = english.getByRole('dialog');
    await englishDialog.getByLabel(enCore['auth.email'], { exact: true }).fill(owner.email);
    await englishDialog.getByLabel(enCore['auth.password'], { exact: true }).fill(owner.password);
    await englishDialog.getByRole('button', { name: enCore['auth.submitLogin'], exact: true }).click();
    await expect(englishDialog).toBeHidden();
    await expect(english.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await english.close();
  }
});

for (const language of ['ar', 'ru'] as const) {
  test(`the landing page and a signed-in owner's dashboard fit a 320 px phone in ${language}, pass the accessibility rules, and have no Hebrew left on them`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.addInitScript((lang) => {
      if (window === window.top) localStorage.setItem('language', lang);
    }, language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await untilAppTakesOver(page);
    // The plans are named in the language too, as the seeded packages are written in it.
    await expect(page.getByRole('heading', { level: 3, name: { ar: 'احترافي', ru: 'Профи' }[language], exact: true })).toBeVisible();
    expect((await page.evaluate(sidewaysOverflow)).culprits).toEqual([]);
    expect(await page.evaluate(hebrewInMain)).toEqual([]);
    await expectNoAccessibilityViolations(page);

    await signInAsNewOwner(page);
    await page.goto('/dashboard');
    await untilAppTakesOver(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    expect((await page.evaluate(sidewaysOverflow)).culprits).toEqual([]);
    expect(await page.evaluate(hebrewInMain)).toEqual([]);
    await expectNoAccessibilityViolations(page);
  });
}
