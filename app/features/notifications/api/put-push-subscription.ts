import type { PushSubscriptionInput } from '../../../../shared/contract/push';
import { request } from '../../../lib/api';

/** PUT /api/push/subscription: the server pushes this account's notifications to this device. */
export async function putPushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await request('PUT', '/api/push/subscription', subscription);
}
