import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_EVENT, LIVE_EVENTS_PATH } from '../../../shared/contract/live-events';
import { CURRENT_USER_KEY } from '../auth';
import { SUPPORT_MESSAGES_PATH, conversationQueryOptions } from './api/get-conversation';
import { supportInboxQueryOptions } from './api/get-support-inbox';

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

/**
 * Reads again what a change of customer `userId`'s conversation touches (the signed-in user's own, or a customer's
 * that support reads), with support's inbox and the unread count; every conversation when a change may have been missed.
 */
function readChangeOf(queryClient: QueryClient, ownId: number, userId: number | 'any'): void {
  if (userId === 'any') void queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(SUPPORT_MESSAGES_PATH) });
  else void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(userId === ownId ? undefined : userId).queryKey });
  void queryClient.invalidateQueries({ queryKey: supportInboxQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
}

/** The customer's id an event names, or undefined for an event that is not one of ours. */
function changedUserOf(data: unknown): number | undefined {
  try {
    const { userId } = JSON.parse(String(data)) as { userId?: unknown };
    return typeof userId === 'number' && Number.isSafeInteger(userId) ? userId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the support chat live while `userId` (the signed-in user) has it open, or support's inbox, and the tab is seen:
 * one stream of the server's events, each naming a conversation that changed, whose queries are read again through
 * their usual fetch. The browser reconnects a broken stream by itself; what changed meanwhile is read once it is back.
 */
export function useLiveSupport(userId: number | undefined, wanted: boolean): void {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  // The first opening reads nothing again (the chat has just read it); every later one may have missed a change.
  const openedBefore = useRef(false);
  useEffect(() => {
    if (userId === undefined || !wanted || !visible) return;
    const source = new EventSource(LIVE_EVENTS_PATH);
    source.addEventListener('open', () => {
      if (openedBefore.current) readChangeOf(queryClient, userId, 'any');
      openedBefore.current = true;
    });
    source.addEventListener(LIVE_EVENT.support, (event) => {
      const changed = changedUserOf((event as MessageEvent).data);
      if (changed !== undefined) readChangeOf(queryClient, userId, changed);
    });
    return () => source.close();
  }, [queryClient, userId, wanted, visible]);
}
