import type { Page } from '@playwright/test';

/** A loading state as a page draws it: elements matching `selector`, with `text` in them when given. */
export interface LoadingState {
  selector: string;
  text?: string;
}

/**
 * Answers from the API arrive `ms` later, as on a phone's network: a page that asked for its data only once drawn
 * shows its loading state meanwhile, where one whose route loaded the data first does not.
 */
export async function slowApiAnswers(page: Page, ms = 300): Promise<void> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/**
 * Notes, from now on in this page (until it reloads), every loading state that reaches the document, however briefly,
 * with the page's heading at the time. Returns what was seen so far, as `state @ heading`.
 */
export async function watchLoadingStates(page: Page, states: LoadingState[]): Promise<() => Promise<string[]>> {
  await page.evaluate((watched) => {
    const seen = new Set<string>();
    (window as unknown as { loadingSeen: Set<string> }).loadingSeen = seen;
    new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent ?? '';
      for (const { selector, text } of watched) {
        if ([...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent.includes(text))) seen.add(`${selector} @ ${heading}`);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, states);
  return () => page.evaluate(() => [...(window as unknown as { loadingSeen: Set<string> }).loadingSeen]);
}
