import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type SupportMessage, supportMessageListSchema } from '../../../../shared/contract/support';
import { SUPPORT_STALE_MS } from '../../../../shared/contract/support-timings';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { supportInboxQueryOptions } from './get-support-inbox';

/** GET /api/support-messages: the caller's own conversation. */
export const SUPPORT_MESSAGES_PATH = '/api/support-messages';

/** The query key of a conversation: the caller's own, or a customer's that support reads. */
const conversationPath = (userId?: number) => (userId === undefined ? SUPPORT_MESSAGES_PATH : `${SUPPORT_MESSAGES_PATH}?userId=${userId}`);

/** A support conversation, oldest message first. */
export async function getConversation(userId?: number): Promise<SupportMessage[]> {
  return answer(await request('GET', conversationPath(userId)), import.meta.env.DEV && supportMessageListSchema);
}

/**
 * A conversation's query: fresh for 60 s, yet asked for again whenever a chat opens on it: the saved copy shows at
 * once, and an answer that came meanwhile follows.
 */
export function conversationQueryOptions(userId?: number) {
  return queryOptions({
    queryKey: [conversationPath(userId)],
    queryFn: () => getConversation(userId),
    staleTime: SUPPORT_STALE_MS,
    refetchOnMount: 'always',
  });
}

/** A support conversation: the caller's own, or (for support) the customer `userId`'s. */
export function useConversation(userId?: number) {
  return useQuery(conversationQueryOptions(userId));
}

/** Adds a sent message to its conversation and refreshes support's inbox. */
export function addToConversation(queryClient: QueryClient, userId: number | undefined, message: SupportMessage): void {
  queryClient.setQueryData(conversationQueryOptions(userId).queryKey, (list) => [...(list ?? []).map((m) => ({ ...m, isClosed: message.isClosed })), message]);
  void queryClient.invalidateQueries({ queryKey: supportInboxQueryOptions.queryKey });
}
