// Reports the visit, clicks on the card's items and quick actions, and shares to /api/events with
// navigator.sendBeacon: the requests leave in the background (even as the visitor follows a link away) and never
// hold up the page. Saving the contact is counted by the server as it sends the vCard, so it sends no beacon.
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import type { BeaconEvent } from '../../shared/contract/events';
import { CLICK_ACTIONS } from '../../shared/contract/quick-actions';

const ENDPOINT = '/api/events';
const SOURCES: readonly string[] = ['nfc', 'qr', 'link', 'direct'];
// The server takes at most MAX_BEACON_EVENTS per request; the contract is not imported, to keep zod out of the page.
const BATCH = 20;
const FLUSH_AFTER_MS = 1000;

/** The quick action a click landed on (`data-kc-click` on its link), if any. */
function clickAction(target: Element | null): BeaconEvent['action'] {
  const action = target?.closest('a[href]')?.closest<HTMLElement>('[data-kc-click]')?.dataset.kcClick;
  return CLICK_ACTIONS.find((known) => known === action);
}

/**
 * Starts reporting for a card page whose root carries `data-kc-id` and the `lang` of the version it shows; items carry
 * `data-kc-item`, quick actions `data-kc-click`. Every event names the version read.
 */
export function startBeacons(root: HTMLElement) {
  const profileId = Number(root.dataset.kcId);
  if (!Number.isSafeInteger(profileId) || profileId <= 0) return;
  const src = new URLSearchParams(location.search).get('src');
  const language = CARD_LANGUAGES.find((known) => known === root.lang);
  const queue: BeaconEvent[] = [];
  let timer: number | undefined;

  const flush = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (queue.length > 0) send(queue.splice(0));
  };
  const enqueue = (event: BeaconEvent) => {
    queue.push(language ? { ...event, language } : event);
    if (queue.length >= BATCH) flush();
    else timer ??= window.setTimeout(flush, FLUSH_AFTER_MS);
  };

  enqueue({
    kind: 'view',
    profileId,
    ...(src && SOURCES.includes(src) ? { source: src as BeaconEvent['source'] } : {}),
    ...(document.referrer ? { referrer: document.referrer } : {}),
  });

  // Capture phase: the click is noted before any other handler can navigate or stop it.
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const item = target?.closest('a[href]')?.closest<HTMLElement>('[data-kc-item]');
      const itemId = Number(item?.dataset.kcItem);
      const action = clickAction(target);
      if (Number.isSafeInteger(itemId) && itemId > 0) enqueue({ kind: 'click', profileId, itemId });
      else if (action) enqueue({ kind: 'click', profileId, action });
      // The link may leave the page right away: send now rather than hope for pagehide (unreliable on iOS).
      if (item || action) flush();
      if (target?.closest('[data-kc-action="share"]')) enqueue({ kind: 'share', profileId });
    },
    { capture: true },
  );
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Sends a batch as text/plain JSON (what sendBeacon sends), falling back to a keep-alive fetch. */
function send(events: BeaconEvent[]) {
  const body = JSON.stringify({ events });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return;
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}
