import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** A visitor's name unique to this run, so the owner's list and notifications can be searched for it. */
export const visitorName = (label: string): string => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Opens a card as an anonymous visitor in a context of its own, with or without JavaScript. */
export async function visitCard(
  browser: Browser,
  baseURL: string | undefined,
  slug: string,
  javaScriptEnabled: boolean,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, ...options });
  const page = await context.newPage();
  await page.goto(`/p/${slug}`);
  return page;
}
