// The one script of a page the server sends drawn: a pre-rendered marketing page, a blog post, the not-found page,
// an owner's page. It starts the app's modules (about 130 KB) when the page needs them, and not before:
// - a page the app replaces rather than hydrates, or one that does not fit as drawn here (someone is signed in on
//   this device, another language is chosen, an address with a query or a #section, a form): after the first paint,
//   so its HTML and styles have the connection to themselves until then;
// - any other marketing page reads, scrolls and links to the other pages without the app, so the app starts at the
//   visitor's first sign of using it: a touch, a key, focus, a scroll, a change of #hash. A button pressed before
//   the app has taken over is pressed again, on the same element, once it has.
// Either way the service worker is installed once the browser is idle, which also keeps the app's modules for the
// next page, and an install prompt the browser offers before the app has started is kept for it.
import { SERVICE_WORKER } from '../../shared/sw-messages';
import { keepEarlyInstallPrompt } from '../features/install/early-install-prompt';
import { whenIdle, whenIdleAfterLoad } from '../lib/when-idle';
import { APP_STARTED_EVENT, drawnPageCanWait } from '../drawn-page';

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const root = document.getElementById('root');
let started = false;

function startApp(): void {
  if (started || !script) return;
  started = true;
  for (const href of (script.dataset.appModules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.appEntry!);
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'hashchange'] as const;

/** Starts the app at the visitor's first sign of using the page, holding a button's press until it has taken over. */
function startOnIntent(page: HTMLElement): void {
  let pressed: Element | undefined;
  const holdPress = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!control || !page.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = control;
    startApp();
  };
  const onIntent = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, onIntent, true);
    startApp();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
  addEventListener('click', holdPress, true);
  // The app's first commit leaves the page's parts inside Suspense boundaries to hydrate in the tasks that follow,
  // and a click reaching a part not hydrated yet is dropped: the press waits for the first idle moment after it.
  const pressAgain = () => {
    removeEventListener('click', holdPress, true);
    if (pressed?.isConnected) (pressed as HTMLElement).click();
  };
  addEventListener(APP_STARTED_EVENT, () => whenIdle(pressAgain), { once: true });
}

// Whenever the app starts, the browser may offer its install prompt before then (it offers it once per page load).
keepEarlyInstallPrompt();

if (script && root && 'hydrateLate' in script.dataset && drawnPageCanWait(root)) {
  startOnIntent(root);
  if ('serviceWorker' in navigator) {
    whenIdleAfterLoad(() => void navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope }).catch(() => undefined));
  }
} else if (script && document.visibilityState === 'hidden') {
  startApp();
} else if (script) {
  // A frame, then a task: the callback of the frame runs before its paint, the task after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
}
