import { request } from '../../../lib/api';

/** DELETE /api/push/subscription: the server stops pushing to this device. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await request('DELETE', '/api/push/subscription', { endpoint });
}
