import type { PageToWorkerMessage } from '../../shared/sw-messages';

/** Sends a message to the active service worker once there is one (card pages and app pages alike). */
export function postToWorker(message: PageToWorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
