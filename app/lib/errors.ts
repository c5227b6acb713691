import { fieldsOf } from './answer';
import {
  NETWORK_ERROR_MESSAGE,
  defaultMessageForStatus,
  errorTypeForStatus,
  type ErrorDetail,
  type ErrorType,
} from '../../shared/contract/errors';

/** An error from a call to the server (message, type, status, parsed body). */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly data: unknown;

  constructor(type: ErrorType, message: string, status: number, data?: unknown) {
    super(message);
    this.name = type;
    this.type = type;
    this.status = status;
    this.data = data;
  }

  /** Field problems the server listed in `details` (path → message), for showing next to inputs. */
  get fieldErrors(): Record<string, string> {
    const details = fieldsOf(this.data).details;
    if (!Array.isArray(details)) return {};
    const result: Record<string, string> = {};
    for (const detail of details as Partial<ErrorDetail>[]) {
      if (typeof detail?.path === 'string' && typeof detail.message === 'string' && !(detail.path in result)) {
        result[detail.path] = detail.message;
      }
    }
    return result;
  }
}

/** 401 and 403. */
export class AuthenticationError extends ApiError {}
/** Any other 4xx. */
export class ValidationError extends ApiError {}
/** 5xx. */
export class ServerError extends ApiError {}
/** Any status outside 4xx and 5xx. */
export class ClientError extends ApiError {}
/** The request never got an answer (offline, DNS, connection refused). */
export class NetworkError extends ApiError {}

const CLASS_BY_TYPE = {
  AuthenticationError,
  ValidationError,
  ServerError,
  ClientError,
  NetworkError,
} as const satisfies Record<ErrorType, typeof ApiError>;

/** Which message an error shows: the body's message, else a string body, else the status default, else the status text. */
export function messageForFailedResponse(status: number, statusText: string, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const message = fieldsOf(body).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof body === 'string' && body.trim()) return body.trim();
  return defaultMessageForStatus(status) ?? (statusText || `HTTP ${status}`);
}

/** Builds the ApiError for a non-OK response: its type from the status, its message by errorMessage. */
export function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const type = errorTypeForStatus(status);
  return new CLASS_BY_TYPE[type](type, messageForFailedResponse(status, statusText, body), status, body);
}

/** Builds the NetworkError for a request that got no answer. */
export function networkError(cause?: unknown): NetworkError {
  const error = new NetworkError('NetworkError', NETWORK_ERROR_MESSAGE, 0);
  if (cause !== undefined) (error as { cause?: unknown }).cause = cause;
  return error;
}

/** The message to show for any thrown value, with a Hebrew fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The `code` of the server's refusal (`invitation_cancelled`, `email_taken`), if the error is one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = error instanceof ApiError ? fieldsOf(error.data).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** True for a 401 from the server: the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
