import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCard, signInAsNewOwner } from './support/accounts';
import { keepLanguage } from './support/language';

const LANGUAGES = ['he', 'en'] as const;

test.use({ viewport: { width: 360, height: 740 } });

/** What a finger at the centre of `target` touches: '' when it is `target` itself, else the element on top of it. */
function onTopAtItsCentre(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && element.contains(hit)) return '';
    return hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} “${(hit.textContent ?? '').trim().slice(0, 30)}”` : 'nothing';
  });
}

/** Saves the card open in the editor and waits for its toast to show, still. */
async function saveAndSeeTheToast(page: Page, texts: { name: string; save: string; saved: string }, name: string): Promise<Locator> {
  await page.getByLabel(texts.name).fill(name);
  await page.getByRole('button', { name: texts.save }).first().click();
  const toast = page.locator('.toast');
  await expect(toast).toContainText(texts.saved);
  await page.waitForFunction(() => document.querySelector('.toast')?.getAnimations({ subtree: true }).length === 0);
  return toast;
}

for (const language of LANGUAGES) {
  test(`on a phone a toast covers neither the header's menu button and bell nor the page's heading (${language})`, async ({ page }) => {
    test.slow();
    const texts =
      language === 'he'
        ? { name: 'שם לתצוגה', save: 'שמירת הכרטיס', saved: 'הכרטיס נשמר', close: 'סגירת ההתראה' }
        : { name: 'Display name', save: 'Save card', saved: 'Card saved', close: 'Close notification' };
    await signInAsNewOwner(page);
    const card = await createCard(page.request);
    await keepLanguage(page, language);
    const header = page.locator('.site-header');
    const menuButton = header.locator('.menu-button');
    const bell = header.locator('.header-popover-button');
    for (const width of [320, 360, 414]) {
      const where = `${language} at ${width} px`;
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/editor/${card.id}`);
      await expect(bell).toBeVisible();
      const toast = await saveAndSeeTheToast(page, texts, `Dana ${width}`);
      // The top of the page, where its heading is read.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`toast ${where}.png`) });
      await expect(toast, `the toast still showing ${where}`).toBeVisible();
      // Read whole where it shows, the card's address included: none of it hidden below the header's row.
      const hidden = await toast.evaluate((element) => {
        const list = element.closest('ol')!;
        return list.scrollHeight - list.clientHeight;
      });
      expect(hidden, `px of the toast hidden ${where}`).toBeLessThanOrEqual(1);
      expect(await onTopAtItsCentre(menuButton), `over the menu button ${where}`).toBe('');
      expect(await onTopAtItsCentre(bell), `over the bell ${where}`).toBe('');
      expect(await onTopAtItsCentre(page.locator('main h1')), `over the page's heading ${where}`).toBe('');
      await toast.getByRole('button', { name: texts.close }).click();
      await expect(toast).toHaveCount(0);

      // Usable while the toast shows: a tap on the bell opens its list, one on the menu button opens the menu (a
      // tap the toast took would wait for it to close, past the short time given here).
      const again = await saveAndSeeTheToast(page, texts, `Dana Levi ${width}`);
      await bell.click({ timeout: 2000 });
      await expect(bell, `the bell opened ${where}`).toHaveAttribute('aria-expanded', 'true');
      await bell.click({ timeout: 2000 });
      await expect(again, `the toast still showing ${where}`).toBeVisible();
      await menuButton.click({ timeout: 2000 });
      await expect(menuButton, `the menu opened ${where}`).toHaveAttribute('aria-expanded', 'true');
    }
  });
}

for (const language of LANGUAGES) {
  test(`on a phone the embed page says the code is copied on its Copy button, over none of the page's heading (${language})`, async ({ page }) => {
    const texts = language === 'he' ? { copy: 'העתקת הקוד', copied: 'הקוד הועתק' } : { copy: 'Copy code', copied: 'Code copied' };
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await keepLanguage(page, language);
    for (const width of [320, 360, 414]) {
      const where = `${language} at ${width} px`;
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/embed?slug=demo');
      await page.getByRole('button', { name: texts.copy }).click();
      // Said where the finger is, and to a screen reader.
      const copied = page.getByRole('button', { name: texts.copied });
      await expect(copied, `the button says so ${where}`).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: texts.copied }), `announced ${where}`).toHaveCount(1);
      expect(await onTopAtItsCentre(copied), `over the Copy button ${where}`).toBe('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`embed ${where}.png`) });
      expect(await onTopAtItsCentre(page.locator('main h1')), `over the page's heading ${where}`).toBe('');
      // Another card's code is not copied yet.
      await page.getByRole('textbox', { name: language === 'he' ? 'כתובת הכרטיס' : 'Card address' }).fill('cafe-sderot');
      await expect(page.getByRole('button', { name: texts.copy }), `a new code to copy ${where}`).toBeVisible();
    }
  });
}
