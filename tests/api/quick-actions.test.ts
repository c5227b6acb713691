import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import type { Profile } from '../../shared/contract/profiles';
import type { StatsReport } from '../../shared/contract/stats';
import { BEACONS_PER_MINUTE } from '../../api/events/routes';
import { buildCard } from '../fixtures/cards';
import { clearEvents, GOOGLEBOT_AGENT as GOOGLEBOT, PHONE_AGENT as PHONE, sendBeacon } from '../helpers/beacons';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn } from '../helpers/sign-in';
import { buildUser, type TestUser } from '../helpers/users';
import { rows, run, sql } from '../helpers/sql';


let server: TestServer;
let owner: TestUser;
let ownerClient: TestClient;
/** A card with every quick action: a phone that calls and chats, an email and an address. */
let card: Profile;
/** A card whose only detail is a phone that neither calls nor chats: it shows no call, WhatsApp, email or navigate. */
let bare: Profile;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server.query, { trialEndsAt: new Date(Date.now() + 14 * 86_400_000).toISOString() });
  card = await buildCard(server.query, owner.id, {
    items: [
      { kind: 'phone', label: 'נייד', value: '050-123-4567', call: true, whatsapp: true, sms: false },
      { kind: 'email', label: '', value: 'noa@example.test' },
      { kind: 'address', label: '', value: 'רחוב הרצל 1, תל אביב' },
      { kind: 'website', label: '', url: 'https://www.noa-design.example.test/portfolio/2026?ref=card' },
      { kind: 'social', brand: 'instagram', label: '', url: '@noa.design' },
      { kind: 'social', brand: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/noa-israeli-1234/' },
      { kind: 'button', label: 'לקביעת פגישה', url: 'https://calendly.com/noa/first-meeting' },
    ],
  });
  bare = await buildCard(server.query, owner.id, { items: [{ kind: 'phone', label: '', value: '050-765-4321', call: false, whatsapp: false, sms: true }] });
  ({ client: ownerClient } = await signIn(server.url, owner));
});
afterAll(() => server.close());
beforeEach(() => clearEvents(server.query));

const beacon = (events: unknown[], options?: Parameters<typeof sendBeacon>[2]) => sendBeacon(server.url, events, options);

const tap = (action: string, profileId = card.id) => ({ kind: 'click', profileId, action });

async function report(profileId = card.id): Promise<StatsReport> {
  return json<StatsReport>(await ownerClient.fetch(`/api/profiles/${profileId}/stats?days=7`), 200);
}

/** Taps per quick action, as the report lists them. */
async function actionCounts(profileId = card.id): Promise<Record<string, number>> {
  return Object.fromEntries((await report(profileId)).actions.map((a) => [a.action, a.clicks]));
}

describe('quick actions on the card page', () => {
  it('carry the action they are, so the page can report a tap on each', async () => {
    const html = await (await fetch(`${server.url}/p/${card.slug}`, { headers: { 'User-Agent': PHONE } })).text();
    for (const action of ['call', 'whatsapp', 'email', 'navigate']) expect(html).toContain(`data-kc-click="${action}"`);
    expect(html).toContain('data-kc-action="share"');
  });
});

describe('a tap on a quick action', () => {
  it('is recorded as a click of its kind, once, and the stats list it by kind', async () => {
    for (const action of ['call', 'whatsapp', 'email', 'navigate']) expect((await beacon([tap(action)])).status).toBe(204);
    await beacon([tap('call')]);
    await beacon([{ kind: 'share', profileId: card.id }]);
    expect((await fetch(`${server.url}/p/${card.slug}/vcard`, { headers: { 'User-Agent': PHONE } })).status).toBe(200);

    const body = await report();
    expect(body.actions).toEqual([
      { action: 'call', clicks: 2 },
      { action: 'saveContact', clicks: 1 },
      { action: 'whatsapp', clicks: 1 },
      { action: 'email', clicks: 1 },
      { action: 'navigate', clicks: 1 },
      { action: 'share', clicks: 1 },
    ]);
    // Seven taps, each counted once: five action clicks, a share and a contact save; no item was clicked.
    expect(body.totals).toMatchObject({ clicks: 7, contactSaves: 1, shares: 1 });
    expect(body.items).toEqual([]);
    expect(body.series.at(-1)).toMatchObject({ clicks: 7, contactSaves: 1, shares: 1 });
    const clicks = await rows(server.query, sql`SELECT action, item_id FROM profile_events WHERE kind = 'click' ORDER BY id`);
    expect(clicks).toEqual(['call', 'whatsapp', 'email', 'navigate', 'call'].map((action) => ({ action, item_id: null })));
  });

  it('counts towards the all-cards report and each card’s clicks', async () => {
    await beacon([tap('whatsapp'), { kind: 'click', profileId: card.id, itemId: card.items[0]!.id }]);
    const response = await ownerClient.fetch('/api/stats?days=7');
    const body = (await response.json()) as StatsReport;
    expect(body.totals.clicks).toBe(2);
    expect(body.cards.find((c) => c.profileId === card.id)).toMatchObject({ clicks: 2 });
    expect(body.actions.find((a) => a.action === 'whatsapp')).toEqual({ action: 'whatsapp', clicks: 1 });
  });

  it('is dropped for an action the card does not show, an unknown action, or a click naming both an item and an action', async () => {
    const response = await beacon([
      tap('call', bare.id),
      tap('whatsapp', bare.id),
      tap('email', bare.id),
      tap('navigate', bare.id),
      tap('teleport'),
      { kind: 'click', profileId: card.id, itemId: card.items[0]!.id, action: 'call' },
      { kind: 'view', profileId: bare.id },
    ]);
    expect(response.status).toBe(204);
    expect(await actionCounts(bare.id)).toMatchObject({ call: 0, whatsapp: 0, email: 0, navigate: 0 });
    expect((await report(bare.id)).totals).toMatchObject({ views: 1, clicks: 0 });
    expect((await report()).totals.clicks).toBe(0);
  });

  it('is not counted from robots or from the owner’s own phone', async () => {
    await beacon([tap('call')], { userAgent: GOOGLEBOT });
    await beacon([tap('call')], { client: ownerClient });
    expect((await report()).totals.clicks).toBe(0);
  });

  it('is exported in the CSV with the names the card’s buttons have', async () => {
    await beacon([tap('navigate'), tap('navigate')]);
    const text = (await (await ownerClient.fetch(`/api/profiles/${card.id}/stats/export.csv?days=7`)).text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    const start = lines.indexOf('פעולה מהירה,לחיצות');
    expect(lines.slice(start + 1, start + 7)).toEqual(['ניווט,2', 'שמירת איש קשר,0', 'חיוג,0', 'וואטסאפ,0', 'מייל,0', 'שיתוף,0']);
  });

  it(`shares the beacon limit of ${BEACONS_PER_MINUTE} a minute from one address`, async () => {
    // A server of its own, so that no earlier test's beacons count towards the limit.
    const fresh = await startTestServer();
    const freshOwner = await buildUser(fresh.query, { trialEndsAt: new Date(Date.now() + 14 * 86_400_000).toISOString() });
    const freshCard = await buildCard(fresh.query, freshOwner.id);
    const send = () => sendBeacon(fresh.url, [tap('call', freshCard.id)]);
    try {
      for (let i = 0; i < BEACONS_PER_MINUTE; i += 1) expect((await send()).status).toBe(204);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
      const { client } = await signIn(fresh.url, freshOwner);
      const body = (await (await client.fetch(`/api/profiles/${freshCard.id}/stats?days=7`)).json()) as StatsReport;
      expect(body.actions.find((a) => a.action === 'call')).toEqual({ action: 'call', clicks: BEACONS_PER_MINUTE });
    } finally {
      await fresh.close();
    }
  });
});

describe('clicks per item', () => {
  it('name each item as the owner did, or by network and handle or site, never by its address', async () => {
    await beacon(card.items.map((item) => ({ kind: 'click', profileId: card.id, itemId: item.id })));
    const names = Object.fromEntries((await report()).items.map((item) => [item.itemId, item.label]));
    expect(card.items.map((item) => names[item.id])).toEqual([
      'נייד',
      'noa@example.test',
      'רחוב הרצל 1, תל אביב',
      'noa-design.example.test',
      'Instagram @noa.design',
      'LinkedIn @noa-israeli-1234',
      'לקביעת פגישה',
    ]);
    expect(JSON.stringify(names)).not.toMatch(/https?:|\/\//);
  });

  it('mark an item removed since by its missing kind', async () => {
    const holder = await buildCard(server.query, owner.id, { items: [{ kind: 'button', label: 'ייעלם', url: 'https://example.test/' }] });
    const { id } = holder.items[0]!;
    await beacon([{ kind: 'click', profileId: holder.id, itemId: id }]);
    await report(holder.id);
    await run(server.query, sql`DELETE FROM profile_items WHERE id = ${id}`);
    expect((await report(holder.id)).items).toEqual([{ itemId: id, profileId: holder.id, kind: null, label: null, clicks: 1 }]);
  });
});
