import { queryOptions } from '@tanstack/react-query';
import { webhookListSchema, type WebhookList } from '../../../shared/contract/webhooks';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';

/** GET /api/webhooks, also the query key of the owner's webhooks. */
export const WEBHOOKS_PATH = '/api/webhooks';

/** How often the logs are read again while a delivery in them waits for its attempt. */
const WAITING_REFRESH_MS = 2000;

/** The owner's webhooks with their logs, read again every few seconds while a delivery waits. */
export const webhooksQueryOptions = queryOptions({
  queryKey: [WEBHOOKS_PATH],
  queryFn: async (): Promise<WebhookList> => answer(await request('GET', WEBHOOKS_PATH), import.meta.env.DEV && webhookListSchema),
  refetchInterval: (query) =>
    query.state.data?.items.some((webhook) => webhook.deliveries.some((delivery) => delivery.status === 'pending')) ? WAITING_REFRESH_MS : false,
});
