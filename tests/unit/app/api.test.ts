import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
import { STORAGE_KEYS, createMemoryStorage } from '../../../app/lib/storage';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void;

let server: Server;
let origin: string;
let seen: SeenRequest[] = [];
const routes = new Map<string, Handler>();

function json(res: ServerResponse, status: number, body: unknown, statusText?: string): void {
  res.writeHead(status, statusText ?? '', { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(entry);
      const handler = routes.get(`${entry.method} ${entry.url}`);
      if (handler) handler(entry, res);
      else json(res, 404, { message: 'לא נמצא בשרת הבדיקה', code: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  routes.clear();
  routes.set('GET /api/csrf-token', (_req, res) => json(res, 200, { csrfToken: 'tok-1' }));
});

function client(storage = createMemoryStorage()) {
  return createApiClient({ baseUrl: origin, storage });
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
    [400, ValidationError, 'שגיאה בפורמט הבקשה'],
    [401, AuthenticationError, 'נדרשת התחברות כדי לבצע פעולה זו'],
    [402, ValidationError, 'נדרש תשלום או מנוי פעיל כדי להשתמש באפשרות זו'],
    [403, AuthenticationError, 'אין לך הרשאה לבצע פעולה זו'],
    [404, ValidationError, 'המשאב המבוקש לא נמצא'],
    [413, ValidationError, 'הקובץ שהועלה גדול מדי'],
    [429, ValidationError, 'יותר מדי בקשות, נסה שוב בעוד מספר דקות'],
    [500, ServerError, 'שגיאת שרת, נסה שוב מאוחר יותר'],
    [503, ServerError, 'השירות אינו זמין כרגע, נסה שוב מאוחר יותר'],
  ];
  it.each(cases)('status %i gives its class and Hebrew default when the body has no message', async (status, cls, message) => {
    routes.set('GET /x', (_req, res) => json(res, status, {}));
    const error = await failureOf(client().request('GET', '/x'));
    expect(error).toBeInstanceOf(cls);
    expect(error.type).toBe(cls.name);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('prefers the body message and keeps the parsed body', async () => {
    const body = { message: 'שם המשתמש כבר תפוס', code: 'conflict', details: [{ path: 'username', message: 'תפוס' }] };
    routes.set('POST /x', (_req, res) => json(res, 409, body));
    const error = await failureOf(client().request('POST', '/x', { a: 1 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('שם המשתמש כבר תפוס');
    expect(error.data).toEqual(body);
    expect(error.fieldErrors).toEqual({ username: 'תפוס' });
  });

  it('uses a string body as the message', async () => {
    routes.set('GET /x', (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('בקשה משובשת');
    });
    expect((await failureOf(client().request('GET', '/x'))).message).toBe('בקשה משובשת');
  });

  it('falls back to the status text for a status without a Hebrew default', async () => {
    routes.set('GET /x', (_req, res) => json(res, 418, {}, "I'm a teapot"));
    const error = await failureOf(client().request('GET', '/x'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe("I'm a teapot");
  });

  it('classes a non-4xx/5xx failure as ClientError', async () => {
    routes.set('GET /x', (_req, res) => {
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
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, storage: createMemoryStorage() });
    const error = await failureOf(api.request('GET', '/x'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('בעיה בחיבור לאינטרנט, בדוק את החיבור ונסה שוב');
  });
});

describe('request() headers and body', () => {
  it('fetches the anti-forgery token first and sends it in both headers and as _csrf in object bodies', async () => {
    routes.set('POST /api/thing', (_req, res) => json(res, 201, { ok: true }));
    await client().request('POST', '/api/thing', { name: 'דנה' });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/csrf-token', 'POST /api/thing']);
    const post = seen[1]!;
    expect(post.headers['csrf-token']).toBe('tok-1');
    expect(post.headers['x-csrf-token']).toBe('tok-1');
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body)).toEqual({ name: 'דנה', _csrf: 'tok-1' });
  });

  it('does not add _csrf to array bodies and sends no content type without a body', async () => {
    routes.set('PUT /api/list', (_req, res) => json(res, 200, []));
    routes.set('GET /api/list', (_req, res) => json(res, 200, []));
    const api = client();
    await api.request('PUT', '/api/list', [1, 2]);
    await api.request('GET', '/api/list');
    expect(JSON.parse(seen[1]!.body)).toEqual([1, 2]);
    expect(seen[2]!.headers['content-type']).toBeUndefined();
  });

  it('skips the token fetch when asked (error reports)', async () => {
    routes.set('POST /api/errors/report', (_req, res) => json(res, 202, {}));
    await client().request('POST', '/api/errors/report', { errorType: 'x' }, { skipCsrf: true });
    expect(seen.map((r) => r.url)).toEqual(['/api/errors/report']);
  });

  it('fetches a new token and retries once when the server rejects the token', async () => {
    let tokens = 0;
    routes.set('GET /api/csrf-token', (_req, res) => json(res, 200, { csrfToken: `tok-${++tokens}` }));
    routes.set('POST /api/thing', (req, res) =>
      req.headers['csrf-token'] === 'tok-2' ? json(res, 200, { ok: true }) : json(res, 403, { message: 'x', code: 'csrf_invalid' }),
    );
    expect(await client().request('POST', '/api/thing', {})).toEqual({ ok: true });
  });

  it('adds a Bearer header only when a token is stored', async () => {
    routes.set('GET /me', (_req, res) => json(res, 200, {}));
    await client().request('GET', '/me');
    await client(createMemoryStorage({ [STORAGE_KEYS.token]: 'abc' })).request('GET', '/me');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[1]!.headers.authorization).toBe('Bearer abc');
  });

  it('adds the demo headers only while the stored user is the demo account', async () => {
    routes.set('GET /me', (_req, res) => json(res, 200, {}));
    const demo = { id: 7, username: 'demo', displayName: 'Demo', email: DEMO_ACCOUNT.email, userRole: 'user', unreadSupportMessages: 0 };
    const other = { ...demo, id: 8, email: 'dana@example.com' };
    await client(createMemoryStorage({ [STORAGE_KEYS.currentUser]: JSON.stringify(demo) })).request('GET', '/me');
    await client(createMemoryStorage({ [STORAGE_KEYS.currentUser]: JSON.stringify(other) })).request('GET', '/me');
    expect(seen[0]!.headers[DEMO_HEADERS.email.toLowerCase()]).toBe(DEMO_ACCOUNT.email);
    expect(seen[0]!.headers[DEMO_HEADERS.userId.toLowerCase()]).toBe('7');
    expect(seen[1]!.headers[DEMO_HEADERS.email.toLowerCase()]).toBeUndefined();
    expect(seen[1]!.headers[DEMO_HEADERS.userId.toLowerCase()]).toBeUndefined();
  });
});

describe('response parsing', () => {
  it('parses JSON, returns null for an empty JSON body and the raw response otherwise', async () => {
    routes.set('GET /json', (_req, res) => json(res, 200, { a: 1 }));
    routes.set('GET /empty', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end();
    });
    routes.set('GET /text', (_req, res) => {
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
    routes.set('GET /api/items', (_req, res) => json(res, 200, [1, 2]));
    routes.set('GET /api/text', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('hello');
    });
    routes.set('GET /api/nothing', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end();
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: client().getQueryFn({ on401: 'throw' }) } } });
    expect(await queryClient.fetchQuery({ queryKey: ['/api/items'] })).toEqual([1, 2]);
    expect(await queryClient.fetchQuery({ queryKey: ['/api/text'] })).toBe('hello');
    expect(await queryClient.fetchQuery({ queryKey: ['/api/nothing'] })).toBeNull();
  });

  it('the default query fn returns null on 401 only when asked to', async () => {
    routes.set('GET /api/auth/current-user', (_req, res) => json(res, 401, { message: 'נדרשת התחברות', code: 'unauthorized' }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = client();
    expect(await queryClient.fetchQuery({ queryKey: ['/api/auth/current-user'], queryFn: api.getQueryFn({ on401: 'returnNull' }) })).toBeNull();
    queryClient.clear();
    const error = await failureOf(queryClient.fetchQuery({ queryKey: ['/api/auth/current-user'], queryFn: api.getQueryFn({ on401: 'throw' }) }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toBe('נדרשת התחברות');
  });
});
