import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCard, signInAsNewOwner } from './support/accounts';
import { coveredByChatButton, underTheChatButton } from './support/phone-screen';
import { networkIdle } from './support/network-idle';

const LANGUAGES = ['he', 'en'] as const;

test.use({ viewport: { width: 360, height: 740 } });

const launcher = (page: Page) => page.locator('.support-launcher');

/** Scrolls the page to `y` and lets it settle: the scroll's events handled and, unless `still`, the button's 0.2 s slide over. */
async function scrollTo(page: Page, y: number, { still = false } = {}): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  if (still) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  else await page.waitForTimeout(300);
}

const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const language of LANGUAGES) {
  test(`in the editor on a phone the chat button is one of the save bar's controls: no field ever scrolls under it (${language})`, async ({ page }) => {
    await signInAsNewOwner(page);
    const card = await createCard(page.request, {
      displayName: 'Dana Levi',
      items: [
        { kind: 'phone', label: '', value: '050-123-4567' },
        { kind: 'website', label: 'Studio', url: 'https://dana-design.co.il' },
        { kind: 'social', brand: 'instagram', label: '', url: 'https://instagram.com/dana.design' },
      ],
    });
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto(`/editor/${card.id}`);
    await expect(page.locator('.editor-form-end .support-launcher')).toBeVisible();

    // A long form, looked at every 90 px: the button in the bar does not move, so no slide is waited for.
    test.slow();
    const problems: string[] = [];
    const end = await scrollHeight(page);
    for (let y = 0; y <= end + 100; y += 90) {
      await scrollTo(page, y, { still: true });
      await expect(launcher(page)).toBeVisible();
      problems.push(...(await underTheChatButton(page)).map((element) => `at ${y} px: ${element}`));
    }
    expect(problems).toEqual([]);

    // It opens the chat like the floating one, and closing the chat gives it back the focus.
    await launcher(page).click();
    const chat = page.getByRole('dialog');
    await expect(chat).toBeVisible();
    await chat.getByRole('button', { name: language === 'he' ? 'סגירת הצ׳אט' : 'Close the chat' }).click();
    await expect(chat).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test(`on a phone the floating chat button steps aside while the page scrolls down and while a field is typed in (${language})`, async ({ page }) => {
    await signInAsNewOwner(page);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/account');
    await networkIdle(page);
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).not.toHaveAttribute('data-aside');

    // Scrolling down through the settings' forms: out of the way at every step, nothing of the page under it.
    const end = await scrollHeight(page);
    expect(end, 'the page is longer than the screen').toBeGreaterThan(300);
    const problems: string[] = [];
    for (let y = 120; y < end - 10; y += 120) {
      await scrollTo(page, y);
      await expect(launcher(page)).toHaveAttribute('data-aside');
      problems.push(...(await underTheChatButton(page)).map((element) => `at ${y} px: ${element}`));
    }
    expect(problems).toEqual([]);

    // At the end it is back, over the room kept for it (the end as it is now: the page may have grown meanwhile).
    await scrollTo(page, await scrollHeight(page));
    await expect(launcher(page)).not.toHaveAttribute('data-aside');
    expect(await coveredByChatButton(page)).toEqual([]);

    // Scrolling back up is looking for something: it comes back.
    await scrollTo(page, Math.round(end / 2));
    await scrollTo(page, Math.round(end / 2) - 150);
    await expect(launcher(page)).not.toHaveAttribute('data-aside');
    await expect(launcher(page)).toBeVisible();

    // Typing: out of the way, and a tap where it was reaches the page.
    const field = page.getByLabel(language === 'he' ? 'שם לתצוגה' : 'Display name').first();
    await field.click();
    await expect(launcher(page)).toHaveAttribute('data-aside');
    await expect(launcher(page)).toHaveCSS('pointer-events', 'none');
    await field.blur();
    await expect(launcher(page)).not.toHaveAttribute('data-aside');

    // A keyboard reaching it brings it back even mid-page.
    await scrollTo(page, Math.round(end / 2) + 200);
    await expect(launcher(page)).toHaveAttribute('data-aside');
    await launcher(page).focus();
    await expect(launcher(page)).not.toHaveAttribute('data-aside');
  });
}
