import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/contract/auth';
import { type SupportMessage, supportMessageListSchema, supportMessageSchema } from '../../../shared/contract/support';
import { SUPPORT_STALE_MS } from '../../../shared/contract/support-texts';
import { CURRENT_USER_KEY } from '../auth';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';
import { browserStorage, writeStoredUser } from '../../lib/storage';

/** GET /api/support-messages: the caller's own conversation (also its query key). */
export const SUPPORT_MESSAGES_KEY = '/api/support-messages';
/** GET /api/open-support-messages: support's inbox, the newest message of every conversation. */
export const SUPPORT_INBOX_KEY = '/api/open-support-messages';

/** The query key of a conversation: the caller's own, or a customer's that support reads. */
const conversationPath = (userId?: number) => (userId === undefined ? SUPPORT_MESSAGES_KEY : `${SUPPORT_MESSAGES_KEY}?userId=${userId}`);

/**
 * A support conversation, oldest message first; fresh for 60 s, yet asked for again whenever a chat opens
 * on it: the saved copy shows at once, and an answer that came meanwhile follows.
 */
export function conversationQueryOptions(userId?: number) {
  const path = conversationPath(userId);
  return queryOptions({
    queryKey: [path],
    queryFn: async () => answer(await request('GET', path), import.meta.env.DEV && supportMessageListSchema),
    staleTime: SUPPORT_STALE_MS,
    refetchOnMount: 'always',
  });
}

/** Support's inbox. */
export const supportInboxQueryOptions = queryOptions({
  queryKey: [SUPPORT_INBOX_KEY],
  queryFn: async () => answer(await request('GET', SUPPORT_INBOX_KEY), import.meta.env.DEV && supportMessageListSchema),
  staleTime: SUPPORT_STALE_MS,
});

/** Sets the header's unread count of the signed-in user, in the cache and in the stored copy. */
function setUnread(queryClient: QueryClient, count: number): void {
  const user = queryClient.getQueryData<User | null>([CURRENT_USER_KEY]);
  if (!user || user.unreadSupportMessages === count) return;
  const updated = { ...user, unreadSupportMessages: count };
  queryClient.setQueryData([CURRENT_USER_KEY], updated);
  writeStoredUser(browserStorage(), updated);
}

/** Adds a sent message to its conversation and refreshes support's inbox. */
function addToConversation(queryClient: QueryClient, path: string, message: SupportMessage): void {
  queryClient.setQueryData<SupportMessage[]>([path], (list) => [...(list ?? []).map((m) => ({ ...m, isClosed: message.isClosed })), message]);
  void queryClient.invalidateQueries({ queryKey: [SUPPORT_INBOX_KEY] });
}

/** POST /api/messages: a message in the caller's conversation, or support's message to the customer `recipientId`. */
export function useSendSupportMessage(recipientId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => answer(await request('POST', '/api/messages', { recipientId, content, type: 'support' }), import.meta.env.DEV && supportMessageSchema),
    // A message is not sent twice because a first try seemed to fail.
    retry: false,
    onSuccess: (message) => addToConversation(queryClient, conversationPath(recipientId), message),
  });
}

/** POST /api/create-support-ticket: a new request that opens the caller's conversation again. */
export function useOpenSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticket: { subject: string; content: string }) => answer(await request('POST', '/api/create-support-ticket', ticket), import.meta.env.DEV && supportMessageSchema),
    retry: false,
    onSuccess: (message) => addToConversation(queryClient, SUPPORT_MESSAGES_KEY, message),
  });
}

/** Marks a conversation read: the caller's own (support's replies), or a customer's that support reads. */
export function useMarkConversationRead(userId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (userId === undefined ? request('PUT', `${SUPPORT_MESSAGES_KEY}/read-all`) : request('PUT', '/api/messages/read-all', { userId })),
    onMutate: () => {
      if (userId === undefined) setUnread(queryClient, 0);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [conversationPath(userId)] });
      // Support's own count (customers waiting) is the server's to tell once one of them is read.
      if (userId !== undefined)
        void queryClient.invalidateQueries({ queryKey: [SUPPORT_INBOX_KEY] }).then(() => queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] }));
    },
  });
}

/** Support closes or reopens the conversation a message belongs to. */
export function useSetConversationClosed(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, closed }: { messageId: number; closed: boolean }) =>
      request('PUT', `/api/admin/messages/${messageId}/${closed ? 'close' : 'reopen'}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [conversationPath(userId)] }), queryClient.invalidateQueries({ queryKey: [SUPPORT_INBOX_KEY] })]),
  });
}
