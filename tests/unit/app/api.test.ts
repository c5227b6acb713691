import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DEMO_ACCOUNT, DEMO_HEADERS, createApiClient } from '../../../app/lib/api';
import {
  ApiError,
  AuthenticationError,
  ClientError,
  NetworkError,
  ServerError,
  ValidationError,
} from '../../../app/lib/errors';
import { STORAGE_KEYS, clearStoredSession, createMemoryStorage } from '../../../app/lib/storage';
import { answerJson, startFakeApi, type FakeApi } from '../../helpers/fake-api';

let fake: FakeApi;

beforeAll(async () => {
  fake = await startFakeApi();
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.reset();
  fake.answers.set('GET /api/csrf-token', (res) => answerJson(res, 200, { csrfToken: 'tok-1' }));
});

function client(storage = createMemoryStorage()) {
  return createApiClient({ baseUrl: fake.origin, storage });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('error classes and messages', () => {
  const cases: [number, typeof ApiError, string][] = [
    [400, ValidationError, 'הבקשה אינה תקינה'],
    [401, AuthenticationError, 'נדרשת התחברות כדי לבצע פעולה זו'],
    [402, ValidationError, 'נדרש תשלום או מנוי פעיל כדי להשתמש באפשרות זו'],
    [403, AuthenticationError, 'אין לך הרשאה לבצע פעולה זו'],
    [404, ValidationError, 'מה שביקשת לא נמצא'],
    [413, ValidationError, 'הקובץ שהועלה גדול מדי'],
    [429, ValidationError, 'יותר מדי בקשות, נסו שוב בעוד כמה דקות'],
    [500, ServerError, 'שגיאת שרת, נסו שוב מאוחר יותר'],
    [503, ServerError, 'השירות אינו זמין כרגע, נסו שוב מאוחר יותר'],
  ];
  it.each(cases)('status %i gives its class and Hebrew default when the body has no message', async (status, cls, message) => {
    fake.answers.set('GET /x', (res) => answerJson(res, status, {}));
    const error = await failureOf(client().request('GET', '/x'));
    expect(error).toBeInstanceOf(cls);
    expect(error.type).toBe(cls.name);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('prefers the body message and keeps the parsed body', async () => {
    const body = { message: 'שם המשתמש כבר תפוס', code: 'conflict', details: [{ path: 'username', message: 'תפוס' }] };
    fake.answers.set('POST /x', (res) => answerJson(res, 409, body));
    const error = await failureOf(client().request('POST', '/x', { a: 1 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('שם המשתמש כבר תפוס');
    expect(error.data).toEqual(body);
    expect(error.fieldErrors).toEqual({ username: 'תפוס' });
  });

  it('uses a string body as the message', async () => {
    fake.answers.set('GET /x', (res) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('בקשה משובשת');
    });
    expect((await failureOf(client().request('GET', '/x'))).message).toBe('בקשה משובשת');
  });

  it('falls back to the status text for a status without a Hebrew default', async () => {
    fake.answers.set('GET /x', (res) => answerJson(res, 418, {}, "I'm a teapot"));
    const error = await failureOf(client().request('GET', '/x'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe("I'm a teapot");
  });

  it('classes a non-4xx/5xx failure as ClientError', async () => {
    fake.answers.set('GET /x', (res) => {
      res.writeHead(304);
      res.end();
    });
    const error = await failureOf(client().request('GET', '/x'));
    expect(error).toBeInstanceOf(ClientError);
    expect(error.status).toBe(304);
  });

  it('turns a refused connection into NetworkError with the connection message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let told = 0;
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, storage: createMemoryStorage(), onNetworkError: () => (told += 1) });
    const error = await failureOf(api.request('GET', '/x'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('בעיה בחיבור לאינטרנט, בדקו את החיבור ונסו שוב');
    expect(told).toBe(1);
  });

  it('tells of a lost connection only when no answer came, not for an error answer or a request called off', async () => {
    let told = 0;
    const api = createApiClient({ baseUrl: fake.origin, storage: createMemoryStorage(), onNetworkError: () => (told += 1) });
    fake.answers.set('GET /api/broken', (res) => answerJson(res, 500, { message: 'שגיאה', code: 'server_error' }));
    expect(await failureOf(api.request('GET', '/api/broken'))).toBeInstanceOf(ServerError);
    const calledOff = new AbortController();
    calledOff.abort();
    await expect(api.request('GET', '/api/broken', undefined, { signal: calledOff.signal })).rejects.toThrow();
    expect(told).toBe(0);
  });
});

describe('request() headers and body', () => {
  it('fetches the anti-forgery token first and sends it in both headers and as _csrf in object bodies', async () => {
    fake.answers.set('POST /api/thing', (res) => answerJson(res, 201, { ok: true }));
    await client().request('POST', '/api/thing', { name: 'דנה' });
    expect(fake.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/csrf-token', 'POST /api/thing']);
    const post = fake.seen[1]!;
    expect(post.headers['csrf-token']).toBe('tok-1');
    expect(post.headers['x-csrf-token']).toBe('tok-1');
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body)).toEqual({ name: 'דנה', _csrf: 'tok-1' });
  });

  it('does not add _csrf to array bodies and sends no content type without a body', async () => {
    fake.answers.set('PUT /api/list', (res) => answerJson(res, 200, []));
    fake.answers.set('GET /api/list', (res) => answerJson(res, 200, []));
    const api = client();
    await api.request('PUT', '/api/list', [1, 2]);
    await api.request('GET', '/api/list');
    expect(JSON.parse(fake.seen[1]!.body)).toEqual([1, 2]);
    expect(fake.seen[2]!.headers['content-type']).toBeUndefined();
  });

  it('skips the token fetch when asked (error reports)', async () => {
    fake.answers.set('POST /api/errors/report', (res) => answerJson(res, 202, {}));
    await client().request('POST', '/api/errors/report', { errorType: 'x' }, { skipCsrf: true });
    expect(fake.seen.map((r) => r.url)).toEqual(['/api/errors/report']);
  });

  it('fetches a new token and retries once when the server rejects the token', async () => {
    let tokens = 0;
    fake.answers.set('GET /api/csrf-token', (res) => answerJson(res, 200, { csrfToken: `tok-${++tokens}` }));
    fake.answers.set('POST /api/thing', (res, req) =>
      req.headers['csrf-token'] === 'tok-2' ? answerJson(res, 200, { ok: true }) : answerJson(res, 403, { message: 'x', code: 'csrf_invalid' }),
    );
    expect(await client().request('POST', '/api/thing', {})).toEqual({ ok: true });
  });

  it("keeps the session's token on the device: the app loaded again (say with no connection) sends it without asking, until the session ends", async () => {
    fake.answers.set('POST /api/thing', (res) => answerJson(res, 200, { ok: true }));
    const storage = createMemoryStorage();
    await client(storage).request('POST', '/api/thing', {});
    fake.answers.delete('GET /api/csrf-token');
    const reloaded = client(storage);
    expect(reloaded.csrfToken()).toBe('tok-1');
    await reloaded.request('POST', '/api/thing', {});
    expect(fake.seen.map((r) => `${r.method} ${r.url} ${r.headers['csrf-token'] ?? ''}`.trim())).toEqual(['GET /api/csrf-token', 'POST /api/thing tok-1', 'POST /api/thing tok-1']);
    reloaded.resetCsrfToken();
    expect(client(storage).csrfToken()).toBeNull();
    fake.answers.set('GET /api/csrf-token', (res) => answerJson(res, 200, { csrfToken: 'tok-2' }));
    await client(storage).fetchCsrfToken();
    clearStoredSession(storage);
    expect(client(storage).csrfToken()).toBeNull();
  });

  it("keeps the token an answer hands over (a sign-in, the current user) in place of a stale one, and writes with it", async () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.csrfToken, 'ended-session');
    fake.answers.set('GET /api/auth/current-user', (res) => {
      res.setHeader('X-CSRF-Token', 'tok-now');
      answerJson(res, 200, { user: null });
    });
    fake.answers.set('POST /api/thing', (res, req) => answerJson(res, req.headers['csrf-token'] === 'tok-now' ? 200 : 403, { ok: true }));
    await client(storage).request('GET', '/api/auth/current-user');
    expect(await client(storage).request('POST', '/api/thing', {})).toEqual({ ok: true });
    expect(fake.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/auth/current-user', 'POST /api/thing']);
  });

  it('adds a Bearer header only when a token is stored', async () => {
    fake.answers.set('GET /me', (res) => answerJson(res, 200, {}));
    await client().request('GET', '/me');
    await client(createMemoryStorage({ [STORAGE_KEYS.token]: 'abc' })).request('GET', '/me');
    expect(fake.seen[0]!.headers.authorization).toBeUndefined();
    expect(fake.seen[1]!.headers.authorization).toBe('Bearer abc');
  });

  it('adds the demo headers only while the stored user is the demo account', async () => {
    fake.answers.set('GET /me', (res) => answerJson(res, 200, {}));
    const demo = { id: 7, username: 'demo', displayName: 'Demo', email: DEMO_ACCOUNT.email, userRole: 'user', unreadSupportMessages: 0 };
    const other = { ...demo, id: 8, email: 'dana@example.com' };
    await client(createMemoryStorage({ [STORAGE_KEYS.currentUser]: JSON.stringify(demo) })).request('GET', '/me');
    await client(createMemoryStorage({ [STORAGE_KEYS.currentUser]: JSON.stringify(other) })).request('GET', '/me');
    expect(fake.seen[0]!.headers[DEMO_HEADERS.email.toLowerCase()]).toBe(DEMO_ACCOUNT.email);
    expect(fake.seen[0]!.headers[DEMO_HEADERS.userId.toLowerCase()]).toBe('7');
    expect(fake.seen[1]!.headers[DEMO_HEADERS.email.toLowerCase()]).toBeUndefined();
    expect(fake.seen[1]!.headers[DEMO_HEADERS.userId.toLowerCase()]).toBeUndefined();
  });
});

describe('response parsing', () => {
  it('parses JSON, returns null for an empty JSON body and the raw response otherwise', async () => {
    fake.answers.set('GET /json', (res) => answerJson(res, 200, { a: 1 }));
    fake.answers.set('GET /empty', (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end();
    });
    fake.answers.set('GET /text', (res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('שלום');
    });
    const api = client();
    expect(await api.request('GET', '/json')).toEqual({ a: 1 });
    expect(await api.request('GET', '/empty')).toBeNull();
    const raw = await api.request('GET', '/text');
    expect(raw).toBeInstanceOf(Response);
    expect(await (raw as Response).text()).toBe('שלום');
  });

  it('the default query fn GETs queryKey[0], yields text for non-JSON and null when empty', async () => {
    fake.answers.set('GET /api/items', (res) => answerJson(res, 200, [1, 2]));
    fake.answers.set('GET /api/text', (res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('hello');
    });
    fake.answers.set('GET /api/nothing', (res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end();
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: client().getQueryFn({ on401: 'throw' }) } } });
    expect(await queryClient.fetchQuery({ queryKey: ['/api/items'] })).toEqual([1, 2]);
    expect(await queryClient.fetchQuery({ queryKey: ['/api/text'] })).toBe('hello');
    expect(await queryClient.fetchQuery({ queryKey: ['/api/nothing'] })).toBeNull();
  });

  it('the default query fn returns null on 401 only when asked to', async () => {
    fake.answers.set('GET /api/auth/current-user', (res) => answerJson(res, 401, { message: 'נדרשת התחברות', code: 'unauthorized' }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = client();
    expect(await queryClient.fetchQuery({ queryKey: ['/api/auth/current-user'], queryFn: api.getQueryFn({ on401: 'returnNull' }) })).toBeNull();
    queryClient.clear();
    const error = await failureOf(queryClient.fetchQuery({ queryKey: ['/api/auth/current-user'], queryFn: api.getQueryFn({ on401: 'throw' }) }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toBe('נדרשת התחברות');
  });
});
