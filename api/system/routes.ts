import { csrfToken } from '../auth/csrf';
import { ApiRouter } from '../http/routing';

/** `GET /api/csrf-token` and a health check. */
export function systemRoutes(): ApiRouter {
  const api = new ApiRouter();
  api.get('/api/csrf-token', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { csrfToken: csrfToken(ctx) };
  });
  api.get('/api/health', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true };
  });
  return api;
}
