import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../context';

/** Gives each request an id (echoed as X-Request-Id) and logs one structured line when it ends. */
export function requestLog() {
  return async function requestLogMiddleware(ctx: AppContext, next: Next) {
    const started = performance.now();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/') || ctx.status >= 400) {
        ctx.deps.log.info('request', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          userId: ctx.state.user?.id,
        });
      }
    }
  };
}
