import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { addDays, israelDay } from '../../api/events/day';
import { BEACONS_PER_MINUTE } from '../../api/events/routes';
import { EVENT_FLUSH_MS } from '../../api/events/service';
import { buildCard } from '../fixtures/cards';
import { clearEvents, GOOGLEBOT_AGENT as GOOGLEBOT, PHONE_AGENT as PHONE, sendBeacon } from '../helpers/beacons';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser, type TestUser } from '../helpers/users';
import type { Profile } from '../../shared/contract/profiles';
import { signedIn } from '../helpers/sign-in';
import { row, rows, sql } from '../helpers/sql';

const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let owner: TestUser;
let card: Profile;
let otherCard: Profile;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server.query);
  card = await buildCard(server.query, owner.id);
  otherCard = await buildCard(server.query, owner.id);
});
afterAll(() => server.close());
beforeEach(() => clearEvents(server.query));

const beacon = (events: unknown[], options?: Parameters<typeof sendBeacon>[2]) => sendBeacon(server.url, events, options);

/** The database once the queued beacons are written (they are, within EVENT_FLUSH_MS). */
async function written() {
  await server.events.flush();
  return server.query;
}

async function daily(profileId: number) {
  return row(await written(), sql`SELECT views, uniques, clicks, vcards, shares, leads FROM profile_daily WHERE profile_id = ${profileId}`);
}

async function breakdown(profileId: number) {
  return rows(await written(), sql`SELECT dimension, key, count FROM profile_daily_breakdown WHERE profile_id = ${profileId} ORDER BY dimension, key`);
}

describe('POST /api/events', () => {
  it('records a batch of beacons sent as text/plain and rolls them up for the day', async () => {
    const phone = card.items[0]!;
    const response = await beacon([
      { kind: 'view', profileId: card.id, referrer: 'https://www.facebook.com/some/post' },
      { kind: 'click', profileId: card.id, itemId: phone.id },
      { kind: 'share', profileId: card.id },
    ]);
    expect(response.status).toBe(204);
    expect(await daily(card.id)).toEqual({ views: 1, uniques: 1, clicks: 1, vcards: 0, shares: 1, leads: 0 });
    expect(await breakdown(card.id)).toEqual([
      { dimension: 'device', key: 'mobile', count: 1 },
      { dimension: 'item', key: String(phone.id), count: 1 },
      { dimension: 'referrer', key: 'facebook.com', count: 1 },
      { dimension: 'source', key: 'link', count: 1 },
    ]);
  });

  it('records every one of many beacons arriving at once (written together in one transaction)', async () => {
    const agents = Array.from({ length: 30 }, (_, i) => `${PHONE} visitor-${i}`);
    const responses = await Promise.all(agents.map((userAgent) => beacon([{ kind: 'view', profileId: card.id }], { userAgent })));
    expect(responses.map((r) => r.status)).toEqual(agents.map(() => 204));
    expect(await daily(card.id)).toMatchObject({ views: 30, uniques: 30 });
  });

  it('keeps the source the page was opened with (?src=qr, ?src=nfc) and no raw address', async () => {
    await beacon([{ kind: 'view', profileId: card.id, source: 'qr' }]);
    await beacon([{ kind: 'view', profileId: card.id, source: 'nfc' }], { userAgent: LAPTOP });
    const stored = await rows(await written(), sql`SELECT * FROM profile_events WHERE profile_id = ${card.id} ORDER BY id`);
    expect(stored.map((r) => [r.source, r.device, r.day])).toEqual([
      ['qr', 'mobile', israelDay(new Date())],
      ['nfc', 'desktop', israelDay(new Date())],
    ]);
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  });

  it('counts a returning visitor once per day as a unique visitor, a second browser twice', async () => {
    await beacon([{ kind: 'view', profileId: card.id }]);
    await beacon([{ kind: 'view', profileId: card.id }]);
    expect(await daily(card.id)).toMatchObject({ views: 2, uniques: 1 });
    await beacon([{ kind: 'view', profileId: card.id }], { userAgent: LAPTOP });
    expect(await daily(card.id)).toMatchObject({ views: 3, uniques: 2 });
  });

  it('drops unknown cards, items of another card and malformed events silently, keeping the rest', async () => {
    const response = await beacon([
      { kind: 'view', profileId: 987654 },
      { kind: 'click', profileId: card.id, itemId: otherCard.items[0]!.id },
      { kind: 'click', profileId: card.id },
      { kind: 'teleport', profileId: card.id },
      'not an event',
      { kind: 'view', profileId: card.id },
    ]);
    expect(response.status).toBe(204);
    expect(await row(await written(), sql`SELECT count(*) AS n FROM profile_events`)).toEqual({ n: 1 });
    expect(await daily(card.id)).toMatchObject({ views: 1, clicks: 0 });
  });

  it('ignores robots by their user agent', async () => {
    expect((await beacon([{ kind: 'view', profileId: card.id }], { userAgent: GOOGLEBOT })).status).toBe(204);
    expect((await beacon([{ kind: 'view', profileId: card.id }], { userAgent: '' })).status).toBe(204);
    expect(await daily(card.id)).toBeUndefined();
  });

  it("does not count the signed-in owner's own visits, but counts another signed-in user's", async () => {
    const asOwner = await signedIn(server.url, owner);
    expect((await beacon([{ kind: 'view', profileId: card.id }], { client: asOwner })).status).toBe(204);
    expect(await daily(card.id)).toBeUndefined();

    const someone = await buildUser(server.query);
    const asSomeone = await signedIn(server.url, someone);
    await beacon([{ kind: 'view', profileId: card.id }], { client: asSomeone });
    expect(await daily(card.id)).toMatchObject({ views: 1 });
  });

  it('refuses beacons posted from another site', async () => {
    const response = await fetch(server.url + '/api/events', {
      method: 'POST',
      body: JSON.stringify({ events: [{ kind: 'view', profileId: card.id }] }),
      headers: { 'Content-Type': 'text/plain', 'User-Agent': PHONE, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await daily(card.id)).toBeUndefined();
  });

  it('records the no-script pixel as a view with the source of the page that loaded it', async () => {
    const response = await fetch(`${server.url}/api/events/pixel?p=${card.id}`, {
      headers: { 'User-Agent': PHONE, Referer: `${server.url}/p/${card.slug}?src=qr` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(await breakdown(card.id)).toContainEqual({ dimension: 'source', key: 'qr', count: 1 });
  });
});

describe('recording in batches', () => {
  it(`writes queued beacons by itself within ${EVENT_FLUSH_MS} ms, with no read asking for them`, async () => {
    expect((await beacon([{ kind: 'view', profileId: card.id }])).status).toBe(204);
    const stored = () => row(server.query, sql`SELECT views FROM profile_daily WHERE profile_id = ${card.id}`);
    await expect.poll(stored, { timeout: 20 * EVENT_FLUSH_MS, interval: EVENT_FLUSH_MS / 4 }).toEqual({ views: 1 });
  });

  it("shows a beacon in the owner's statistics the moment they ask for them", async () => {
    const someone = await buildUser(server.query, { trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const theirCard = await buildCard(server.query, someone.id);
    const asThem = await signedIn(server.url, someone);
    await beacon([{ kind: 'view', profileId: theirCard.id }, { kind: 'click', profileId: theirCard.id, itemId: theirCard.items[0]!.id }]);
    const response = await asThem.fetch(`/api/profiles/${theirCard.id}/stats?days=7`);
    expect(response.status).toBe(200);
    expect((await response.json()).totals).toMatchObject({ views: 1, uniques: 1, clicks: 1 });
  });
});

describe('rollups', () => {
  it('equal a direct count over the raw events', async () => {
    const agents = [PHONE, LAPTOP, 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'];
    const [phone, email] = card.items;
    for (let i = 0; i < 24; i += 1) {
      const events = [
        {
          kind: 'view',
          profileId: i % 3 === 0 ? otherCard.id : card.id,
          source: i % 4 === 0 ? 'qr' : undefined,
          referrer: i % 5 === 0 ? 'https://instagram.com/x' : undefined,
          language: i % 2 === 0 ? card.language : undefined,
        },
        ...(i % 2 === 0 ? [{ kind: 'click', profileId: card.id, itemId: (i % 4 === 0 ? phone : email)!.id }] : []),
        ...(i % 3 === 1 ? [{ kind: 'click', profileId: card.id, action: i % 2 === 0 ? 'call' : 'whatsapp' }] : []),
      ];
      await beacon(events, { userAgent: `${agents[i % agents.length]} v${i % 5}` });
    }
    await server.events.record([{ profileId: card.id, kind: 'lead' }, { profileId: card.id, kind: 'vcard' }]);

    const direct = await rows(await written(), sql`SELECT profile_id, day, sum(CASE WHEN kind = 'view' THEN 1 ELSE 0 END) AS views, count(DISTINCT CASE WHEN kind = 'view' THEN visitor END) AS uniques,
          sum(CASE WHEN kind = 'click' THEN 1 ELSE 0 END) AS clicks, sum(CASE WHEN kind = 'vcard' THEN 1 ELSE 0 END) AS vcards,
          sum(CASE WHEN kind = 'share' THEN 1 ELSE 0 END) AS shares, sum(CASE WHEN kind = 'lead' THEN 1 ELSE 0 END) AS leads
         FROM profile_events GROUP BY profile_id, day ORDER BY profile_id, day`);
    const rolled = await rows(await written(), sql`SELECT profile_id, day, views, uniques, clicks, vcards, shares, leads FROM profile_daily ORDER BY profile_id, day`);
    expect(rolled).toEqual(direct);

    const directBreakdown = await rows(server.query, sql`SELECT profile_id, dimension, key, count(*) AS count FROM (
           SELECT profile_id, 'item' AS dimension, CAST(item_id AS TEXT) AS key FROM profile_events WHERE kind = 'click' AND item_id IS NOT NULL
           UNION ALL SELECT profile_id, 'action', action FROM profile_events WHERE kind = 'click' AND action IS NOT NULL
           UNION ALL SELECT profile_id, 'source', source FROM profile_events WHERE kind = 'view'
           UNION ALL SELECT profile_id, 'device', device FROM profile_events WHERE kind = 'view'
           UNION ALL SELECT profile_id, 'referrer', referrer_host FROM profile_events WHERE kind = 'view' AND referrer_host IS NOT NULL
           UNION ALL SELECT profile_id, 'language', language FROM profile_events WHERE kind = 'view' AND language IS NOT NULL) AS e
         GROUP BY profile_id, dimension, key ORDER BY profile_id, dimension, key`);
    const rolledBreakdown = await rows(await written(), sql`SELECT profile_id, dimension, key, count FROM profile_daily_breakdown ORDER BY profile_id, dimension, key`);
    expect(rolledBreakdown).toEqual(directBreakdown);
  });

  it('outlive the raw events, which are purged after 90 days', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 95 * 86_400_000);
    await server.events.record([{ profileId: card.id, kind: 'view' }], { now: old });
    await server.events.record([{ profileId: card.id, kind: 'view' }], { now });
    expect(await server.events.purgeExpired(now)).toBe(1);
    expect(await rows(server.query, sql`SELECT day FROM profile_events`)).toEqual([{ day: israelDay(now) }]);
    expect(await rows(server.query, sql`SELECT day, views FROM profile_daily WHERE profile_id = ${card.id} ORDER BY day`)).toEqual([
      { day: israelDay(old), views: 1 },
      { day: israelDay(now), views: 1 },
    ]);
    expect(addDays(israelDay(now), -95) <= israelDay(old)).toBe(true);
  });
});

describe('vCard downloads', () => {
  it('count as contact saves', async () => {
    const response = await fetch(`${server.url}/p/${card.slug}/vcard`, { headers: { 'User-Agent': PHONE } });
    expect(response.status).toBe(200);
    expect(await daily(card.id)).toMatchObject({ vcards: 1 });
  });
});

describe('floods', () => {
  it(`answer 429 with its Hebrew text after ${BEACONS_PER_MINUTE} beacons a minute from one address`, async () => {
    // A server of its own, so that no earlier test's beacons count towards the limit.
    const fresh = await startTestServer();
    const flood = () =>
      fetch(fresh.url + '/api/events', {
        method: 'POST',
        body: JSON.stringify({ events: [{ kind: 'share', profileId: 1 }] }),
        headers: { 'Content-Type': 'text/plain', 'User-Agent': PHONE },
      });
    try {
      for (let i = 0; i < BEACONS_PER_MINUTE; i += 1) expect((await flood()).status).toBe(204);
      const response = await flood();
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    } finally {
      await fresh.close();
    }
  });
});
