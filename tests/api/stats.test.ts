import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { he } from '../../shared/i18n/he';
import type { Profile } from '../../shared/contract/profiles';
import type { StatsReport } from '../../shared/contract/stats';
import { addDays, israelDay } from '../../api/events/day';
import type { NewEvent } from '../../api/events/service';
import { leadsRepo } from '../../api/leads/repo';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { buildCard } from '../fixtures/cards';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, inTwoWeeks, type TestUser } from '../helpers/users';

const DAY_MS = 86_400_000;
let server: TestServer;
let owner: TestUser;
let card: Profile;
let second: Profile;
let client: TestClient;

/** Records events as if they happened `daysAgo` days ago. */
async function recordDaysAgo(daysAgo: number, events: NewEvent[]) {
  await server.events.record(events, { now: new Date(Date.now() - daysAgo * DAY_MS) });
}

const views = (profileId: number, n: number, extra: Partial<NewEvent> = {}): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ profileId, kind: 'view', visitor: `v${i}`, ...extra }));

async function report(path: string): Promise<StatsReport> {
  return json<StatsReport>(await client.fetch(path), 200);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
  card = await buildCard(server.query, owner.id, { displayName: 'דנה, "הסטודיו" שלי' });
  second = await buildCard(server.query, owner.id, {
    displayName: 'כרטיס שני',
    items: [{ kind: 'button', label: 'הזמנה, "מהירה"\nעכשיו', url: 'https://example.test/book' }],
  });
  const [phone] = card.items;
  await recordDaysAgo(0, [...views(card.id, 3, { device: 'mobile', source: 'qr' }), { profileId: card.id, kind: 'click', itemId: phone!.id, visitor: 'v0' }]);
  await recordDaysAgo(0, views(card.id, 2, { device: 'desktop', source: 'link', referrerHost: 'facebook.com' }));
  await recordDaysAgo(3, [...views(card.id, 1, { source: 'nfc', device: 'mobile' }), { profileId: card.id, kind: 'vcard', visitor: 'v0' }]);
  // A lead left three days ago: the statistics count the leads themselves.
  await leadsRepo(server.query).insertOnce({
    userId: owner.id,
    profileId: card.id,
    cardName: card.displayName,
    name: 'דנה',
    phone: '050-111-2233',
    email: '',
    message: '',
    consentText: 'הסכמה',
    idempotencyKey: 'three-days-ago',
    now: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  });
  await recordDaysAgo(10, views(card.id, 4));
  await recordDaysAgo(40, views(card.id, 8));
  await recordDaysAgo(1, [...views(second.id, 2), { profileId: second.id, kind: 'click', itemId: second.items[0]!.id }]);
  client = await signedIn(server.url, owner);
});
afterAll(() => server.close());

describe('GET /api/profiles/{id}/stats', () => {
  it('sums the last 7 days against the 7 before, with every day of the chart', async () => {
    const body = await report(`/api/profiles/${card.id}/stats?days=7`);
    const today = israelDay(new Date());
    expect(body).toMatchObject({ days: 7, from: addDays(today, -6), to: today, card: { id: card.id, name: card.displayName, slug: card.slug } });
    // The contact save is a tap on the card as well: clicks count it beside the click on the phone. Two of the four
    // visits (a visitor's day on the card) had one: the click-through rate is 50 %.
    expect(body.totals).toEqual({ views: 6, uniques: 4, clicks: 2, engagedVisits: 2, clickThroughRate: 0.5, contactSaves: 1, shares: 0, leads: 1 });
    expect(body.previous).toMatchObject({ views: 4, uniques: 4, clicks: 0, engagedVisits: 0, clickThroughRate: 0 });
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1)).toEqual({ day: today, views: 5, uniques: 3, clicks: 1, contactSaves: 0, shares: 0, leads: 0 });
    expect(body.series[0]).toMatchObject({ day: addDays(today, -6), views: 0 });
  });

  it('counts a click-through once per visit, so the rate never passes 100 %: four taps in three views, a tap with no view that day', async () => {
    const busyOwner = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
    const busy = await buildCard(server.query, busyOwner.id, { displayName: 'כרטיס עמוס' });
    const tap = (visitor: string): NewEvent => ({ profileId: busy.id, kind: 'click', itemId: busy.items[0]!.id, visitor });
    await recordDaysAgo(0, [...views(busy.id, 1, { visitor: 'reader' }), tap('reader'), tap('reader')]);
    await recordDaysAgo(0, [...views(busy.id, 2, { visitor: 'reader' }), tap('reader'), { profileId: busy.id, kind: 'share', visitor: 'reader' }]);
    await recordDaysAgo(0, [tap('no-view-today')]);
    const body = await json<StatsReport>(await (await signedIn(server.url, busyOwner)).fetch(`/api/profiles/${busy.id}/stats?days=7`), 200);
    expect(body.totals).toMatchObject({ views: 3, uniques: 1, clicks: 5, engagedVisits: 1, clickThroughRate: 1 });
  });

  it('breaks views down by source, device and referrer, and clicks by item with its label', async () => {
    const body = await report(`/api/profiles/${card.id}/stats?days=7`);
    expect(body.sources).toEqual([
      { source: 'nfc', views: 1 },
      { source: 'qr', views: 3 },
      { source: 'link', views: 2 },
      { source: 'direct', views: 0 },
    ]);
    expect(body.devices).toEqual([
      { device: 'mobile', views: 4 },
      { device: 'tablet', views: 0 },
      { device: 'desktop', views: 2 },
      { device: 'other', views: 0 },
    ]);
    expect(body.referrers).toEqual([{ host: 'facebook.com', views: 2 }]);
    expect(body.items).toEqual([{ itemId: card.items[0]!.id, profileId: card.id, kind: 'phone', label: 'נייד', clicks: 1 }]);
    expect(body.cards).toEqual([]);
  });

  it('widens to 30 and 90 days, and defaults to 30', async () => {
    expect((await report(`/api/profiles/${card.id}/stats?days=30`)).totals.views).toBe(10);
    expect((await report(`/api/profiles/${card.id}/stats?days=30`)).previous.views).toBe(8);
    expect((await report(`/api/profiles/${card.id}/stats?days=90`)).totals.views).toBe(18);
    const fallback = await report(`/api/profiles/${card.id}/stats`);
    expect([fallback.days, fallback.series.length]).toEqual([30, 30]);
  });

  it('refuses a range the pages do not offer', async () => {
    const response = await client.fetch(`/api/profiles/${card.id}/stats?days=5`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it("answers 404 for another user's card, as for one that does not exist", async () => {
    const stranger = await signedIn(server.url, await buildUser(server.query, { trialEndsAt: inTwoWeeks() }));
    for (const path of [`/api/profiles/${card.id}/stats`, `/api/profiles/${card.id}/stats/export.csv`, '/api/profiles/999999/stats']) {
      const response = await stranger.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'הכרטיס לא נמצא', code: 'not_found' });
    }
  });
});

describe('GET /api/stats', () => {
  it('sums all of my cards, with each card’s figures', async () => {
    const body = await report('/api/stats?days=7');
    expect(body.card).toBeNull();
    expect(body.totals).toMatchObject({ views: 8, clicks: 3, leads: 1 });
    expect(body.cards).toEqual([
      { profileId: card.id, name: card.displayName, slug: card.slug, views: 6, uniques: 4, clicks: 2, leads: 1 },
      { profileId: second.id, name: 'כרטיס שני', slug: second.slug, views: 2, uniques: 2, clicks: 1, leads: 0 },
    ]);
    expect(body.items.map((i) => i.label)).toEqual(expect.arrayContaining(['נייד', 'הזמנה, "מהירה"\nעכשיו']));
  });

  it('is empty, not an error, for a user without cards', async () => {
    const fresh = await signedIn(server.url, await buildUser(server.query, { trialEndsAt: inTwoWeeks() }));
    const body = (await (await fresh.fetch('/api/stats?days=7')).json()) as StatsReport;
    expect(body.totals.views).toBe(0);
    expect(body.cards).toEqual([]);
    expect(body.series).toHaveLength(7);
  });
});

describe('plan gating', () => {
  it("answers 402 with its Hebrew text when neither a plan nor a trial is active", async () => {
    const lapsed = await buildUser(server.query, { trialEndsAt: new Date(Date.now() - DAY_MS).toISOString() });
    const lapsedCard = await buildCard(server.query, lapsed.id);
    const c = await signedIn(server.url, lapsed);
    for (const path of ['/api/stats', '/api/stats/export.csv', `/api/profiles/${lapsedCard.id}/stats`, `/api/profiles/${lapsedCard.id}/stats/export.csv`]) {
      const response = await c.fetch(path);
      expect(response.status).toBe(402);
      expect(await response.json()).toEqual({ message: STATUS_MESSAGES[402], code: 'payment_required' });
    }
  });

  it('lets the demo account, which has an active plan, see its statistics', async () => {
    const demo = await signedIn(server.url, DEMO_ACCOUNT);
    expect((await demo.fetch('/api/stats?days=90')).status).toBe(200);
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a BOM, in Hebrew, with commas, quotes and line breaks quoted', async () => {
    const response = await client.fetch('/api/stats/export.csv?days=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="kartis-stats-all-\d{4}-\d{2}-\d{2}-7d\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('כרטיס,צפיות,מבקרים ייחודיים,לחיצות,לידים');
    // Its columns are named as the statistics page names its figures.
    expect(lines[0]!.split(',').slice(1)).toEqual([he['stats.views'], he['stats.uniques'], he['stats.clicks'], he['stats.leads']]);
    expect(lines[1]).toBe('"דנה, ""הסטודיו"" שלי",6,4,2,1');
    // Over several cards, each item names the card it is on.
    expect(text).toContain('\r\nפריט,כרטיס,לחיצות\r\n');
    expect(text).toContain('\r\n"הזמנה, ""מהירה""\nעכשיו",כרטיס שני,1\r\n');
    expect(text).toContain(`\r\n${israelDay(new Date())},5,3,1,0,0,0\r\n`);
  });

  it('exports one card with its days, items and sources', async () => {
    const response = await client.fetch(`/api/profiles/${card.id}/stats/export.csv?days=30`);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('תאריך,צפיות,מבקרים ייחודיים,לחיצות,שמירות איש קשר,שיתופים,לידים');
    expect(lines).toHaveLength(1 + 30 + 1 + 2 + 1 + 7 + 1 + 5 + 1 + 5 + 1 + 2 + 1);
    expect(lines).toContain('שמירת איש קשר,1');
    expect(lines).toContain('נייד,1');
    expect(lines).toContain('QR,3');
    expect(lines).toContain('facebook.com,2');
  });

  it("speaks the account's language: an English account's export is in English, its quick actions as an English card names them", async () => {
    await client.send('PATCH', '/api/account', { locale: 'en' });
    try {
      const lines = (await (await client.fetch(`/api/profiles/${card.id}/stats/export.csv?days=30`)).text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Date,Views,Unique visitors,Clicks,Contact saves,Shares,Leads');
      expect(lines).toContain('Save contact,1');
      expect(lines).toContain('Mobile,4');
      // The owner's own words (the items' labels) stay as written; everything the export says itself is English.
      expect(lines).toEqual(expect.arrayContaining(['Item,Clicks', 'Quick action,Clicks', 'Source,Views', 'Device,Views', 'Referring site,Views', 'Direct,4']));
    } finally {
      await client.send('PATCH', '/api/account', { locale: 'he' });
    }
  });
});
