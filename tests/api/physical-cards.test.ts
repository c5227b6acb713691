import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHYSICAL_CARD_MESSAGES, type PhysicalCard } from '../../shared/contract/physical-cards';
import { DEMO_READ_ONLY_MESSAGE } from '../../shared/contract/auth';
import { restoreDemoContent } from '../../api/account/demo';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { buildCard } from '../fixtures/cards';
import { buildPhysicalCard } from '../fixtures/physical-cards';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn, signedInClient } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { row, run, sql } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends a GET with the path exactly as written (fetch would normalise `..` and escapes away). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | undefined; cacheControl: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, cacheControl: res.headers['cache-control'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

const lastTapOf = async (id: number) =>
  (await row<{ last_tap_at: string | null }>(server.query, sql`SELECT last_tap_at FROM physical_cards WHERE id = ${id}`))!.last_tap_at;

describe('/c/{code}', () => {
  it('sends the seeded demo01 to the demo card with src=nfc and its code, and records the tap', async () => {
    const demo01 = await row(server.query, sql`SELECT id FROM physical_cards WHERE code = 'demo01'`) as { id: number };
    const before = new Date().toISOString();
    const response = await rawGet('/c/demo01');
    expect(response).toEqual({ status: 302, location: '/p/demo?src=nfc&tag=demo01', cacheControl: 'no-store' });
    expect((await lastTapOf(demo01.id))! >= before).toBe(true);
  });

  it('records no tap for a request made ahead of the visitor (the service worker keeping where the tag leads)', async () => {
    const user = await buildUser(server.query);
    const card = await buildCard(server.query, user.id);
    const { id, code } = await buildPhysicalCard(server.query, { userId: user.id, profileId: card.id });
    expect((await rawGet(`/c/${code}`, { Purpose: 'prefetch' })).location).toBe(`/p/${card.slug}?src=nfc&tag=${code}`);
    expect(await lastTapOf(id)).toBeNull();
  });

  it('reads codes without regard to case, and the card it opens is the one it is linked to now', async () => {
    const user = await buildUser(server.query);
    const first = await buildCard(server.query, user.id);
    const second = await buildCard(server.query, user.id);
    const { id, code } = await buildPhysicalCard(server.query, { userId: user.id, profileId: first.id });
    expect((await rawGet(`/c/${code.toUpperCase()}`)).location).toBe(`/p/${first.slug}?src=nfc&tag=${code}`);
    await run(server.query, sql`UPDATE physical_cards SET profile_id = ${second.id} WHERE id = ${id}`);
    expect((await rawGet(`/c/${code}`)).location).toBe(`/p/${second.slug}?src=nfc&tag=${code}`);
  });

  it('sends unknown, unclaimed, unlinked, deactivated and unpublished codes to the inactive-card page without recording a tap', async () => {
    const user = await buildUser(server.query);
    const card = await buildCard(server.query, user.id);
    const hidden = await buildCard(server.query, user.id, { published: false });
    const unclaimed = await buildPhysicalCard(server.query);
    const unlinked = await buildPhysicalCard(server.query, { userId: user.id });
    const deactivated = await buildPhysicalCard(server.query, { userId: user.id, profileId: card.id, isActive: false });
    const unpublished = await buildPhysicalCard(server.query, { userId: user.id, profileId: hidden.id });
    for (const { id, code } of [unclaimed, unlinked, deactivated, unpublished]) {
      expect(await rawGet(`/c/${code}`)).toEqual({ status: 302, location: `/inactive-card?code=${code}`, cacheControl: 'no-store' });
      expect(await lastTapOf(id)).toBeNull();
    }
    expect((await rawGet('/c/zzzzzz99')).location).toBe('/inactive-card?code=zzzzzz99');
  });

  it('answers malformed paths with the inactive-card page, never an error', async () => {
    const garbage = ['/c/%00', '/c/../../etc', '/c/..%2F..%2Fetc%2Fpasswd', '/c/%E0%A4%A', '/c/', '/c', '/c/abc', '/c/' + 'a'.repeat(5000),
      '/c/demo01%00', '/c/demo-01', '/c/%3Cscript%3E', '/c/demo01/extra', `/c/${encodeURIComponent('דמו123')}`];
    for (const path of garbage) {
      expect(await rawGet(path), path).toEqual({ status: 302, location: '/inactive-card', cacheControl: 'no-store' });
    }
  });
});

describe('my physical cards', () => {
  it('lists the demo card with its code, short URL, linked card and state', async () => {
    const { client } = await signIn(server.url, DEMO_ACCOUNT);
    const [card, ...rest] = await json<PhysicalCard[]>(await client.fetch('/api/physical-cards'), 200);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      code: 'demo01',
      shortUrl: `${server.url}/c/demo01`,
      profile: { slug: 'demo' },
      isActive: true,
      writtenAt: null,
      lockedAt: null,
    });
  });

  it('creates a card with a fresh code linked to one of my cards, and refuses someone else’s card', async () => {
    const { user, client } = await signedInClient(server);
    const other = await buildUser(server.query);
    const mine = await buildCard(server.query, user.id);
    const theirs = await buildCard(server.query, other.id);
    const created = await json<PhysicalCard>(await client.send('POST', '/api/physical-cards', { profileId: mine.id }), 201);
    expect(created.code).toMatch(/^[a-z2-9]{8}$/);
    expect(created).toMatchObject({ shortUrl: `${server.url}/c/${created.code}`, profile: { id: mine.id, slug: mine.slug }, isActive: true });
    expect(await json(await client.send('POST', '/api/physical-cards', { profileId: theirs.id }), 400)).toEqual({
      message: PHYSICAL_CARD_MESSAGES.profileNotFound,
      code: 'validation_failed',
      details: [{ path: 'profileId', message: PHYSICAL_CARD_MESSAGES.profileNotFound }],
    });
    expect((await json<PhysicalCard[]>(await client.fetch('/api/physical-cards'), 200)).map((c) => c.id)).toEqual([created.id]);
  });

  it('re-links to another of my cards without touching the code, and refuses a card of someone else', async () => {
    const { user, client } = await signedInClient(server);
    const other = await buildUser(server.query);
    const first = await buildCard(server.query, user.id);
    const second = await buildCard(server.query, user.id);
    const theirs = await buildCard(server.query, other.id);
    const { id, code } = await buildPhysicalCard(server.query, { userId: user.id, profileId: first.id });
    const relinked = await json<PhysicalCard>(await client.send('PUT', `/api/physical-cards/${id}/link`, { profileId: second.id }), 200);
    expect(relinked).toMatchObject({ id, code, profile: { id: second.id, slug: second.slug } });
    await json(await client.send('PUT', `/api/physical-cards/${id}/link`, { profileId: theirs.id }), 400);
    expect((await rawGet(`/c/${code}`)).location).toBe(`/p/${second.slug}?src=nfc&tag=${code}`);
  });

  it('deactivates and reactivates a card, which the short URL follows', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    const { id, code } = await buildPhysicalCard(server.query, { userId: user.id, profileId: card.id });
    expect(await json<PhysicalCard>(await client.send('PUT', `/api/physical-cards/${id}/active`, { active: false }), 200)).toMatchObject({ isActive: false });
    expect((await rawGet(`/c/${code}`)).location).toBe(`/inactive-card?code=${code}`);
    expect(await json<PhysicalCard>(await client.send('PUT', `/api/physical-cards/${id}/active`, { active: true }), 200)).toMatchObject({ isActive: true });
    expect((await rawGet(`/c/${code}`)).location).toBe(`/p/${card.slug}?src=nfc&tag=${code}`);
  });

  it('records written and then locked; a lock keeps the first time it was recorded', async () => {
    const { user, client } = await signedInClient(server);
    const { id } = await buildPhysicalCard(server.query, { userId: user.id });
    const written = await json<PhysicalCard>(await client.send('PUT', `/api/physical-cards/${id}/written`), 200);
    expect(written.writtenAt).not.toBeNull();
    expect(written.lockedAt).toBeNull();
    const locked = await json<PhysicalCard>(await client.send('PUT', `/api/physical-cards/${id}/locked`), 200);
    expect(locked).toMatchObject({ writtenAt: written.writtenAt, lockedAt: expect.any(String) });
    const again = await json<PhysicalCard>(await client.send('PUT', `/api/physical-cards/${id}/locked`), 200);
    expect(again.lockedAt).toBe(locked.lockedAt);
  });

  it('answers 404 for another user’s physical card on every owner route, and changes nothing', async () => {
    const owner = await buildUser(server.query);
    const card = await buildCard(server.query, owner.id);
    const { id, code } = await buildPhysicalCard(server.query, { userId: owner.id, profileId: card.id });
    const { user: intruder, client } = await signedInClient(server);
    const intruderCard = await buildCard(server.query, intruder.id);
    const notFound = { message: PHYSICAL_CARD_MESSAGES.notFound, code: 'not_found' };
    expect(await json(await client.send('PUT', `/api/physical-cards/${id}/link`, { profileId: intruderCard.id }), 404)).toEqual(notFound);
    expect(await json(await client.send('PUT', `/api/physical-cards/${id}/active`, { active: false }), 404)).toEqual(notFound);
    expect(await json(await client.send('PUT', `/api/physical-cards/${id}/written`), 404)).toEqual(notFound);
    expect(await json(await client.send('PUT', `/api/physical-cards/${id}/locked`), 404)).toEqual(notFound);
    expect(await json(await client.send('PUT', '/api/physical-cards/abc/active', { active: false }), 404)).toEqual(notFound);
    expect((await rawGet(`/c/${code}`)).location).toBe(`/p/${card.slug}?src=nfc&tag=${code}`);
  });
});

describe('claiming a code', () => {
  it('makes an unclaimed code mine, linked to my primary card by default, whatever its case', async () => {
    const { user, client } = await signedInClient(server);
    const primary = await buildCard(server.query, user.id);
    await buildCard(server.query, user.id);
    const { id, code } = await buildPhysicalCard(server.query);
    const claimed = await json<PhysicalCard>(await client.send('POST', '/api/physical-cards/claim', { code: ` ${code.toUpperCase()} ` }), 200);
    expect(claimed).toMatchObject({ id, code, profile: { id: primary.id }, isActive: true });
    expect((await rawGet(`/c/${code}`)).location).toBe(`/p/${primary.slug}?src=nfc&tag=${code}`);
  });

  it('links a claimed code to the card I choose', async () => {
    const { user, client } = await signedInClient(server);
    await buildCard(server.query, user.id);
    const chosen = await buildCard(server.query, user.id);
    const { code } = await buildPhysicalCard(server.query);
    expect(await json<PhysicalCard>(await client.send('POST', '/api/physical-cards/claim', { code, profileId: chosen.id }), 200)).toMatchObject({ profile: { id: chosen.id } });
  });

  it('re-activates and re-links my own deactivated code', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    const { id, code } = await buildPhysicalCard(server.query, { userId: user.id, isActive: false });
    expect(await json<PhysicalCard>(await client.send('POST', '/api/physical-cards/claim', { code, profileId: card.id }), 200)).toMatchObject({ id, isActive: true, profile: { id: card.id } });
  });

  it('treats a code of someone else like an unknown one, and leaves it with its owner', async () => {
    const owner = await buildUser(server.query);
    const ownerCard = await buildCard(server.query, owner.id);
    const { code } = await buildPhysicalCard(server.query, { userId: owner.id, profileId: ownerCard.id });
    const { user, client } = await signedInClient(server);
    await buildCard(server.query, user.id);
    const unavailable = { message: PHYSICAL_CARD_MESSAGES.codeUnavailable, code: 'not_found' };
    expect(await json(await client.send('POST', '/api/physical-cards/claim', { code }), 404)).toEqual(unavailable);
    expect(await json(await client.send('POST', '/api/physical-cards/claim', { code: 'nosuch99' }), 404)).toEqual(unavailable);
    expect((await rawGet(`/c/${code}`)).location).toBe(`/p/${ownerCard.slug}?src=nfc&tag=${code}`);
  });

  it('refuses a malformed code with the Hebrew format message, and linking to someone else’s card', async () => {
    const { client } = await signedInClient(server);
    const other = await buildUser(server.query);
    const theirs = await buildCard(server.query, other.id);
    for (const code of ['abc', 'a'.repeat(13), 'demo-01', '../../x']) {
      expect(await json(await client.send('POST', '/api/physical-cards/claim', { code }), 400)).toEqual({
        message: PHYSICAL_CARD_MESSAGES.codeFormat,
        code: 'validation_failed',
        details: [{ path: 'code', message: PHYSICAL_CARD_MESSAGES.codeFormat }],
      });
    }
    const { code } = await buildPhysicalCard(server.query);
    await json(await client.send('POST', '/api/physical-cards/claim', { code, profileId: theirs.id }), 400);
    expect((await rawGet(`/c/${code}`)).location).toBe(`/inactive-card?code=${code}`);
  });

  it('keeps the shared demo account from taking unclaimed codes', async () => {
    const { user, client } = await signedInClient(server, { isDemo: true });
    await buildCard(server.query, user.id);
    const { code } = await buildPhysicalCard(server.query);
    expect(await json(await client.send('POST', '/api/physical-cards/claim', { code }), 403)).toEqual({ message: DEMO_READ_ONLY_MESSAGE, code: 'demo_read_only' });
  });

  it('needs a signed-in account', async () => {
    const client = new TestClient(server.url);
    await json(await client.send('POST', '/api/physical-cards/claim', { code: 'abcdef12' }), 401);
  });
});

describe('demo restore', () => {
  it('puts demo01 back, linked and never written, and removes the demo account’s other physical cards', async () => {
    const demoId = (await row(server.query, sql`SELECT id FROM users WHERE is_demo = 1`) as { id: number }).id;
    await run(server.query, sql`UPDATE physical_cards SET is_active = 0, profile_id = NULL, written_at = 'x', locked_at = 'x' WHERE code = 'demo01'`);
    const extra = await buildPhysicalCard(server.query, { userId: demoId });
    expect(await restoreDemoContent(server.query, server.services.files)).toBe(true);
    expect((await rawGet('/c/demo01')).location).toBe('/p/demo?src=nfc&tag=demo01');
    expect((await rawGet(`/c/${extra.code}`)).location).toBe(`/inactive-card?code=${extra.code}`);
    expect(await row(server.query, sql`SELECT is_active, written_at, locked_at FROM physical_cards WHERE code = 'demo01'`)).toEqual({ is_active: 1, written_at: null, locked_at: null });
    expect(await restoreDemoContent(server.query, server.services.files)).toBe(false);
  });
});
