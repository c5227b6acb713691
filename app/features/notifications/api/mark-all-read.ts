import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/contract/notifications';
import { request } from '../../../lib/api';
import { NOTIFICATIONS_KEY, invalidateNotifications, notificationsQueryOptions } from './get-notifications';

/** PUT /api/notifications/read-all: the badge clears at once, the list is fetched again afterwards. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('PUT', `${NOTIFICATIONS_KEY}/read-all`),
    onMutate: () => {
      queryClient.setQueryData<Notification[]>(notificationsQueryOptions.queryKey, (list) => list?.map((n) => ({ ...n, isRead: true })));
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
