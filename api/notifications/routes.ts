import type { Database } from 'better-sqlite3';
import { NOTIFICATION_LIST_LIMIT } from '../../shared/contract/notifications';
import { ApiRouter } from '../http/routing';
import { notificationsRepo } from './repo';

/** `GET /api/notifications` and `PUT /api/notifications/read-all`: the header popover's data. */
export function notificationRoutes(db: Database): ApiRouter {
  const repo = notificationsRepo(db);
  const api = new ApiRouter();

  api.get('/api/notifications', 'user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = repo.latest(ctx.state.user.id, NOTIFICATION_LIST_LIMIT);
  });

  api.put('/api/notifications/read-all', 'user', (ctx) => {
    ctx.body = { updated: repo.markAllRead(ctx.state.user.id) };
  });

  return api;
}
