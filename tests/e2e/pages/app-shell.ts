import { expect, type Locator, type Page } from '@playwright/test';
import { networkIdle } from '../support/network-idle';

/** The interface languages a visitor can switch between. */
export type Language = 'he' | 'en';

/** Each language's switch button is labelled with the language it switches to. */
const SWITCH_TO_LABEL: Record<Language, string> = { he: 'עברית', en: 'English' };

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

  /** The header button that switches the interface to `language`. */
  languageSwitch(language: Language): Locator {
    return this.header.getByRole('button', { name: SWITCH_TO_LABEL[language], exact: true });
  }

  /** Switches the interface language through the header button. */
  async switchLanguage(language: Language): Promise<void> {
    await this.languageSwitch(language).click();
  }

  /** Asserts the document's language and direction, which screen readers and layout follow. */
  async expectDocumentLanguage(language: Language): Promise<void> {
    const html = this.page.locator('html');
    await expect(html).toHaveAttribute('lang', language);
    await expect(html).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
  }

  /** Resolves once an active service worker controls the page. */
  async waitForServiceWorkerControl(): Promise<void> {
    await this.page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  }
}
