import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_EVENT, LIVE_EVENTS_PATH } from '../../shared/contract/live-events';
import { useSession } from '../features/auth';
import { invalidateLeads } from '../features/leads';
import { invalidateNotifications } from '../features/notifications';
import { readSupportChange } from '../features/support';

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
 * what changed (a new notification, a support conversation), whose queries are read again through their usual fetch. A
 * new notification may be a visitor's lead, so the leads' lists are read again with the bell. The browser reconnects a
 * broken stream by itself; what changed meanwhile (or while the tab was hidden) is read once it is back.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const visible = useTabVisible();
  // The first opening reads nothing again (the page has just read it); every later one may have missed a change.
  const openedBefore = useRef(false);
  useEffect(() => {
    if (userId === undefined || !visible) return;
    const readBell = () => {
      void invalidateNotifications(queryClient);
      void invalidateLeads(queryClient);
    };
    const source = new EventSource(LIVE_EVENTS_PATH);
    source.addEventListener('open', () => {
      if (openedBefore.current) {
        readBell();
        readSupportChange(queryClient, userId, 'any');
      }
      openedBefore.current = true;
    });
    source.addEventListener(LIVE_EVENT.notifications, readBell);
    source.addEventListener(LIVE_EVENT.support, (event) => {
      const changed = changedUserOf(event);
      if (changed !== undefined) readSupportChange(queryClient, userId, changed);
    });
    return () => source.close();
  }, [queryClient, userId, visible]);
  return null;
}
