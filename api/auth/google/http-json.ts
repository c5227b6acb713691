import { OidcError } from './oidc-error';

const TIMEOUT_MS = 10_000;

/** Fetches a JSON object from the provider, failing with a log-safe reason on network errors, non-2xx and non-objects. */
export async function fetchJsonObject(url: string, what: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new OidcError(`${what}: request failed (${error instanceof Error ? error.message : String(error)}${cause})`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new OidcError(`${what}: HTTP ${response.status} with a body that is not JSON`);
  }
  if (!response.ok) {
    const error = isObject(body) && typeof body.error === 'string' ? ` ${body.error}` : '';
    throw new OidcError(`${what}: HTTP ${response.status}${error}`);
  }
  if (!isObject(body)) throw new OidcError(`${what}: the answer is not a JSON object`);
  return body;
}

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
