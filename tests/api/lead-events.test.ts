import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingBusiness, LEAD_CONSENT_TEXT, LEAD_MESSAGES, MARKETING_CONSENT_TEXT, type LeadDetail, type LeadList } from '../../shared/contract/leads';
import { LEAD_WAITED_HEADER } from '../../shared/sw-messages';
import { LEAD_RATE_LIMITS } from '../../api/leads/routes';
import type { TestClient } from '../helpers/client';
import { json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { keysNamed } from '../helpers/visitors';
import { unzip } from '../helpers/zip';
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

/** A card's follow-up, sent at once after each new lead. */
const FOLLOW_UP = { enabled: true, subject: 'תודה {name}', body: 'שלום {name}', when: 'now', marketing: false };

const leadsOf = async (client: TestClient, query = '') => json<LeadList>(await client.fetch(`/api/leads${query}`), 200);

describe('leads taken at an event', () => {
  it('keeps a kiosk lead as an event lead with its event, company and both consents as the card page stores them, lists the events, and filters by one', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const yael = lead({ name: 'יעל', email: 'yael@example.test', company: 'אופק', event: 'כנס השיווק 2026', marketingConsent: true });
    expect((await submit(owner, card.slug, yael)).status).toBe(201);
    expect((await submit(owner, card.slug, lead({ name: 'רון', event: 'יריד הבנייה', marketingConsent: true }))).status).toBe(201);
    expect((await submit(owner, card.slug, lead({ name: 'מיכל' }))).status).toBe(201);

    const all = await leadsOf(owner);
    expect(all.items.map((item) => [item.name, item.source, item.event, item.company])).toEqual([
      ['מיכל', 'card', null, ''],
      ['רון', 'event', 'יריד הבנייה', ''],
      ['יעל', 'event', 'כנס השיווק 2026', 'אופק'],
    ]);
    expect(all.events).toEqual(['יריד הבנייה', 'כנס השיווק 2026']);
    const [, ron, yaelLead] = all.items;
    expect(yaelLead).toMatchObject({
      consentText: LEAD_CONSENT_TEXT[card.language],
      consentLanguage: card.language,
      consentedAt: yaelLead!.createdAt,
      marketingConsent: { text: MARKETING_CONSENT_TEXT[card.language](collectingBusiness(card)), at: yaelLead!.createdAt },
    });
    // Marketing goes by mail only: a ticked box without an address is not kept as consent.
    expect(ron!.marketingConsent).toBeNull();

    const atFair = await leadsOf(owner, `?event=${encodeURIComponent('כנס השיווק 2026')}`);
    expect(atFair.items.map((item) => item.name)).toEqual(['יעל']);
    expect(atFair.total).toBe(1);
    expect(atFair.statusCounts).toEqual({ new: 1, contacted: 0, meeting: 0, customer: 0, not_relevant: 0 });
    expect((await leadsOf(owner, '?source=event')).items.map((item) => item.name)).toEqual(['רון', 'יעל']);
    expect((await leadsOf(owner, `?source=card&event=${encodeURIComponent('יריד הבנייה')}`)).total).toBe(0);

    const csv = await (await owner.fetch(`/api/leads/export.csv?event=${encodeURIComponent('כנס השיווק 2026')}`)).text();
    const [header, record] = csv.slice(1).split('\r\n');
    expect(header).toContain(',שם,חברה,');
    expect(header).toContain(',מקור,אירוע,');
    expect(record).toMatch(/,יעל,אופק,.*,אירוע,כנס השיווק 2026,/);
    expect(csv).not.toContain('רון');
  });

  it('sends a kiosk visitor the card’s follow-up as a card page’s visitor gets it', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    expect((await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, FOLLOW_UP)).status).toBe(200);
    expect((await submit(owner, card.slug, lead({ name: 'נגה', email: 'noga.kiosk@example.test', event: 'כנס' }))).status).toBe(201);
    const [noga] = (await leadsOf(owner)).items;
    const { timeline } = await json<LeadDetail>(await owner.fetch(`/api/leads/${noga!.id}`), 200);
    expect(timeline.map((entry) => (entry.type === 'mail' ? `${entry.mail.kind}:${entry.mail.subject}` : entry.type))).toEqual(['created', 'follow_up:תודה נגה']);
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
    expect(items[0]!.consentedAt).toBe(items[0]!.createdAt);
  });
});

describe('POST /api/leads (the owner’s own lead)', () => {
  it('stores a checked card for one of the owner’s cards as a scanned lead, with the rest of the card in the message and the event, and mails it nothing', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    expect((await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, FOLLOW_UP)).status).toBe(200);
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
      source: 'scan',
      note: 'Met at the stand',
      message: 'תפקיד: Sales Manager\nטלפונים נוספים: +97231234567\nאתר: www.horizon.co.il\nכתובת: 12 Herzl St, Tel Aviv',
      // The person handed over a card: no form, so no consent was shown (in no language, at no time), and no marketing consent either.
      consentText: '',
      consentLanguage: null,
      consentedAt: null,
      marketingConsent: null,
    });
    // The follow-up goes after leads a visitor left; the owner sends one to a scanned card by hand.
    const { timeline } = await json<LeadDetail>(await owner.fetch(`/api/leads/${items[0]!.id}`), 200);
    expect(timeline.map((entry) => entry.type)).toEqual(['created']);
    expect((await leadsOf(owner, '?source=scan')).total).toBe(1);
    // The contact exports keep the company and the event.
    const vcard = await (await owner.fetch('/api/leads/export.vcf?source=scan')).text();
    expect(vcard).toContain('ORG:Horizon Labs');
    expect(vcard).toContain('מקור: כרטיס סרוק · אירוע: כנס');
    expect(await (await owner.fetch('/api/leads/export-google.csv')).text()).toContain('Anna,Smirnova,Horizon Labs,');
    expect(await (await owner.fetch('/api/leads/export.csv')).text()).toContain('Anna Smirnova');
    const archive = unzip(Buffer.from(await (await owner.fetch('/api/account/export')).arrayBuffer()));
    expect(JSON.parse(archive.get('leads.json')!.toString('utf8'))).toMatchObject([{ name: 'Anna Smirnova', consentText: '', consentedAt: null }]);
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
