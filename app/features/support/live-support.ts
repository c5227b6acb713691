import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../auth';
import { SUPPORT_MESSAGES_PATH, conversationQueryOptions } from './api/get-conversation';
import { supportInboxQueryOptions } from './api/get-support-inbox';

/**
 * Reads again what a change of customer `userId`'s conversation touches (the signed-in user `ownId`'s own, or a
 * customer's that support reads), with support's inbox and the unread count; every conversation when a change may have
 * been missed. Only what is on screen is fetched at once, the rest when it is shown.
 */
export function readSupportChange(queryClient: QueryClient, ownId: number, userId: number | 'any'): void {
  if (userId === 'any') void queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(SUPPORT_MESSAGES_PATH) });
  else void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(userId === ownId ? undefined : userId).queryKey });
  void queryClient.invalidateQueries({ queryKey: supportInboxQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
}
