import { STATUS_MESSAGES, type ErrorCode, type ErrorDetail } from '../../shared/contract/errors';

/** An error with an HTTP status, a machine code and a Hebrew message, rendered as `{ message, code, details? }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message ?? STATUS_MESSAGES[status] ?? 'שגיאה');
  }
}

export const badRequest = (message?: string, details?: ErrorDetail[]) => new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message?: string) => new HttpError(401, 'unauthorized', message);
export const paymentRequired = (message?: string) => new HttpError(402, 'payment_required', message);
export const forbidden = (message?: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message?: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new HttpError(409, code, message);
export const tooManyRequests = (message?: string) => new HttpError(429, 'rate_limited', message);
