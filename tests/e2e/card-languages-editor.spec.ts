import type { Page } from '@playwright/test';
import { PROFILE_MESSAGES, type Profile } from '../../shared/contract/profiles';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { untilAppTakesOver } from './support/drawn-page';
import { problemsOnPhones, smallControls } from './support/phone-screen';

test.use({ viewport: { width: 360, height: 780 } });

const ENGLISH = { language: 'en', displayName: 'Dana Levi', givenName: '', familyName: '', title: 'Interior designer', company: '', bio: '' };

/** The field of the button's English label, named by its Hebrew one (kept in its own direction). */
const BUTTON_IN_ENGLISH = /^כפתור: \u2068קביעת פגישה\u2069$/;

/** The editor's section of the card's other languages, and its English version. */
function languagesSection(page: Page) {
  const section = page.getByRole('region', { name: 'הכרטיס בשפות נוספות', exact: true });
  return { section, english: section.getByRole('group', { name: 'English', exact: true }) };
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();
}

test('on a phone, an owner writes their Hebrew card in English too, previews it, and the English is kept', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    displayName: 'דנה לוי',
    title: 'מעצבת פנים',
    items: [
      { kind: 'button', label: 'קביעת פגישה', url: 'https://dana-design.example/meet' },
      // Named by its address in the English version's fields: a label with no place to break on a 320 px phone.
      { kind: 'website', label: '', url: 'https://www.dana-design-studio-for-interiors.co.il/portfolio/2026' },
    ],
  });
  await page.goto(`/editor/${card.id}`);
  await untilAppTakesOver(page);
  const { section, english } = languagesSection(page);

  await section.getByRole('button', { name: 'הוספת English', exact: true }).click();
  const name = english.getByLabel('שם לתצוגה');
  await expect(name).toBeFocused();
  // Written left to right in English, though the screen is Hebrew.
  await expect(name).toHaveAttribute('dir', 'ltr');
  await expect(name).toHaveAttribute('lang', 'en');
  await name.fill(ENGLISH.displayName);
  await english.getByLabel('תפקיד').fill(ENGLISH.title);
  const buttonLabel = english.getByLabel(BUTTON_IN_ENGLISH);
  await expect(buttonLabel).toHaveAttribute('placeholder', 'קביעת פגישה');
  await buttonLabel.fill('Book a meeting');
  // English is written now: only the card's other languages are offered.
  await expect(section.getByRole('button', { name: /^הוספת/ })).toHaveText(['+ הוספת العربية', '+ הוספת Русский']);
  await english.scrollIntoViewIfNeeded();
  expect(await problemsOnPhones(page)).toEqual([]);
  await expectNoAccessibilityViolations(page);

  // The preview shows the card in the language chosen above it.
  await page.getByRole('button', { name: 'תצוגה מקדימה', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'תצוגה מקדימה' });
  const preview = sheet.locator('.phone-frame .kc');
  await expect(preview.locator('.kc-name')).toHaveText('דנה לוי');
  await expect(sheet.getByRole('radio', { name: 'עברית' })).toBeChecked();
  await sheet.getByRole('radio', { name: 'English' }).check();
  await expect(preview).toHaveAttribute('lang', 'en');
  await expect(preview.locator('.kc-name')).toHaveText('Dana Levi');
  await expect(preview.getByRole('link', { name: /Book a meeting/ })).toBeVisible();
  expect(await smallControls(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'חזרה לעריכה' }).last().click();

  await save(page);
  const stored = await callApi<Profile>(page.request, 'GET', `/api/profiles/${card.id}`);
  expect(stored.translations).toEqual([ENGLISH]);
  expect(stored.items.map((item) => item.labels ?? {})).toEqual([{ en: 'Book a meeting' }, {}]);

  await page.reload();
  await untilAppTakesOver(page);
  await expect(english.getByLabel('שם לתצוגה')).toHaveValue(ENGLISH.displayName);
  await expect(english.getByLabel('תפקיד')).toHaveValue(ENGLISH.title);
  await expect(english.getByLabel(BUTTON_IN_ENGLISH)).toHaveValue('Book a meeting');

  // Made English itself while it has an English version, the card is not saved: the version says why, and the
  // focus is on what fixes it.
  await page.getByLabel('שפת הכרטיס').selectOption('en');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(english.getByText(PROFILE_MESSAGES.translationLanguage)).toBeVisible();
  await expect(english.getByRole('button', { name: 'הסרת English' })).toBeFocused();
  await page.getByLabel('שפת הכרטיס').selectOption('he');
  await expect(english.getByText(PROFILE_MESSAGES.translationLanguage)).toHaveCount(0);
  // Removed, the version is gone from the form (and from the card only once saved).
  await english.getByRole('button', { name: 'הסרת English' }).click();
  await expect(english).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'הוספת English', exact: true })).toBeFocused();
  expect((await callApi<Profile>(page.request, 'GET', `/api/profiles/${card.id}`)).translations).toEqual([ENGLISH]);

  // A visitor who asks for English reads the card in it.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/p/${card.slug}?lang=en`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ENGLISH.displayName);
  await visitor.context().close();
});
