import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_RATE_LIMITS } from '../../api/leads/routes';
import { TestClient } from '../helpers/client';
import { sqliteOnly, startSecondNode, startTestServer, type TestServer } from '../helpers/server';
import { signedInClient, tryLogin } from '../helpers/sign-in';
import { buildCard } from '../fixtures/cards';
import { buildUser } from '../helpers/users';

/** Two servers over one database, each with its own connection, as two nodes behind a balancer are. */
async function twoNodes(env: Record<string, string>): Promise<{ a: TestServer; bUrl: string; close: () => Promise<void> }> {
  const a = await startTestServer(env);
  const b = await startSecondNode(a);
  return {
    a,
    bUrl: b.url,
    async close() {
      await b.close();
      await a.close();
    },
  };
}

let nodes: Awaited<ReturnType<typeof twoNodes>> | undefined;
afterEach(async () => {
  await nodes?.close();
  nodes = undefined;
});

async function leadStatuses(urls: string[], slug: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${urls[i % urls.length]}/api/public/profiles/${slug}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ name: 'בוט', phone: '050-111-2233', consent: true, idempotencyKey: `rate-key-${i}` }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

// Two nodes, each with a SQLite connection of its own, on one file.
sqliteOnly('limits shared by several nodes over one database (SHARED_LIMITS=1)', () => {
  it('a sign-in lockout earned through one node holds on the other, the right password too', async () => {
    nodes = await twoNodes({ SHARED_LIMITS: '1' });
    const { a, bUrl } = nodes;
    const user = await buildUser(a.query);
    for (let i = 0; i < 5; i++) {
      const { status } = await tryLogin(new TestClient(i % 2 ? bUrl : a.url), user.email, `wrong-password-${i}`);
      expect(status).toBe(401);
    }
    for (const url of [a.url, bUrl]) {
      const locked = await tryLogin(new TestClient(url), user.email, user.password);
      expect(locked.status).toBe(429);
      expect(Number(locked.response.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    }
  });

  it('counts a visitor’s leads on every node against one limit', async () => {
    nodes = await twoNodes({ SHARED_LIMITS: '1' });
    const card = await buildCard(nodes.a.query, (await buildUser(nodes.a.query)).id);
    const { max } = LEAD_RATE_LIMITS.perCard;
    expect(await leadStatuses([nodes.a.url, nodes.bUrl], card.slug, max + 1)).toEqual([...Array<number>(max).fill(201), 429]);
  });

  it('counts an account’s password checks on every node against one limit, whichever form each node saw first', async () => {
    nodes = await twoNodes({ SHARED_LIMITS: '1' });
    const { a, bUrl } = nodes;
    const { client } = await signedInClient(a);
    const wrong = 'not-my-password-1';
    // Node a first checks a password changing it, node b deleting the account: a stolen session guesses through both.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      client.baseUrl = i % 2 ? bUrl : a.url;
      const response = i % 2 ? await client.send('DELETE', '/api/account', { password: wrong }) : await client.send('PUT', '/api/account/password', { currentPassword: wrong, newPassword: 'a-new-password-1' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array<number>(10).fill(400));
    for (const url of [a.url, bUrl]) {
      client.baseUrl = url;
      expect((await client.send('PUT', '/api/account/email', { email: 'someone-else@example.com', currentPassword: wrong })).status).toBe(429);
    }
  });

  it('without it, each node counts alone: the same leads spread over two nodes all pass', async () => {
    nodes = await twoNodes({});
    const card = await buildCard(nodes.a.query, (await buildUser(nodes.a.query)).id);
    const { max } = LEAD_RATE_LIMITS.perCard;
    expect(await leadStatuses([nodes.a.url, nodes.bUrl], card.slug, max + 1)).toEqual(Array<number>(max + 1).fill(201));
  });
});

describe('behind a balancer (TRUST_PROXY=1)', () => {
  it('keys a sign-in lockout on the address the balancer saw, not on an X-Forwarded-For the client wrote itself', async () => {
    const server = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const user = await buildUser(server.query);
      const attempt = async (password: string, i: number) => {
        const client = new TestClient(server.url);
        const { csrfToken } = (await (await client.fetch('/api/csrf-token')).json()) as { csrfToken: string };
        // What the balancer forwards: the client's own header first, then the address it connected from.
        const headers = { 'csrf-token': csrfToken, 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.7` };
        return (await client.fetch('/api/auth/login', { method: 'POST', json: { email: user.email, password }, headers })).status;
      };
      for (let i = 0; i < 5; i++) expect(await attempt('wrong-password', i)).toBe(401);
      expect(await attempt(user.password, 99)).toBe(429);
    } finally {
      await server.close();
    }
  });
});
