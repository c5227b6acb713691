import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_EVENT, LIVE_EVENTS_PATH, type LiveEventName } from '../../shared/contract/live-events';
import { useSession } from '../features/auth';
import { invalidateLeads } from '../features/leads';
import { invalidateNotifications } from '../features/notifications';
import { invalidateStats } from '../features/stats';
import { readSupportChange } from '../features/support';
import { invalidateWebhooks } from '../features/webhooks';
import { DEMO_ACCOUNT } from '../lib/api';

/** The events whose queries are the same whoever's change they tell of: all but support's, which reads the conversation it names. */
type FixedEvent = Exclude<LiveEventName, typeof LIVE_EVENT.support>;

/**
 * What each of them reads again. A new notification may be a visitor's lead, so the leads' lists and the statistics
 * (which count leads) are read with the bell.
 */
const READ_AGAIN: Record<FixedEvent, ((queryClient: QueryClient) => Promise<void>)[]> = {
  [LIVE_EVENT.notifications]: [invalidateNotifications, invalidateLeads, invalidateStats],
  [LIVE_EVENT.webhooks]: [invalidateWebhooks],
};

const FIXED_EVENTS = Object.keys(READ_AGAIN) as FixedEvent[];

/** How long a refused stream waits before it asks again, doubled at each refusal in a row up to the longest. */
const REOPEN_FIRST_MS = 2_000;
const REOPEN_LONGEST_MS = 60_000;

const onVisibilityChange = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/** Whether the tab is seen: a hidden one keeps no stream open. */
function useTabVisible(): boolean {
  return useSyncExternalStore(
    onVisibilityChange,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

/** The user's id an event names, or undefined for an event that is not one of ours. */
function changedUserOf(event: Event): number | undefined {
  try {
    const { userId } = JSON.parse(String((event as MessageEvent).data)) as { userId?: unknown };
    return typeof userId === 'number' && Number.isSafeInteger(userId) ? userId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the signed-in user's screens live while the tab is seen: one stream of the server's events per tab, each naming
 * what changed (a new notification, a support conversation, a webhook delivery tried), whose queries are read again
 * through their usual fetch. The browser reconnects a broken stream by itself, but gives up on one the server refused
 * (too many streams, a session that ended): that one is opened again after a wait. What changed meanwhile (or while
 * the tab was hidden) is read once it is back.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // The shared demo account keeps nothing it is sent, so nothing rings for it: everyone trying it at once holds no stream.
  const userId = user && user.email.toLowerCase() !== DEMO_ACCOUNT.email ? user.id : undefined;
  const visible = useTabVisible();
  // The first opening reads nothing again (the page has just read it); any later one, or one after a refusal, may have
  // missed a change.
  const mayHaveMissed = useRef(false);
  useEffect(() => {
    if (userId === undefined || !visible) return;
    const readAgain = (name: FixedEvent) => {
      for (const read of READ_AGAIN[name]) void read(queryClient);
    };
    let source: EventSource;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let refusalsInARow = 0;
    const open = () => {
      source = new EventSource(LIVE_EVENTS_PATH);
      source.addEventListener('error', () => {
        if (source.readyState !== EventSource.CLOSED) return;
        mayHaveMissed.current = true;
        reopen = setTimeout(open, Math.min(REOPEN_LONGEST_MS, REOPEN_FIRST_MS * 2 ** refusalsInARow));
        refusalsInARow += 1;
      });
      source.addEventListener('open', () => {
        refusalsInARow = 0;
        if (mayHaveMissed.current) {
          FIXED_EVENTS.forEach(readAgain);
          readSupportChange(queryClient, userId, 'any');
        }
        mayHaveMissed.current = true;
      });
      for (const name of FIXED_EVENTS) source.addEventListener(name, () => readAgain(name));
      source.addEventListener(LIVE_EVENT.support, (event) => {
        const changed = changedUserOf(event);
        if (changed !== undefined) readSupportChange(queryClient, userId, changed);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [queryClient, userId, visible]);
  return null;
}
