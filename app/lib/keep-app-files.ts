import { SW_MESSAGES } from '../../shared/sw-messages';
import { postToWorker } from './post-to-worker';

/**
 * Asks the service worker to keep the app's files for offline use. Every app page asks, once the worker is ready:
 * a worker that a card installed keeps none, so a visitor never downloads the app behind a card.
 */
export function askWorkerToKeepApp(): void {
  postToWorker({ type: SW_MESSAGES.CACHE_APP });
}
