import { afterAll, beforeAll, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { cardInput } from '../fixtures/cards';
import { sqliteOnly, startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

/** A card big enough to need new database pages: sixty items with long labels. */
const bigCard = () =>
  cardInput({
    bio: 'א'.repeat(1000),
    items: Array.from({ length: 60 }, (_, i) => ({ kind: 'button' as const, label: `כפתור ${i} `.padEnd(60, 'ב'), url: `https://example.test/${i}/${'x'.repeat(400)}` })),
  });

// A full disk as SQLite's max_page_count makes one, checked with its integrity_check.
sqliteOnly('a full disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses writes with 503 and the Hebrew notice, keeps serving reads, and writes again once there is room', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const first = await client.send('POST', '/api/profiles', cardInput());
    expect(first.status).toBe(201);
    const { slug } = (await first.json()) as { slug: string };

    const pages = server.db.pragma('page_count', { simple: true }) as number;
    // SQLite's own limit on the file's size: past it, a write fails as it would on a full disk (SQLITE_FULL).
    server.db.pragma(`max_page_count = ${pages}`);
    try {
      const refused = await client.send('POST', '/api/profiles', bigCard());
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[503], code: 'storage_unavailable' });

      expect((await client.fetch('/api/profiles')).status).toBe(200);
      expect((await fetch(`${server.url}/p/${slug}`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      server.db.pragma('max_page_count = 4294967294');
    }
    expect((await client.send('POST', '/api/profiles', bigCard())).status).toBe(201);
    expect(server.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
