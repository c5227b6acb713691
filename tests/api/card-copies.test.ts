import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../shared/contract/profiles';
import { buildCard } from '../fixtures/cards';
import { json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a copy of a card', () => {
  it.each([
    ['he', 'נועה ישראלי', 'נועה ישראלי (עותק)'],
    ['en', 'Noa Israeli', 'Noa Israeli (copy)'],
    ['ar', 'سلمى حداد', 'سلمى حداد (نسخة)'],
    ['ru', 'Анна Коваль', 'Анна Коваль (копия)'],
  ] as const)('of a card in %s is named in that language', async (language, displayName, copyName) => {
    const { user, client } = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const card = await buildCard(server.query, user.id, { slug: `copied-card-${language}`, language, displayName });
    const copy = await json<Profile>(await client.send('POST', `/api/profiles/${card.id}/duplicate`), 201);
    expect(copy.displayName).toBe(copyName);
  });
});
