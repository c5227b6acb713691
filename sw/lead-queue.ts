/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { LEAD_PATH, OWN_LEAD_PATH } from './card-urls';
import { queueLead, queuedLeads, removeQueuedLead } from './lead-outbox';
import { isQueueableLead, isQueueableOwnLead, replayOutcome } from './lead-rules';
import { LEAD_WAITED_HEADER, SW_MESSAGES, type WorkerToPageMessage } from '../shared/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync tag under which queued leads wait for a connection. */
export const LEAD_SYNC_TAG = 'kartis-leads';

/** Background Sync, where the browser has it (Chromium); elsewhere replays run on start, `online` and page loads. */
interface SyncManager {
  register(tag: string): Promise<void>;
}

async function post(message: WorkerToPageMessage, clientId?: string): Promise<void> {
  const targets = clientId ? [await self.clients.get(clientId)] : await self.clients.matchAll({ type: 'window' });
  // A worker's Client takes no target origin: it is always one of this worker's own pages.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  for (const client of targets) client?.postMessage(message);
}

async function requestSync(): Promise<void> {
  const sync = (self.registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync;
  await sync?.register(LEAD_SYNC_TAG).catch(() => undefined);
}

/**
 * Sends a lead (a visitor's, or the owner's own with a card's photo); when the network fails, keeps it (with its
 * idempotency key) and answers 202 `{queued: true}`, so the page can say it will be sent. Anything the server
 * answered passes through untouched.
 */
export function registerLeadQueue(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && LEAD_PATH.test(url.pathname),
    async ({ request, event }) => {
      const body = await request.clone().text();
      try {
        return await fetch(request);
      } catch (error) {
        if (!isQueueableLead(request.headers.get('Content-Type'), body)) throw error;
        await queueLead({ url: request.url, body, queuedAt: Date.now() });
        await requestSync();
        await post({ type: SW_MESSAGES.LEAD_QUEUED }, (event as FetchEvent).clientId || undefined);
        return Response.json({ queued: true }, { status: 202 });
      }
    },
    'POST',
  );
  // The owner's own lead with a card's photo (scanned with no connection): kept whole, to be read when sent.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === OWN_LEAD_PATH,
    async ({ request, event }) => {
      const body = await request.clone().blob();
      try {
        return await fetch(request);
      } catch (error) {
        const contentType = request.headers.get('Content-Type');
        const csrfToken = request.headers.get('csrf-token');
        if (!isQueueableOwnLead(contentType, csrfToken)) throw error;
        await queueLead({ url: request.url, body, contentType: contentType!, csrfToken: csrfToken!, queuedAt: Date.now() });
        await requestSync();
        await post({ type: SW_MESSAGES.LEAD_QUEUED }, (event as FetchEvent).clientId || undefined);
        return Response.json({ queued: true }, { status: 202 });
      }
    },
    'POST',
  );
}

let replaying: Promise<boolean> | undefined;
let replayingAgain: Promise<boolean> | undefined;

/**
 * Sends the queued leads in order, one replay at a time; resolves true once the queue is empty. A call during a
 * replay gets one more replay after it: the running one may have read the queue before a new lead, or met the
 * network just before it came back.
 */
export function replayQueuedLeads(): Promise<boolean> {
  if (!replaying) {
    replaying = drain().finally(() => {
      replaying = undefined;
    });
    return replaying;
  }
  replayingAgain ??= replaying.then(() => {
    replayingAgain = undefined;
    return replayQueuedLeads();
  });
  return replayingAgain;
}

/** Waits between the tries of a page's replay request: the connection the page sees may reach the worker later. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

/** Replays the queued leads for a page that asked (it loaded, or came back online), trying again a few times. */
export async function replayForPage(): Promise<boolean> {
  if (await replayQueuedLeads()) return true;
  for (const delay of RETRY_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (await replayQueuedLeads()) return true;
  }
  return false;
}

/**
 * The session's anti-forgery token as the server gives it now: an owner's lead kept before they signed in again
 * carries the old session's, which the server refuses.
 */
async function currentCsrfToken(): Promise<string> {
  const response = await fetch('/api/csrf-token', { credentials: 'same-origin', cache: 'no-store' });
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function drain(): Promise<boolean> {
  let delivered = 0;
  let keptForLater = false;
  let csrfToken: Promise<string> | undefined;
  try {
    for (const lead of await queuedLeads()) {
      const own = Boolean(lead.csrfToken);
      let status: number;
      let code: string | undefined;
      try {
        const headers: Record<string, string> = { 'Content-Type': lead.contentType ?? 'application/json', [LEAD_WAITED_HEADER]: String(Date.now() - lead.queuedAt) };
        if (own) headers['csrf-token'] = await (csrfToken ??= currentCsrfToken());
        const response = await fetch(lead.url, { method: 'POST', headers, body: lead.body, credentials: 'same-origin' });
        status = response.status;
        if (own && status === 403) code = ((await response.json().catch(() => ({}))) as { code?: string }).code;
      } catch {
        return false;
      }
      const outcome = replayOutcome(status, own, code);
      if (outcome === 'retry-later') return false;
      if (outcome === 'kept') {
        keptForLater = true;
        continue;
      }
      await removeQueuedLead(lead.id!);
      if (outcome === 'delivered') delivered += 1;
    }
    return !keptForLater;
  } finally {
    if (delivered > 0) await post({ type: SW_MESSAGES.LEAD_DELIVERED, count: delivered });
  }
}

/** Background Sync's `sync` event (absent from TypeScript's worker library). */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Tells whether a `sync` event is the one registered for queued leads. */
export function isLeadSync(event: Event): event is SyncEvent {
  return (event as Partial<SyncEvent>).tag === LEAD_SYNC_TAG;
}
