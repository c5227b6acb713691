import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { conversationQueryOptions } from './get-conversation';
import { supportInboxQueryOptions } from './get-support-inbox';

/** Support closes or reopens the conversation a message belongs to. */
export function useSetConversationClosed(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, closed }: { messageId: number; closed: boolean }) =>
      request('PUT', `/api/admin/messages/${messageId}/${closed ? 'close' : 'reopen'}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: supportInboxQueryOptions.queryKey }),
      ]),
  });
}
