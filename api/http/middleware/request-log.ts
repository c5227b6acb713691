import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../context';
import type { Logger } from '../../log';

/** What the log line of a finished request says. */
interface FinishedRequest {
  requestId: string;
  method: string;
  path: string;
  status: number;
  /** `performance.now()` when the request arrived. */
  started: number;
  userId?: number | undefined;
}

/** Logs one structured line for a finished request. */
function logRequest(log: Logger, { started, ...request }: FinishedRequest): void {
  log.info('request', { ...request, ms: Math.round((performance.now() - started) * 10) / 10 });
}

/** Gives each request an id (echoed as X-Request-Id) and logs one structured line when it ends, whatever answered it. */
export function requestLog() {
  return async function requestLogMiddleware(ctx: AppContext, next: Next) {
    const started = performance.now();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      logRequest(ctx.deps.log, { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, started, userId: ctx.state.user?.id });
    }
  };
}
