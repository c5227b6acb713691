import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/contract/notifications';
import { request } from '../../../lib/api';
import { NOTIFICATIONS_KEY, invalidateNotifications, notificationsQueryOptions } from './get-notifications';

/**
 * PUT /api/notifications/read-all up to the newest notification shown (`upTo`): the badge clears at once, the list is
 * fetched again afterwards, and one that came meanwhile stays unread.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => request('PUT', `${NOTIFICATIONS_KEY}/read-all`, { upTo }),
    onMutate: (upTo) => {
      queryClient.setQueryData<Notification[]>(notificationsQueryOptions.queryKey, (list) => list?.map((n) => (n.id <= upTo ? { ...n, isRead: true } : n)));
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
