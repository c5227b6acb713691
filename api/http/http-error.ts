import { STATUS_MESSAGES, type ErrorCode, type ErrorDetail } from '../../shared/contract/errors';

/**
 * An error with an HTTP status, a machine code and a Hebrew message, rendered as `{ message, code, details? }` and
 * any fields the answer adds (the stored card of a version conflict, the leads waiting behind a plan), with any
 * headers it needs (Retry-After).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Body fields besides message, code and details. */
  fields: Readonly<Record<string, unknown>> = {};
  /** Headers sent with the error's answer. */
  headers: Readonly<Record<string, string>> = {};

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message ?? STATUS_MESSAGES[status] ?? 'שגיאה');
  }

  /** Adds fields to the error's body. */
  withFields(fields: Readonly<Record<string, unknown>>): this {
    this.fields = { ...this.fields, ...fields };
    return this;
  }

  /** Adds headers to the error's answer. */
  withHeaders(headers: Readonly<Record<string, string>>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

export const badRequest = (message?: string, details?: ErrorDetail[]) => new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message?: string) => new HttpError(401, 'unauthorized', message);
export const paymentRequired = (message?: string) => new HttpError(402, 'payment_required', message);
export const forbidden = (message?: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message?: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new HttpError(409, code, message);
export const tooManyRequests = (message?: string) => new HttpError(429, 'rate_limited', message);
