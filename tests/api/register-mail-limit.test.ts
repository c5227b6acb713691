import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  // Each request names its own client address: the limit per client meets none of these tests.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

let clientAddress = 0;
/** A sign-up from a client address of its own. */
async function register(email: string, username: string): Promise<Response> {
  const client = new TestClient(server.url);
  const headers = { 'csrf-token': await client.csrfToken(), 'X-Forwarded-For': `203.0.113.${++clientAddress % 250}` };
  return client.fetch('/api/auth/register', { method: 'POST', json: { username, email, password: 'tzimmes-17' }, headers });
}

describe('sign-up mails to one address', () => {
  it('are 3 an hour whoever asks, for an address with an account as for one without: then 429 and no mail', async () => {
    const owner = await buildUser(server.query);
    const stranger = 'nobody-yet@example.test';
    for (const email of [owner.email, stranger]) {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await register(email.toUpperCase(), `flood${clientAddress}`)).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      expect(await mailsTo(server.config.dataDir, email)).toHaveLength(3);
    }
    const refused = await register(stranger, 'oneMore');
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held back by them.
    expect((await register('someone-else@example.test', 'someoneElse')).status).toBe(202);
  });
});
