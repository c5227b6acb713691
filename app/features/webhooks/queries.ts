import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { webhookListSchema, type WebhookList } from '../../../shared/contract/webhooks';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';

/** GET /api/webhooks, also the query key of the owner's webhooks. */
export const WEBHOOKS_PATH = '/api/webhooks';

/**
 * The owner's webhooks with their logs. While the app is in view the server's live stream says when a delivery was
 * tried (app/layout/LiveUpdates.tsx), so its outcome shows at once.
 */
export const webhooksQueryOptions = queryOptions({
  queryKey: [WEBHOOKS_PATH],
  queryFn: async (): Promise<WebhookList> => answer(await request('GET', WEBHOOKS_PATH), import.meta.env.DEV && webhookListSchema),
});

/** Asks for the webhooks and their logs again: one was added or removed, or a delivery was tried. */
export function invalidateWebhooks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey });
}
