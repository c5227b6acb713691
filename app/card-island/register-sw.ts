// Installs the service worker from the card page itself (visitors arrive by NFC, QR or a link, never through
// the app), once the page has loaded and the browser is idle, so it never delays the card. Then asks the
// worker to keep this card for offline visits and to send any lead queued while offline.
import { LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { TAG_PARAMETER, tagPath } from '../../shared/contract/short-address';
import { SERVICE_WORKER, SW_MESSAGES, type WorkerToPageMessage } from '../../shared/sw-messages';
import { postToWorker } from '../lib/post-to-worker';
import { whenIdleAfterLoad } from '../lib/when-idle';

/** Registers the worker when the page is idle, and relays its lead messages and the page's `online` to it. */
export function registerCardWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  whenIdleAfterLoad(() => void registerWorker(controlledAtLoad));
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerToPageMessage>) => showLeadState(event.data));
  addEventListener('online', () => postToWorker({ type: SW_MESSAGES.REPLAY_LEADS }));
}

async function registerWorker(controlledAtLoad: boolean) {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
    await navigator.serviceWorker.ready;
  } catch {
    return;
  }
  postToWorker({ type: SW_MESSAGES.CACHE_CARD, urls: offlineUrls(controlledAtLoad) });
  postToWorker({ type: SW_MESSAGES.REPLAY_LEADS });
}

/**
 * The card's own address (`/p/{slug}`, its canonical link; `/p/{slug}?lang=en` for a version in a language) when it was
 * opened at another (`/@username`, or the bare address that spoke the browser's language): kept too, so a link to
 * either opens it offline.
 */
function ownAddress(): string[] {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical || !URL.canParse(canonical.href)) return [];
  const own = new URL(canonical.href);
  const here = new URL(location.href);
  const elsewhere = own.pathname !== here.pathname || own.searchParams.get(LANGUAGE_PARAMETER) !== here.searchParams.get(LANGUAGE_PARAMETER);
  return own.origin === here.origin && elsewhere ? [own.pathname + own.search] : [];
}

/**
 * The physical card's short address (`/c/{code}`) when it led here (it names its code, `?tag=`): kept too, as the
 * redirect it is, so the next tap on that card opens this one offline. The worker keeps where the server says it leads.
 */
function tagAddress(): string[] {
  const code = new URLSearchParams(location.search).get(TAG_PARAMETER);
  return code && /^[a-z\d]+$/i.test(code) ? [tagPath(code)] : [];
}

/**
 * What the worker should keep: the vCard always (it is never fetched by simply viewing the card), and the card at its
 * own address and the tag's; the page, its images and script too when the worker did not serve this load, so it has
 * not seen them yet.
 */
function offlineUrls(controlledAtLoad: boolean): string[] {
  // A version's vCard is named by its language (`/vcard?lang=en`).
  const vcards = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[download][href*="/vcard"]'), (link) => link.href);
  if (controlledAtLoad) return [...vcards, ...ownAddress(), ...tagAddress()];
  const images = Array.from(document.images, (image) => image.currentSrc || image.src);
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src);
  return [location.href, ...ownAddress(), ...tagAddress(), ...vcards, ...images, ...scripts];
}

/**
 * Rewrites the lead form's confirmations (the thanks, and the thanks that says the card is on its way): queued on this
 * device, then back to "sent" once delivered (both in the card's language).
 */
function showLeadState(message: WorkerToPageMessage) {
  for (const note of document.querySelectorAll<HTMLElement>('.kc-lead-note--sent')) {
    if (message.type === SW_MESSAGES.LEAD_QUEUED) {
      note.dataset.sentText ??= note.textContent ?? '';
      note.textContent = note.dataset.queued ?? '';
    } else if (message.type === SW_MESSAGES.LEAD_DELIVERED && note.dataset.sentText !== undefined) {
      note.textContent = note.dataset.sentText;
    }
  }
}
