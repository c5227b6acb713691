import type { QueryFunction } from '@tanstack/react-query';
import type { User } from '../../shared/contract/auth';
import { CSRF_RESPONSE_HEADER } from '../../shared/contract/csrf-header';
import { fieldsOf } from './answer';
import { connectionLost } from './connection';
import { loadServerTexts, serverText } from './server-texts';
import { errorFromResponse, networkError, type LocalizeServerText } from './errors';
import { STORAGE_KEYS, browserStorage, readStoredUser, type KeyValueStorage } from './storage';

/** The demo account of the landing page (requests carry its identity in headers). */
export const DEMO_ACCOUNT = { email: 'demo@kartis.app', password: 'demo1234' } as const;

/** Header names carrying the demo account's identity. */
export const DEMO_HEADERS = { email: 'X-Demo-User-Email', userId: 'X-Demo-User-Id' } as const;

/** What request() needs from its surroundings; the browser supplies the real ones, tests their own. */
export interface ApiClientDeps {
  /** Prepended to every path: '' in the browser, the test server's origin under Node. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where currentUser, token and the anti-forgery token are kept (localStorage in the browser). */
  storage: KeyValueStorage;
  /** Anti-forgery token sources other than the client's own storage (cookie XSRF-TOKEN, session storage, window). */
  readCsrfFallback?: () => string | null;
  /** Told when a request got no answer at all (no connection, or the server unreachable). */
  onNetworkError?: () => void;
  /** Puts the server's messages into the interface language, once `loadTexts` has resolved; as sent without it. */
  localize?: { text: LocalizeServerText; loadTexts: () => Promise<void> };
}

/** Per-call switches. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Skip fetching an anti-forgery token before a state-changing call (endpoints that need none). */
  skipCsrf?: boolean;
  signal?: AbortSignal;
  cache?: RequestCache;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Creates the app's one request function and its helpers around the given dependencies. */
export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '';
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function currentCsrfToken(): string | null {
    return deps.storage.getItem(STORAGE_KEYS.csrfToken) ?? deps.readCsrfFallback?.() ?? null;
  }

  /**
   * Fetches a fresh anti-forgery token (GET /api/csrf-token) and keeps it on the device for later calls: it holds for
   * the whole session, so a page loaded with no connection still has it for the writes the worker keeps until then.
   */
  async function fetchCsrfToken(): Promise<string | null> {
    const data = await request('GET', '/api/csrf-token', undefined, { cache: 'no-store' });
    const token = fieldsOf(data).csrfToken;
    if (typeof token !== 'string' || !token) {
      deps.storage.removeItem(STORAGE_KEYS.csrfToken);
      return null;
    }
    deps.storage.setItem(STORAGE_KEYS.csrfToken, token);
    return token;
  }

  /** The anti-forgery token known on the device, else a fresh one. */
  async function ensureCsrfToken(): Promise<string | null> {
    return currentCsrfToken() ?? fetchCsrfToken();
  }

  function buildHeaders(hasBody: boolean, extra: Record<string, string> | undefined): Headers {
    const headers = new Headers(extra);
    if (hasBody) headers.set('Content-Type', 'application/json');
    const token = deps.storage.getItem(STORAGE_KEYS.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const csrf = currentCsrfToken();
    if (csrf) {
      headers.set('csrf-token', csrf);
      headers.set('x-csrf-token', csrf);
    }
    const user: User | null = readStoredUser(deps.storage);
    if (user && user.email.toLowerCase() === DEMO_ACCOUNT.email) {
      headers.set(DEMO_HEADERS.email, user.email);
      headers.set(DEMO_HEADERS.userId, String(user.id));
    }
    return headers;
  }

  function encodeBody(body: unknown): string | undefined {
    if (body === undefined) return undefined;
    const csrf = currentCsrfToken();
    if (csrf && isPlainObject(body)) return JSON.stringify({ ...body, _csrf: csrf });
    return JSON.stringify(body);
  }

  /**
   * Calls the server: cookies always, Bearer when a token is stored, anti-forgery headers and
   * `_csrf`, demo headers. Resolves to parsed JSON (null when empty) or, for other content types, the
   * unread Response. Rejects with an ApiError whose type follows the status (or NetworkError without an answer).
   */
  async function request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
    const verb = method.toUpperCase();
    const needsCsrf = !SAFE_METHODS.has(verb) && !options.skipCsrf;
    if (needsCsrf) await ensureCsrfToken();
    let response = await send(verb, path, body, options);
    let errorBody = response.ok ? null : await readErrorBody(response);
    if (needsCsrf && isCsrfRejection(response.status, errorBody)) {
      // The session (and so its token) changed since the token was fetched: fetch a new one and retry once.
      await fetchCsrfToken();
      response = await send(verb, path, body, options);
      errorBody = response.ok ? null : await readErrorBody(response);
    }
    if (!response.ok) {
      await deps.localize?.loadTexts().catch(() => undefined);
      throw errorFromResponse(response.status, response.statusText, errorBody, deps.localize?.text);
    }
    return isJson(response) ? parseJsonBody(response) : response;
  }

  async function send(verb: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
    try {
      const response = await doFetch(baseUrl + path, {
        method: verb,
        credentials: 'include',
        headers: buildHeaders(body !== undefined, options.headers),
        body: encodeBody(body),
        signal: options.signal,
        cache: options.cache,
      });
      // A sign-in, and every load's question of who is signed in, carry the session's token: the one kept may be stale.
      const sessionToken = response.headers.get(CSRF_RESPONSE_HEADER);
      if (sessionToken) deps.storage.setItem(STORAGE_KEYS.csrfToken, sessionToken);
      return response;
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      deps.onNetworkError?.();
      await deps.localize?.loadTexts().catch(() => undefined);
      throw networkError(cause, deps.localize?.text);
    }
  }

  /** The default query function: GET on queryKey[0]; text for non-JSON, null when empty. */
  function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
    return async ({ queryKey, signal }) => {
      try {
        const result = await request('GET', String(queryKey[0]), undefined, { signal });
        if (result instanceof Response) return ((await result.text()) || null) as T | null;
        return result as T | null;
      } catch (error) {
        if (options.on401 === 'returnNull' && (error as { status?: number }).status === 401) return null;
        throw error;
      }
    };
  }

  return {
    request,
    getQueryFn,
    fetchCsrfToken,
    ensureCsrfToken,
    /** The anti-forgery token currently known, if any. */
    csrfToken: currentCsrfToken,
    /** Forgets the anti-forgery token (the session changed). */
    resetCsrfToken: () => deps.storage.removeItem(STORAGE_KEYS.csrfToken),
  };
}

/** The client type, for code that receives one. */
export type ApiClient = ReturnType<typeof createApiClient>;

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /\bapplication\/([\w.+-]+\+)?json\b/i.test(type);
}

async function parseJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (!text) return null;
    if (!isJson(response)) return text;
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isCsrfRejection(status: number, body: unknown): boolean {
  return status === 403 && fieldsOf(body).code === 'csrf_invalid';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

let browserClient: ApiClient | null = null;

/** The app's one client, built on first use from the browser's storage and cookies. */
export function apiClient(): ApiClient {
  browserClient ??= createApiClient({
    storage: browserStorage(),
    readCsrfFallback: readBrowserCsrfFallback,
    onNetworkError: () => connectionLost(),
    localize: { text: serverText, loadTexts: loadServerTexts },
  });
  return browserClient;
}

/** request() with the browser's dependencies. */
export function request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<unknown> {
  return apiClient().request(method, path, body, options);
}

/** The default query function with the browser's dependencies. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return (context) => apiClient().getQueryFn<T>(options)(context);
}

function readBrowserCsrfFallback(): string | null {
  const fromWindow = (window as { csrfToken?: unknown }).csrfToken;
  if (typeof fromWindow === 'string' && fromWindow) return fromWindow;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  if (cookie) return decodeURIComponent(cookie.slice('XSRF-TOKEN='.length));
  try {
    return window.sessionStorage.getItem('csrfToken');
  } catch {
    return null;
  }
}
