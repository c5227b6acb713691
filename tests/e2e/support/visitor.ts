import type { BrowserContextOptions, PlaywrightWorkerArgs } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** A phone's browser: the product ignores headless browsers as robots. */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A visitor's own phone browser: another browser (no session) with a phone's user agent for every request, beacons
 * included (a context's override does not reach beacons sent while leaving a page). Close its `browser` when done.
 */
export async function visitorBrowser(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, options: BrowserContextOptions = {}) {
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--user-agent=${PHONE_AGENT}`] });
  const context = await browser.newContext({ ...options, baseURL });
  return { browser, context, page: await context.newPage() };
}
