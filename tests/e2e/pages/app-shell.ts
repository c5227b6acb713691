import { expect, type Locator, type Page } from '@playwright/test';
import { networkIdle } from '../support/network-idle';
import { parseLanguage } from '../../../app/i18n/language';
import { arCore } from '../../../shared/i18n/ar-core';
import { enCore } from '../../../shared/i18n/en-core';
import { heCore } from '../../../shared/i18n/he-core';
import { ruCore } from '../../../shared/i18n/ru-core';

const CORE_TEXTS = { he: heCore, ar: arCore, ru: ruCore, en: enCore } as const;

/** The interface languages a visitor can switch between. */
export type Language = 'he' | 'ar' | 'ru' | 'en';

/** The SPA's frame seen by a visitor: header, footer, language switch, document language and direction. */
export class AppShell {
  /** The site header (banner landmark). */
  readonly header: Locator;
  /** The site footer (contentinfo landmark). */
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
  }

  /**
   * Opens an app path and waits for the shell to render and the app to take over: a pre-rendered page shows its
   * header before its scripts load, and a click before they hydrate it does nothing. (The suite's wait for a quiet
   * network, which Playwright can lose for good, and which leaves aside the live stream of a signed-in page.)
   */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await networkIdle(this.page);
    await expect(this.header).toBeVisible();
  }

  /** The header's list of languages (named "שפה", "Language"… in the language shown). */
  get languageList(): Locator {
    return this.header.getByRole('combobox');
  }

  /** Switches the interface language through the header's list, or the menu's where a phone's header has none. */
  async switchLanguage(language: Language): Promise<void> {
    if (await this.languageList.isVisible()) {
      await this.languageList.selectOption(language);
      return;
    }
    const shown = parseLanguage(await this.page.locator('html').getAttribute('lang'));
    await this.header.getByRole('button', { name: CORE_TEXTS[shown]['nav.openMenu'] }).click();
    await this.page.getByRole('dialog').getByRole('combobox').selectOption(language);
    await this.page.keyboard.press('Escape');
  }

  /** Asserts the document's language and direction, which screen readers and layout follow. */
  async expectDocumentLanguage(language: Language): Promise<void> {
    const html = this.page.locator('html');
    await expect(html).toHaveAttribute('lang', language);
    await expect(html).toHaveAttribute('dir', language === 'he' || language === 'ar' ? 'rtl' : 'ltr');
  }

  /** Resolves once an active service worker controls the page. */
  async waitForServiceWorkerControl(): Promise<void> {
    await this.page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  }
}
