import type { BrowserContext, Page, Request } from '@playwright/test';
import { LIVE_EVENTS_PATH } from '../../../shared/contract/live-events';

/** How long the network must be quiet, as Playwright's `networkidle` means. */
const QUIET_MS = 500;
/** How long a page may take to go quiet before the wait says which requests are still open. */
const TIMEOUT_MS = 30_000;

/** A page's requests in flight, and when the last one began or ended. */
interface Traffic {
  open: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

function trafficOf(page: Page): Traffic {
  let pageTraffic = traffic.get(page);
  if (!pageTraffic) {
    pageTraffic = { open: new Set(), lastChange: Date.now() };
    traffic.set(page, pageTraffic);
  }
  return pageTraffic;
}

/** The page a request is for: none for the service worker's own, nor for a new window's first navigation (before its frame). */
function pageOf(request: Request): Page | null {
  if (request.serviceWorker()) return null;
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/**
 * A signed-in page's live stream stays open as long as the page: it is no part of the page loading. (Playwright 1.65
 * on Chromium does not count it either; left aside here, the wait does not hang on how a browser reports it.)
 */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === LIVE_EVENTS_PATH;

function began(request: Request): void {
  const page = pageOf(request);
  if (!page || isLiveStream(request)) return;
  const pageTraffic = trafficOf(page);
  pageTraffic.open.add(request);
  pageTraffic.lastChange = Date.now();
}

function ended(request: Request): void {
  const page = pageOf(request);
  if (page && trafficOf(page).open.delete(request)) trafficOf(page).lastChange = Date.now();
}

/** Follows the requests of every page of `context` for `networkIdle` (the fixtures call it on every context a test opens). */
export function followRequests(context: BrowserContext): void {
  context.on('request', began);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/**
 * Waits for the page's network to be quiet: no request in flight for half a second, as `waitForLoadState('networkidle')`
 * means, but for the signed-in user's live stream, which never ends. Playwright's own wait can be lost for good: once
 * idle has fired, a frame's later lifecycle event (an iframe that loads: the signature's preview) takes idle away until
 * the page's next request, which may never come. Following the requests here knows nothing of frames. A page of a
 * context the fixtures do not follow (another browser's) falls back on Playwright's wait.
 */
export async function networkIdle(page: Page): Promise<void> {
  const pageTraffic = traffic.get(page);
  if (!pageTraffic) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + TIMEOUT_MS;
  // A redirected request ends as its last hop does.
  const inFlight = () => [...pageTraffic.open].filter((request) => !request.redirectedTo());
  while (inFlight().length > 0 || Date.now() - pageTraffic.lastChange < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network never went quiet: ${inFlight().map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
