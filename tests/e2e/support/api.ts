import { expect, type APIRequestContext } from '@playwright/test';

/** The HTTP methods the product's API answers. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The anti-forgery header for the request context's current session (it changes when the session does). */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  return { 'csrf-token': csrfToken };
}

/** Sends an API call with the anti-forgery token, fails the test unless it succeeds, and returns the parsed answer. */
export async function callApi<T>(request: APIRequestContext, method: ApiMethod, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: await csrfHeaders(request) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}
