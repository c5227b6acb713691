import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type Notification, notificationListSchema } from '../../../../shared/contract/notifications';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/notifications, also the query key of the list. */
export const NOTIFICATIONS_KEY = '/api/notifications';

/** The signed-in user's newest notifications. */
export async function getNotifications(): Promise<Notification[]> {
  return answer(await request('GET', NOTIFICATIONS_KEY), import.meta.env.DEV && notificationListSchema);
}

export const notificationsQueryOptions = queryOptions({
  queryKey: [NOTIFICATIONS_KEY],
  queryFn: getNotifications,
  // The bell is live: asked again on every load and every minute while the app is in view, so a visitor's lead shows
  // at once instead of after the five minutes other lists stay fresh.
  staleTime: 0,
  refetchInterval: 60_000,
});

/** The signed-in user's newest notifications, kept live. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** Asks for the bell's list again: something the owner did may have rung it (a reminder set for today). */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
}
