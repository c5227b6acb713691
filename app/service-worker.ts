import { Workbox } from 'workbox-window';
import { SERVICE_WORKER, SW_MESSAGES } from '../shared/sw-messages';
import { languageAtom, translate } from './i18n';
import { askWorkerToKeepApp } from './lib/keep-app-files';
import { appStore } from './lib/store';
import { toast } from './lib/toast';

/** Offers a reload (רענון) that lets the waiting worker take over, once per waiting worker, until taken or closed. */
function offerReload(offered: WeakSet<ServiceWorker>, worker: ServiceWorker | null | undefined): void {
  if (!worker || offered.has(worker)) return;
  offered.add(worker);
  const language = appStore.get(languageAtom);
  toast({
    title: translate(language, 'sw.updateTitle'),
    description: translate(language, 'sw.updateText'),
    stays: true,
    action: {
      label: translate(language, 'sw.reload'),
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void navigator.serviceWorker
          .getRegistration('/')
          .then((registration) => registration?.waiting?.postMessage({ type: SW_MESSAGES.SKIP_WAITING }));
      },
    },
  });
}

/** How often at most the app, brought back to the screen, asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Asks for a new worker whenever the app comes back to the screen, at most once an hour: an installed app is resumed
 * for days without a navigation, and the browser looks for a new version only on one (or once a day).
 */
export function checkForUpdatesWhenSeen(
  registration: { update(): Promise<unknown> },
  page: Pick<Document, 'addEventListener' | 'visibilityState'> = document,
  now: () => number = Date.now,
): void {
  let checked = now();
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState !== 'visible' || now() - checked < UPDATE_CHECK_MS) return;
    checked = now();
    // Offline, or the server is down: the next time the app is seen asks again.
    registration.update().catch(() => (checked = 0));
  });
}

/** Registers /sw.js and offers a reload when a new worker is waiting. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const offered = new WeakSet<ServiceWorker>();
  const workbox = new Workbox(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
  workbox.addEventListener('waiting', (event) => offerReload(offered, event.sw));
  // A browser that keeps no worker for this site (storage turned off, some private windows) refuses: the app runs on
  // without one.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;
  askWorkerToKeepApp();
  checkForUpdatesWhenSeen(registration);
  // The browser checks for a new worker on navigation, and may have started installing one before this page
  // registered: Workbox reports only the updates found after registering and the workers already waiting.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller) {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerReload(offered, installing);
    });
  }
}
