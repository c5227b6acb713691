import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORTS_PER_HOUR } from '../../api/account/routes';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/account/export', () => {
  it('builds an account’s ZIP export a few times an hour, then answers 429 to that account only', async () => {
    const { client } = await signedInClient(server);
    for (let i = 0; i < ACCOUNT_EXPORTS_PER_HOUR; i++) expect((await client.fetch('/api/account/export')).status).toBe(200);
    const refused = await client.fetch('/api/account/export');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    const other = await signedInClient(server);
    expect((await other.client.fetch('/api/account/export')).status).toBe(200);
  });
});
