// The one script of a page the server sends drawn: a pre-rendered marketing page, a blog post, the not-found page,
// an owner's page. It starts the app's modules (about 130 KB) when the page needs them, and not before:
// - a page the app replaces rather than hydrates, or one that does not fit as drawn here (someone is signed in on
//   this device, another language is chosen, an address with a query or a #section, a form): after the first paint,
//   so its HTML and styles have the connection to themselves until then;
// - any other marketing page reads, scrolls and links to the other pages without the app, so the app starts at the
//   visitor's first sign of using it: a touch, a key, focus, a scroll, a change of #hash.
// On either, a button pressed before the app has taken over is pressed again once it has, and a language picked is kept.
// Either way the service worker is installed once the browser is idle, which also keeps the app's modules for the
// next page, and an install prompt the browser offers before the app has started is kept for it.
import { SERVICE_WORKER } from '../../shared/sw-messages';
import { keepEarlyInstallPrompt } from '../features/install/early-install-prompt';
import { askWorkerToKeepApp } from '../lib/keep-app-files';
import { whenIdle, whenIdleAfterLoad } from '../lib/when-idle';
import { APP_STARTED_EVENT, drawnPageCanWait, LANGUAGE_LIST } from '../drawn-page';
import { adoptLinkedLanguage, chooseDeviceLanguage } from '../i18n/device-language';
import { parseLanguage } from '../i18n/language';

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

const CONTROLS = 'button, [role="button"]';

/** What a person reads on a control, to know it again. */
const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/**
 * Holds a button's press made before the app has taken over, and presses it again once it has: the same element if
 * the app hydrated the page, else the one the app drew in its place (the same place among the page's buttons, with the
 * same name). A form's submit button pressed on the drawn page would otherwise send the form the browser's way: a GET
 * of this address with every field in its query (a name, an email, a message in the history and the server's log),
 * and nothing typed kept. Enter in a field presses the form's button too.
 */
function holdPressesUntilStarted(page: HTMLElement): void {
  let pressed: { control: Element; place: number; name: string } | undefined;
  const holdPress = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !page.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = { control, place: [...page.querySelectorAll(CONTROLS)].indexOf(control), name: nameOf(control) };
    startApp();
  };
  addEventListener('click', holdPress, true);
  // The app's first commit leaves the page's parts inside Suspense boundaries to hydrate in the tasks that follow,
  // and a click reaching a part not hydrated yet is dropped: the press waits for the first idle moment after it.
  const pressAgain = () => {
    removeEventListener('click', holdPress, true);
    if (!pressed) return;
    let control: Element | undefined = pressed.control;
    if (!control.isConnected) {
      control = page.querySelectorAll(CONTROLS)[pressed.place];
      if (control && nameOf(control) !== pressed.name) control = undefined;
    }
    (control as HTMLElement | undefined)?.click();
  };
  addEventListener(APP_STARTED_EVENT, () => whenIdle(pressAgain), { once: true });
}

/** A language picked from the drawn page's list: kept where the app will read it, and the app started. */
function keepPickedLanguage(event: Event): void {
  const list = event.target;
  if (!(list instanceof HTMLSelectElement) || !list.matches(LANGUAGE_LIST)) return;
  chooseDeviceLanguage(parseLanguage(list.value));
  startApp();
}

/**
 * Keeps a language picked from the drawn page's list before the app has taken over: the app then starts in it, and
 * draws the page again in it, where hydrating the page would have put the drawn language back.
 */
function keepLanguagePickedEarly(): void {
  addEventListener('change', keepPickedLanguage, true);
  addEventListener(APP_STARTED_EVENT, () => removeEventListener('change', keepPickedLanguage, true), { once: true });
}

/** Starts the app at the visitor's first sign of using the page. */
function startOnIntent(): void {
  const onIntent = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, onIntent, true);
    startApp();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
}

// Whenever the app starts, the browser may offer its install prompt before then (it offers it once per page load).
keepEarlyInstallPrompt();

adoptLinkedLanguage();
if (script && root) {
  holdPressesUntilStarted(root);
  keepLanguagePickedEarly();
}
if (script && root && 'hydrateLate' in script.dataset && drawnPageCanWait(root)) {
  startOnIntent();
  if ('serviceWorker' in navigator) {
    whenIdleAfterLoad(() => {
      void navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope }).catch(() => undefined);
      askWorkerToKeepApp();
    });
  }
} else if (script && document.visibilityState === 'hidden') {
  startApp();
} else if (script) {
  // A frame, then a task: the callback of the frame runs before its paint, the task after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
}
