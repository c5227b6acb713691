import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { row, sql } from '../helpers/sql';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('error model for bad input', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await client.fetch('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: STATUS_MESSAGES[404], code: 'not_found' });
  });

  it('refuses a state-changing request without a CSRF token with 403', async () => {
    const response = await client.fetch('/api/no-such-thing', { method: 'POST', json: { a: 1 } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'csrf_invalid' });
  });

  it('refuses a wrong CSRF token and accepts the session token (then routes normally)', async () => {
    await client.csrfToken();
    const wrong = await client.fetch('/api/no-such-thing', { method: 'PUT', json: {}, headers: { 'x-csrf-token': 'nope' } });
    expect(wrong.status).toBe(403);
    const right = await client.send('PUT', '/api/no-such-thing', {});
    expect(right.status).toBe(404);
  });

  it('accepts the token as a _csrf body field', async () => {
    const token = await client.csrfToken();
    const response = await client.fetch('/api/no-such-thing', { method: 'POST', json: { _csrf: token } });
    expect(response.status).toBe(404);
  });

  it('binds the CSRF token to the session: another session cannot use it', async () => {
    const token = await client.csrfToken();
    const stranger = new TestClient(server.url);
    const response = await stranger.fetch('/api/no-such-thing', { method: 'POST', json: {}, headers: { 'csrf-token': token } });
    expect(response.status).toBe(403);
  });

  it('answers malformed JSON with 400', async () => {
    const token = await client.csrfToken();
    const response = await client.fetch('/api/no-such-thing', {
      method: 'POST',
      body: '{"broken": ',
      headers: { 'Content-Type': 'application/json', 'csrf-token': token },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'malformed_json' });
  });

  it('answers a JSON body over 1 MB with 413 and the Hebrew text', async () => {
    const token = await client.csrfToken();
    const response = await client.fetch('/api/no-such-thing', {
      method: 'POST',
      body: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'Content-Type': 'application/json', 'csrf-token': token },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: STATUS_MESSAGES[413], code: 'payload_too_large' });
  });

  it('answers an unsupported body content type with 415', async () => {
    const token = await client.csrfToken();
    const response = await client.fetch('/api/no-such-thing', {
      method: 'POST',
      body: '<xml/>',
      headers: { 'Content-Type': 'application/xml', 'csrf-token': token },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers a malformed percent-encoding with a 4xx, never a 500', async () => {
    const response = await fetch(`${server.url}/api/%E0%A4%A`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('keeps serving after all of the above', async () => {
    const response = await client.fetch('/api/home-products');
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it('gives pages a CSP without inline script, nosniff, a referrer policy, no framing and no powerful features', async () => {
    const response = await client.fetch('/help');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives API answers a policy under which nothing loads, runs or frames them, and nosniff', async () => {
    const response = await client.fetch('/api/home-products');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const sessionRows = async () => (await row<{ n: number }>(server.query, sql`SELECT COUNT(*) AS n FROM sessions`))!.n;

describe('GET /api/csrf-token', () => {
  it("returns a token kept in a signed, HttpOnly, SameSite=Lax cookie, and writes no session row for a visitor", async () => {
    const before = await sessionRows();
    const fresh = new TestClient(server.url);
    const responses = await Promise.all(Array.from({ length: 20 }, () => new TestClient(server.url).fetch('/api/csrf-token')));
    const response = await fresh.fetch('/api/csrf-token');
    expect(response.status).toBe(200);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const body = (await response.json()) as { csrfToken: string };
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookies = response.headers.getSetCookie();
    const cookie = cookies.find((c) => c.startsWith('kartis.csrf='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    expect(cookies.some((c) => c.startsWith('kartis.csrf.sig='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('kartis.sid='))).toBe(false);
    expect(await sessionRows()).toBe(before);
  });

  it('returns the same token for the same browser', async () => {
    const fresh = new TestClient(server.url);
    const first = await (await fresh.fetch('/api/csrf-token')).json();
    const second = await (await fresh.fetch('/api/csrf-token')).json();
    expect(second).toEqual(first);
  });

  it("refuses a visitor's token sent without its cookie, with another browser's cookie, or with a forged cookie", async () => {
    const owner = new TestClient(server.url);
    const token = await owner.csrfToken();
    const post = (cookie: string | undefined) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'csrf-token': token, ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-1' }),
      });
    const other = new TestClient(server.url);
    await other.csrfToken();
    const forged = `kartis.csrf=${token}; kartis.csrf.sig=${other.cookie('kartis.csrf.sig')}`;
    for (const cookie of [undefined, `kartis.csrf=${other.cookie('kartis.csrf')}; kartis.csrf.sig=${other.cookie('kartis.csrf.sig')}`, forged, `kartis.csrf=${token}`]) {
      const response = await post(cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'csrf_invalid' });
    }
    const own = await owner.send('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'whatever-1' });
    expect(own.status).toBe(401);
  });
});

describe('logs', () => {
  it('write structured lines without secrets', () => {
    const joined = server.logs.join('\n');
    expect(server.logs.some((line) => JSON.parse(line).msg === 'request')).toBe(true);
    expect(joined).not.toContain('test-secret-test-secret');
    expect(joined).not.toContain('admin-password-1');
  });
});
