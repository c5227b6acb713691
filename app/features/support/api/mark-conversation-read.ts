import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contract/auth';
import { request } from '../../../lib/api';
import { browserStorage, writeStoredUser } from '../../../lib/storage';
import { CURRENT_USER_KEY } from '../../auth';
import { SUPPORT_MESSAGES_PATH, conversationQueryOptions } from './get-conversation';
import { supportInboxQueryOptions } from './get-support-inbox';

/** Sets the header's unread count of the signed-in user, in the cache and in the stored copy. */
function setUnread(queryClient: QueryClient, count: number): void {
  const user = queryClient.getQueryData<User | null>([CURRENT_USER_KEY]);
  if (!user || user.unreadSupportMessages === count) return;
  const updated = { ...user, unreadSupportMessages: count };
  queryClient.setQueryData([CURRENT_USER_KEY], updated);
  writeStoredUser(browserStorage(), updated);
}

/** Marks a conversation read: the caller's own (support's replies), or a customer's that support reads. */
export function useMarkConversationRead(userId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (userId === undefined ? request('PUT', `${SUPPORT_MESSAGES_PATH}/read-all`) : request('PUT', '/api/messages/read-all', { userId })),
    onMutate: () => {
      if (userId === undefined) setUnread(queryClient, 0);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(userId).queryKey });
      // Support's own count (customers waiting) is the server's to tell once one of them is read.
      if (userId !== undefined)
        void queryClient.invalidateQueries({ queryKey: supportInboxQueryOptions.queryKey }).then(() => queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] }));
    },
  });
}
