import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { row, sql } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const report = { errorType: 'TypeError', errorMessage: 'x is undefined', errorDetails: 'at main.tsx:10', path: '/dashboard' };

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/errors/report`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.0.0.1', ...headers },
  });
}

describe('POST /api/errors/report', () => {
  it('stores a valid report without a CSRF token (no session to protect)', async () => {
    const response = await post(report, { 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(204);
    const stored = await row(server.query, sql`SELECT error_type, error_message, error_details, path FROM error_reports ORDER BY id DESC`);
    expect(stored).toEqual({ error_type: 'TypeError', error_message: 'x is undefined', error_details: 'at main.tsx:10', path: '/dashboard' });
  });

  it('refuses a missing message with 400 and field details', async () => {
    const response = await post({ errorType: 'TypeError' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: { path: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((d) => d.path)).toContain('errorMessage');
  });

  it('refuses oversized fields instead of storing them', async () => {
    const response = await post({ ...report, errorMessage: 'x'.repeat(5000) });
    expect(response.status).toBe(400);
  });

  it('refuses a cross-site post', async () => {
    const response = await post(report, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('rate-limits a flood with 429 and the Hebrew text', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 25; i += 1) last = await post(report);
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as { message: string }).message).toBe('יותר מדי בקשות, נסו שוב בעוד כמה דקות');
  });
});
