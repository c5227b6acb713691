import { request } from './api';

/** Sends a client error report (type, message, details, path) to the server; never throws. */
export function reportClientError(error: unknown, errorType: string): void {
  const err = error instanceof Error ? error : new Error(String(error));
  const body = {
    errorType: errorType.slice(0, 100),
    errorMessage: (err.message || err.name || 'Unknown error').slice(0, 2000),
    errorDetails: err.stack?.slice(0, 10_000) ?? null,
    path: window.location.pathname.slice(0, 500),
  };
  request('POST', '/api/errors/report', body, { skipCsrf: true }).catch(() => undefined);
}

/** Reports uncaught errors and unhandled rejections of the page. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message, 'UncaughtError'));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason, 'UnhandledRejection'));
}
