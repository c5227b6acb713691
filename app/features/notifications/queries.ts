import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Notification, notificationListSchema } from '../../../shared/contract/notifications';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';

/** GET /api/notifications, also the query key of the list. */
export const NOTIFICATIONS_KEY = '/api/notifications';

/** The signed-in user's newest notifications. */
export const notificationsQueryOptions = queryOptions({
  queryKey: [NOTIFICATIONS_KEY],
  queryFn: async (): Promise<Notification[]> => answer(await request('GET', NOTIFICATIONS_KEY), import.meta.env.DEV && notificationListSchema),
  // The bell is live: asked again on every load and every minute while the app is in view, so a visitor's lead shows
  // at once instead of after the five minutes other lists stay fresh.
  staleTime: 0,
  refetchInterval: 60_000,
});

/** PUT /api/notifications/read-all: the badge clears at once, the list is fetched again afterwards. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('PUT', `${NOTIFICATIONS_KEY}/read-all`),
    onMutate: () => {
      queryClient.setQueryData<Notification[]>([NOTIFICATIONS_KEY], (list) => list?.map((n) => ({ ...n, isRead: true })));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
  });
}
