import { markNotificationsReadSchema, NOTIFICATION_LIST_LIMIT } from '../../shared/contract/notifications';
import { ApiRouter } from '../http/routing';
import type { NotificationsRepo } from './repo';

/** `GET /api/notifications` and `PUT /api/notifications/read-all`: the header popover's data. */
export function notificationRoutes(repo: NotificationsRepo): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/notifications', 'user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await repo.latest(ctx.state.user.id, NOTIFICATION_LIST_LIMIT);
  });

  api.put('/api/notifications/read-all', 'user', async (ctx) => {
    const { upTo } = markNotificationsReadSchema.parse(ctx.state.body ?? {});
    ctx.body = { updated: await repo.markAllRead(ctx.state.user.id, upTo) };
  });

  return api;
}
