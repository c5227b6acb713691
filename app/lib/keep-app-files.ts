import { SW_MESSAGES, type PageToWorkerMessage } from '../../shared/sw-messages';

/**
 * Asks the service worker to keep the app's files for offline use. Every app page asks, once the worker is ready:
 * a worker that a card installed keeps none, so a visitor never downloads the app behind a card.
 */
export function askWorkerToKeepApp(): void {
  const message: PageToWorkerMessage = { type: SW_MESSAGES.CACHE_APP };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
