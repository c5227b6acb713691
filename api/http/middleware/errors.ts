import type { Next } from 'koa';
import { ZodError } from 'zod';
import { SERVER_MESSAGES, STATUS_MESSAGES, type ErrorBody, type ErrorCode } from '../../../shared/contract/errors';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import type { Logger } from '../../log';
import { loggedPath } from './request-log';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Turns any thrown error into `{ message, code, details? }` with the right status; unexpected ones become a logged 500. */
export function errorHandler(log: Logger) {
  return async function errorMiddleware(ctx: AppContext, next: Next) {
    try {
      await next();
    } catch (err) {
      if (clientWentAway(ctx, err)) {
        // Nobody is left to answer: a phone that lost its signal mid-upload is not the server's failure.
        log.debug('client went away', { requestId: ctx.state.requestId, path: loggedPath(ctx) });
        return;
      }
      const { status, body, headers } = toErrorResponse(err);
      if (status >= 500) {
        log.error('unhandled error', { requestId: ctx.state.requestId, path: loggedPath(ctx), error: err });
      }
      ctx.status = status;
      ctx.remove('Content-Disposition');
      if (headers) ctx.set(headers);
      if (ctx.path.startsWith('/api/') || ctx.accepts('json', 'html') !== 'html') {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      } else {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = body.message;
      }
    }
  };
}

/** The request's sender closed the connection before its body arrived whole (Node ends the read with ECONNRESET). */
function clientWentAway(ctx: AppContext, err: unknown): boolean {
  return !ctx.req.complete && typeof err === 'object' && err !== null && 'code' in err && err.code === 'ECONNRESET';
}

/**
 * The database could not answer for a reason outside the request: SQLite's disk is full, its file became read-only or
 * the disk failed; PostgreSQL's server is out of space, read-only (a standby), shutting down, starting, or unreachable
 * (SQLSTATE classes 08 and 57P, 53100, 25006). The request is refused with 503 (try again later) while the process
 * goes on; it works again once the cause is gone.
 */
const STORAGE_CODES = /^(SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY)|08...|57P0[1-3]|53100|25006|ECONNREFUSED|ETIMEDOUT)/;

/** PostgreSQL refused a character its text cannot hold (U+0000): bad input, as a malformed body is. */
const UNSTORABLE_TEXT_CODES = /^(22021|22P05)$/;

const codeOf = (err: unknown) => (typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : undefined);

function isStorageUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  return typeof code === 'string' && STORAGE_CODES.test(code);
}

/** The status, body and headers that answer a thrown error. */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; headers?: Readonly<Record<string, string>> } {
  if (err instanceof HttpError) {
    const body = { ...err.fields, message: err.message, code: err.code, ...(err.details ? { details: err.details } : {}) };
    return { status: err.status, body, headers: err.headers };
  }
  if (err instanceof ZodError) {
    const details = err.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { message: details[0]?.message ?? STATUS_MESSAGES[400]!, code: 'validation_failed', details } };
  }
  if (isStorageUnavailable(err)) return { status: 503, body: { message: STATUS_MESSAGES[503]!, code: 'storage_unavailable' } };
  const code = codeOf(err);
  if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.test(code)) return { status: 400, body: { message: STATUS_MESSAGES[400]!, code: 'bad_request' } };
  // Errors thrown by Koa itself or its dependencies carry a client status (e.g. a malformed URI → 400).
  const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 500;
  if (status >= 400 && status < 500) {
    const message = STATUS_MESSAGES[status] ?? (status === 405 ? SERVER_MESSAGES.methodNotAllowed : STATUS_MESSAGES[400]!);
    return { status, body: { message, code: CODE_BY_STATUS[status] ?? 'bad_request' } };
  }
  return { status: 500, body: { message: STATUS_MESSAGES[500]!, code: 'server_error' } };
}
