import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { Logger } from '../../log';
import type { AppContext } from '../context';

/**
 * Gives each request an id (echoed as X-Request-Id) and logs one structured line when it ends, whatever answered it:
 * its id, method, path, status, time in milliseconds and the signed-in account.
 */
export function requestLog(log: Logger) {
  return async function requestLogMiddleware(ctx: AppContext, next: Next) {
    const started = performance.now();
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info('request', { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms, userId: ctx.state.user?.id });
    }
  };
}
