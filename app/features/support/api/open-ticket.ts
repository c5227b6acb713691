import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportMessageSchema } from '../../../../shared/contract/support';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { addToConversation } from './get-conversation';

/** POST /api/create-support-ticket: a new request that opens the caller's conversation again. */
export function useOpenSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticket: { subject: string; content: string }) => answer(await request('POST', '/api/create-support-ticket', ticket), import.meta.env.DEV && supportMessageSchema),
    retry: false,
    onSuccess: (message) => addToConversation(queryClient, undefined, message),
  });
}
