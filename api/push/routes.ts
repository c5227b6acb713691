import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../shared/contract/push';
import { ApiRouter } from '../http/routing';
import type { PushSubscriptions } from './subscriptions';

/** The owner's devices for Web Push: the server's public key, and this device's subscription kept or forgotten. */
export function pushRoutes({ subscriptions, publicKey }: { subscriptions: PushSubscriptions; publicKey: () => string }): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/push/key', 'user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { publicKey: publicKey() };
  });

  api.put('/api/push/subscription', 'user', async (ctx) => {
    await subscriptions.subscribe(ctx.state.user.id, pushSubscriptionSchema.parse(ctx.state.body ?? {}));
    ctx.status = 204;
  });

  api.delete('/api/push/subscription', 'user', async (ctx) => {
    const { endpoint } = pushUnsubscribeSchema.parse(ctx.state.body ?? {});
    await subscriptions.unsubscribe(ctx.state.user.id, endpoint);
    ctx.status = 204;
  });

  return api;
}
