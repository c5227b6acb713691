import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as VCardModule from '../../api/public-profiles/vcard';
import { buildCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser } from '../helpers/users';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../api/public-profiles/vcard', async (importOriginal) => {
  const original = await importOriginal<typeof VCardModule>();
  return {
    ...original,
    cardVCard: (...args: Parameters<typeof original.cardVCard>) => {
      built.count += 1;
      return original.cardVCard(...args);
    },
  };
});

const AVATAR_ID = 'crowdcrowdcrowdcrowdcrow';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a crowd opening a new card', () => {
  it('gets one vCard, built once, however many ask at the same moment', async () => {
    const owner = await buildUser(server.query, { username: 'crowd.owner' });
    const { slug } = await buildCard(server.query, owner.id, { avatar: `/uploads/${AVATAR_ID}.webp` });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
    await server.services.files.write(`${AVATAR_ID}-vcard.jpg`, jpeg);

    const responses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${server.url}/p/${slug}/vcard`)));
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
    expect((await responses[0]!.text()).startsWith('BEGIN:VCARD')).toBe(true);
    expect(built.count).toBe(1);
  });
});
