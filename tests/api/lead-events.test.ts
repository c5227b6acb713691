import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, LEAD_WAITED_HEADER, type LeadList } from '../../shared/contract/leads';
import { LEAD_RATE_LIMITS } from '../../api/leads/routes';
import type { TestClient } from '../helpers/client';
import { json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { keysNamed } from '../helpers/visitors';
import { buildCard, ownerWithCard } from '../fixtures/cards';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newKey = keysNamed('event-key');

const lead = (body: Record<string, unknown> = {}) => ({ name: 'דנה לוי', phone: '050-111-2233', email: '', message: '', consent: true, idempotencyKey: newKey(), ...body });

/** A lead sent to a card's public form from `client` (a visitor's, or the owner's signed-in kiosk). */
function submit(client: TestClient, slug: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return client.fetch(`/api/public/profiles/${slug}/leads`, { method: 'POST', json: body, headers: { 'Sec-Fetch-Site': 'same-origin', ...headers } });
}

const leadsOf = async (client: TestClient, query = '') => json<LeadList>(await client.fetch(`/api/leads${query}`), 200);

describe('leads taken at an event', () => {
  it('keeps the event and company of a kiosk lead (its marketing box accepted), lists the events, and filters by one', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    expect((await submit(owner, card.slug, lead({ name: 'יעל', company: 'אופק', event: 'כנס השיווק 2026', marketingConsent: true }))).status).toBe(201);
    expect((await submit(owner, card.slug, lead({ name: 'רון', event: 'יריד הבנייה' }))).status).toBe(201);
    expect((await submit(owner, card.slug, lead({ name: 'מיכל' }))).status).toBe(201);

    const all = await leadsOf(owner);
    expect(all.items.map((item) => [item.name, item.event, item.company])).toEqual([
      ['מיכל', null, ''],
      ['רון', 'יריד הבנייה', ''],
      ['יעל', 'כנס השיווק 2026', 'אופק'],
    ]);
    expect(all.events).toEqual(['יריד הבנייה', 'כנס השיווק 2026']);

    const atFair = await leadsOf(owner, `?event=${encodeURIComponent('כנס השיווק 2026')}`);
    expect(atFair.items.map((item) => item.name)).toEqual(['יעל']);
    expect(atFair.total).toBe(1);
    expect(atFair.statusCounts).toEqual({ new: 1, contacted: 0, closed: 0 });

    const csv = await (await owner.fetch(`/api/leads/export.csv?event=${encodeURIComponent('יריד הבנייה')}`)).text();
    expect(csv).toContain('רון');
    expect(csv).not.toContain('יעל');
  });

  it('refuses an event name longer than 80 characters with its Hebrew message', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const response = await submit(owner, card.slug, lead({ event: 'א'.repeat(81) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: { path: string; message: string }[] }).details).toEqual([{ path: 'event', message: LEAD_MESSAGES.eventTooLong }]);
  });

  it("takes a stand's queue of visitors from the owner's signed-in kiosk past the per-address limit", async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const visitors = LEAD_RATE_LIMITS.perCard.max + 2;
    for (let i = 0; i < visitors; i++) expect((await submit(owner, card.slug, lead({ name: `מבקר ${i}`, event: 'תערוכה' }))).status).toBe(201);
    expect((await leadsOf(owner, '?event=%D7%AA%D7%A2%D7%A8%D7%95%D7%9B%D7%94')).total).toBe(visitors);
    // Without an event the same device is a visitor like any other, and the address's limit applies.
    let last = 0;
    for (let i = 0; i <= LEAD_RATE_LIMITS.perCard.max; i++) last = (await submit(owner, card.slug, lead({ name: `ללא אירוע ${i}` }))).status;
    expect(last).toBe(429);
  });

  it('gives a lead replayed from the outbox the time it was left, once however often it is replayed', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const body = lead({ name: 'חיכה במכשיר', event: 'כנס' });
    const waited = { [LEAD_WAITED_HEADER]: String(45 * 60_000) };
    expect((await submit(owner, card.slug, body, waited)).status).toBe(201);
    expect((await submit(owner, card.slug, body, waited)).status).toBe(200);
    const { items } = await leadsOf(owner);
    expect(items).toHaveLength(1);
    const minutesAgo = (Date.now() - Date.parse(items[0]!.createdAt)) / 60_000;
    expect(minutesAgo).toBeGreaterThan(44);
    expect(minutesAgo).toBeLessThan(47);
  });
});

describe('POST /api/leads (the owner’s own lead)', () => {
  it('stores a checked card for one of the owner’s cards, with the rest of the card in the message and the event', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const body = {
      profileId: card.id,
      name: 'Anna Smirnova',
      title: 'Sales Manager',
      company: 'Horizon Labs',
      phones: ['+972541234567', '+97231234567'],
      emails: ['anna@horizon.co.il'],
      websites: ['www.horizon.co.il'],
      address: '12 Herzl St, Tel Aviv',
      note: 'Met at the stand',
      event: 'כנס',
      idempotencyKey: newKey(),
    };
    const created = await owner.send('POST', '/api/leads', body);
    expect(created.status).toBe(201);
    expect((await owner.send('POST', '/api/leads', body)).status).toBe(200);
    const { items } = await leadsOf(owner);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      profileId: card.id,
      name: 'Anna Smirnova',
      company: 'Horizon Labs',
      phone: '+972541234567',
      email: 'anna@horizon.co.il',
      event: 'כנס',
      note: 'Met at the stand',
      message: 'תפקיד: Sales Manager\nטלפונים נוספים: +97231234567\nאתר: www.horizon.co.il\nכתובת: 12 Herzl St, Tel Aviv',
    });
  });

  it("answers 404 for another owner's card and 400 without a name", async () => {
    const { user } = await ownerWithCard(server.query);
    const other = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    expect((await owner.send('POST', '/api/leads', { profileId: other.card.id, name: 'x', idempotencyKey: newKey() })).status).toBe(404);
    const ownCard = await buildCard(server.query, user.id);
    const nameless = await owner.send('POST', '/api/leads', { profileId: ownCard.id, name: '', idempotencyKey: newKey() });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as { details: { path: string; message: string }[] }).details).toEqual([{ path: 'name', message: LEAD_MESSAGES.nameRequired }]);
  });
});
