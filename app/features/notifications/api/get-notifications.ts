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
  // The bell is asked again on every load; while the app is in view the server's live stream says when it rang
  // (app/layout/LiveUpdates.tsx), so a visitor's lead shows at once.
  staleTime: 0,
});

/** The signed-in user's newest notifications, kept live. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** Asks for the bell's list again: something the owner did may have rung it (a reminder set for today). */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
}
