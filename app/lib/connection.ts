import { onlineManager } from '@tanstack/react-query';

/** How often, once a request found no connection, a small request asks whether it is back. */
export const RECONNECT_CHECK_MS = 3_000;

/** Asks the server for its health, past every cache: any answer means the connection is back. */
const checkHealth = () => fetch('/api/health', { cache: 'no-store' });

let checking = false;

/**
 * A request failed for want of a connection. The browser's online flag can still say "online" (a Wi-Fi without
 * internet, a page reloaded offline from the service worker), and then it never tells when the connection is back.
 * So React Query goes offline now (queries pause, edits wait in their queue, the offline notice shows), and a health
 * check every few seconds brings it back online once the server answers; the browser's `online` event does too.
 */
export function connectionLost(check: () => Promise<unknown> = checkHealth): void {
  onlineManager.setOnline(false);
  if (checking) return;
  checking = true;
  const later = () => setTimeout(attempt, RECONNECT_CHECK_MS);
  const attempt = () => {
    if (onlineManager.isOnline()) {
      checking = false;
      return;
    }
    check().then(() => {
      checking = false;
      onlineManager.setOnline(true);
    }, later);
  };
  later();
}
