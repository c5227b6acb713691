import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Locale } from '../../shared/contract/auth';
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import { SEEDED_ADMIN, signInPageAs } from './support/accounts';
import { linesOfText } from './support/broken-words';
import { pageSettled } from './support/page-settled';
import { sidewaysOverflow } from './support/phone-screen';
import { arCore } from '../../shared/i18n/ar-core';
import { enCore } from '../../shared/i18n/en-core';
import { heCore } from '../../shared/i18n/he-core';
import { ruCore } from '../../shared/i18n/ru-core';

/** The header's menu button, named in each language. */
const MENU = { he: heCore['nav.openMenu'], en: enCore['nav.openMenu'], ar: arCore['nav.openMenu'], ru: ruCore['nav.openMenu'] } as const;

/** A tablet held upright, a small laptop and a common laptop. */
const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

/** Opens `path` with `language` chosen on the device, as the app's language list keeps it. */
async function openIn(page: Page, path: string, language: Locale): Promise<void> {
  await page.evaluate(
    ([lang, cookie]) => {
      localStorage.setItem('language', lang);
      document.cookie = `${cookie}=${lang}; path=/`;
    },
    [language, LANGUAGE_COOKIE] as const,
  );
  await page.goto(path);
  await pageSettled(page);
}

test('the header fits a tablet and a laptop in every language, with every link on one line and nothing scrolling sideways', async ({ page }) => {
  // The admin's header holds the most: every owner's link, the admin's, the support inbox, the bell and the avatar.
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en', 'ar', 'ru'] as const) {
    await openIn(page, '/admin', language);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const where = `${language} at ${screen.width} px`;
      const { excess, culprits } = await page.evaluate(sidewaysOverflow);
      if (excess > 0) problems.push(`${where} is ${excess} px too wide: ${culprits.join(', ')}`);
      const links = page.locator('.header-nav').getByRole('link');
      // Links that do not fit are in the menu: then its button is there to open it.
      if (!(await links.first().isVisible())) await expect(page.locator('.site-header').getByRole('button', { name: MENU[language] }), where).toBeVisible();
      for (const link of await links.filter({ visible: true }).all()) {
        const lines = await linesOfText(link);
        if (lines.length > 1) problems.push(`${where}: "${lines.join(' / ')}" takes ${lines.length} lines`);
      }
    }
  }
  expect(problems).toEqual([]);
});
