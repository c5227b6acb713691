import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportMessageSchema } from '../../../../shared/contract/support';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { addToConversation } from './get-conversation';

/** POST /api/messages: a message in the caller's conversation, or support's message to the customer `recipientId`. */
export function useSendSupportMessage(recipientId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => answer(await request('POST', '/api/messages', { recipientId, content, type: 'support' }), import.meta.env.DEV && supportMessageSchema),
    // A message is not sent twice because a first try seemed to fail.
    retry: false,
    onSuccess: (message) => addToConversation(queryClient, recipientId, message),
  });
}
