import { WEBHOOK_MESSAGES, webhookInputSchema } from '../../shared/contract/webhooks';
import type { UserContext } from '../http/context';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { WebhooksService } from './service';

/** A webhook id from the URL (anything else is a webhook that does not exist). */
const webhookId = (ctx: UserContext) => idParam(ctx, WEBHOOK_MESSAGES.notFound);

/** The owner's webhooks: list with their delivery logs, add, remove, send a sample lead. */
export function webhookRoutes(webhooks: WebhooksService): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/webhooks', 'user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await webhooks.list(ctx.state.user);
  });

  api.post('/api/webhooks', 'user', async (ctx) => {
    const { url } = webhookInputSchema.parse(ctx.state.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await webhooks.add(ctx.state.user, url);
  });

  api.delete('/api/webhooks/:id', 'owner', async (ctx) => {
    await webhooks.remove(ctx.state.user, webhookId(ctx));
    ctx.status = 204;
  });

  api.post('/api/webhooks/:id/test', 'owner', async (ctx) => {
    const delivery = await webhooks.sendSample(ctx.state.user, webhookId(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: delivery.status === 'delivered' ? WEBHOOK_MESSAGES.sampleDelivered : WEBHOOK_MESSAGES.sampleNotDelivered, delivery };
  });

  return api;
}
