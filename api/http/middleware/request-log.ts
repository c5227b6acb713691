import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import { isSecretKey, type Logger } from '../../log';
import type { AppContext } from '../context';

/**
 * The request's path for a log line, with the values of secret route parameters (`/api/invitations/:token`) replaced
 * by "[redacted]": whoever reads the log must not be able to use a link mailed to someone else.
 */
export function loggedPath(ctx: AppContext): string {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof route !== 'string') return ctx.path;
  const pattern = route.split('/');
  return ctx.path
    .split('/')
    .map((segment, i) => (pattern[i]?.startsWith(':') && isSecretKey(pattern[i]) ? '[redacted]' : segment))
    .join('/');
}

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
      log.info('request', { requestId, method: ctx.method, path: loggedPath(ctx), status: ctx.status, ms, userId: ctx.state.user?.id });
    }
  };
}
