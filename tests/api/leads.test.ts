import { LEAD_RATE_LIMITS } from '../../api/leads/routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { LEAD_MESSAGES, type Lead, type LeadList } from '../../shared/contract/leads';
import type { Notification } from '../../shared/contract/notifications';
import type { StatsReport } from '../../shared/contract/stats';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import VCard from 'vcf';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { buildUser, inTwoWeeks } from '../helpers/users';
import { buildCard, ownerWithCard } from '../fixtures/cards';
import { row, run, sql } from '../helpers/sql';

let server: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy each test's visitor can come from its own address, so the per-address limit stays out of the way.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const newKey = keysNamed('test-key');
const newAddress = addressesIn(1);

/** A visitor's JSON submission from the card page (same origin, no session, no CSRF token). */
function submit(slug: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress(), ...headers },
    body: JSON.stringify({ name: 'דנה לוי', phone: '050-111-2233', email: '', message: 'אשמח לשיחה', consent: true, idempotencyKey: newKey(), ...body }),
  });
}

/** A plain form post, as the page sends it with JavaScript off. */
function formPost(slug: string, fields: Record<string, string>) {
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
    body: new URLSearchParams(fields).toString(),
  });
}

async function leadsOf(client: TestClient, query = ''): Promise<LeadList> {
  const response = await client.fetch(`/api/leads${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LeadList;
}

describe('POST /api/public/profiles/{slug}/leads', () => {
  it('stores a lead for the card owner, who sees it in their list and gets a Hebrew notification naming the card and the lead', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const response = await submit(card.slug, { name: 'דנה לוי', email: 'dana@example.test', message: 'שלום, "מחיר", כמה?' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: LEAD_MESSAGES.sent });

    const owner = await signedIn(server.url, user);
    const list = await leadsOf(owner);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      profileId: card.id,
      cardName: 'סטודיו גל',
      name: 'דנה לוי',
      phone: '050-111-2233',
      email: 'dana@example.test',
      message: 'שלום, "מחיר", כמה?',
      status: 'new',
      note: '',
    });
    expect(list.statusCounts).toEqual({ new: 1, contacted: 0, meeting: 0, customer: 0, not_relevant: 0 });
    // The statistics count it as a lead of the card.
    expect((await json<StatsReport>(await owner.fetch(`/api/profiles/${card.id}/stats?days=7`), 200)).totals.leads).toBe(1);

    const notifications = (await (await owner.fetch('/api/notifications')).json()) as Notification[];
    expect(notifications).toEqual([
      {
        id: expect.any(Number),
        title: 'ליד חדש: דנה לוי',
        content: expect.stringContaining('"סטודיו גל"'),
        isRead: false,
        createdAt: expect.any(String),
        kind: 'lead',
        params: { leadName: 'דנה לוי', cardName: 'סטודיו גל', leadId: String(list.items[0]!.id) },
      },
    ]);
  });

  it('keeps a name and a message as they show: no control characters, and no bidi override that shows them in another order', async () => {
    const { user, card } = await ownerWithCard(server.query);
    // Shown with the override, the name reads "invoice-exe.png", a file the owner might trust.
    const response = await submit(card.slug, { name: 'invoice-\u202Egnp.exe\u0000', company: '\u2066Acme\u2069 בע"מ', message: 'שורה אחת\r\nשורה\tשנייה\u0007' });
    expect(response.status).toBe(201);
    const [lead] = (await leadsOf(await signedIn(server.url, user))).items;
    expect(lead).toMatchObject({ name: 'invoice-gnp.exe', company: 'Acme בע"מ', message: 'שורה אחת\nשורה\tשנייה' });
  });

  it('refuses a name made only of hidden characters, as an empty one', async () => {
    const { card } = await ownerWithCard(server.query);
    const response = await submit(card.slug, { name: '\u202E\u0000 ' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(LEAD_MESSAGES.nameRequired);
  });

  it('stores a retried submission (same idempotency key) once, answering the retry 200 with the same message', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const idempotencyKey = newKey();
    expect((await submit(card.slug, { idempotencyKey })).status).toBe(201);
    const retry = await submit(card.slug, { idempotencyKey });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ message: LEAD_MESSAGES.sent });
    const owner = await signedIn(server.url, user);
    expect((await leadsOf(owner)).total).toBe(1);
    expect(((await (await owner.fetch('/api/notifications')).json()) as Notification[]).length).toBe(1);
  });

  it('counts a lead in its card’s statistics together with the lead: a node that writes nothing after answering loses neither', async () => {
    const { user, card } = await ownerWithCard(server.query);
    // As when the node's machine dies right after the answer: nothing it would write later reaches the database.
    const later = vi.spyOn(server.events, 'record').mockReturnValue(new Promise<number>(() => undefined));
    try {
      expect((await submit(card.slug, { name: 'רון לפני', phone: '052-555-1001' })).status).toBe(201);
    } finally {
      later.mockRestore();
    }
    const owner = await signedIn(server.url, user);
    expect((await json<StatsReport>(await owner.fetch(`/api/profiles/${card.id}/stats?days=7`), 200)).totals.leads).toBe(1);
  });

  it('answers a filled honeypot like a success but stores nothing and notifies nobody', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const response = await submit(card.slug, { website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: LEAD_MESSAGES.sent });
    const owner = await signedIn(server.url, user);
    expect((await leadsOf(owner)).total).toBe(0);
    expect(await (await owner.fetch('/api/notifications')).json()).toEqual([]);
  });

  it('requires a phone or an email and the consent, with Hebrew messages per field', async () => {
    const { card } = await ownerWithCard(server.query);
    const noContact = await submit(card.slug, { phone: '', email: '' });
    expect(noContact.status).toBe(400);
    expect(((await noContact.json()) as { details: unknown[] }).details).toEqual([
      { path: 'phone', message: LEAD_MESSAGES.contactRequired },
      { path: 'email', message: LEAD_MESSAGES.contactRequired },
    ]);
    const noConsent = await submit(card.slug, { consent: false });
    expect(await noConsent.json()).toEqual({
      message: LEAD_MESSAGES.consentRequired,
      code: 'validation_failed',
      details: [{ path: 'consent', message: LEAD_MESSAGES.consentRequired }],
    });
    const bad = await submit(card.slug, { name: ' ', phone: 'abc', email: 'not-an-email' });
    expect(((await bad.json()) as { details: unknown[] }).details).toEqual([
      { path: 'name', message: LEAD_MESSAGES.nameRequired },
      { path: 'phone', message: LEAD_MESSAGES.phone },
      { path: 'email', message: LEAD_MESSAGES.email },
    ]);
  });

  it('refuses cross-site posts by Sec-Fetch-Site', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const response = await submit(card.slug, {}, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('cross_site_refused');
    expect((await leadsOf(await signedIn(server.url, user))).total).toBe(0);
  });

  it('refuses cross-site posts by Origin from browsers that send no Sec-Fetch-Site', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const byOrigin = await fetch(`${server.url}/api/public/profiles/${card.slug}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'x', phone: '050-111-2233', consent: true }),
    });
    expect(byOrigin.status).toBe(403);
    expect((await leadsOf(await signedIn(server.url, user))).total).toBe(0);
  });

  it('answers 404 for a card that does not exist or is not published', async () => {
    const { user } = await ownerWithCard(server.query);
    const hidden = await buildCard(server.query, user.id, { published: false });
    expect((await submit('no-such-card-here', {})).status).toBe(404);
    const response = await submit(hidden.slug, {});
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(PROFILE_MESSAGES.notFound);
  });

  it('takes a plain form post (JavaScript off): 303 back to the card with the thank-you, the same content stored once', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const fields = { name: 'רון', phone: '', email: 'ron@example.test', message: 'היי', consent: 'on', idempotencyKey: '', website: '' };
    const response = await formPost(card.slug, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/p/${card.slug}?lead=sent#lead-sent`);
    // The visitor presses back and sends the same details again (with different spacing and case).
    const again = await formPost(card.slug, { ...fields, name: ' רון ', email: 'RON@example.test' });
    expect(again.headers.get('location')).toBe(`/p/${card.slug}?lead=sent#lead-sent`);
    const list = await leadsOf(await signedIn(server.url, user));
    expect(list.items.map((lead) => lead.name)).toEqual(['רון']);

    const invalid = await formPost(card.slug, { ...fields, consent: '' });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe(`/p/${card.slug}?lead=invalid#lead-invalid`);
  });
});

describe('lead rate limit', () => {
  it("takes a stand's visitors behind one address (a venue's Wi-Fi), then answers 429 with its Hebrew text, and sends form posts back with the notice", async () => {
    const limited = await startTestServer();
    try {
      const user = await buildUser(limited.query);
      const card = await buildCard(limited.query, user.id);
      const post = (key: string) =>
        fetch(`${limited.url}/api/public/profiles/${card.slug}/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify({ name: 'בוט', phone: '050-111-2233', consent: true, idempotencyKey: key }),
        });
      const statuses: number[] = [];
      const { max } = LEAD_RATE_LIMITS.perCard;
      for (let i = 0; i <= max; i += 1) statuses.push((await post(`rate-key-${i}`)).status);
      // Twenty visitors of a stand within minutes, on the venue's one address, all get through.
      expect(max).toBeGreaterThanOrEqual(20);
      expect(statuses).toEqual([...Array<number>(max).fill(201), 429]);
      const refused = await post('rate-key-last');
      expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
      const form = await fetch(`${limited.url}/api/public/profiles/${card.slug}/leads`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: 'name=x&phone=0501112233&consent=on',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe(`/p/${card.slug}?lead=limited#lead-limited`);
      expect(await row(limited.query, sql`SELECT count(*) AS n FROM leads WHERE profile_id = ${card.id}`)).toEqual({ n: LEAD_RATE_LIMITS.perCard.max });
    } finally {
      await limited.close();
    }
  });
});

describe('the owner lead API', () => {
  it('finds a lead by its name in Russian or English whatever the case it is typed in, as the owner types it', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: 'Иван Петров', message: 'Ёлки к празднику' });
    await submit(card.slug, { name: 'Dana Levi', message: 'Kitchen' });
    await submit(card.slug, { name: 'יעל', message: 'מטבח' });
    const owner = await signedIn(server.url, user);
    const found = async (q: string) => (await leadsOf(owner, `?q=${encodeURIComponent(q)}`)).items.map((l) => l.name);
    for (const typed of ['иван', 'ПЕТРОВ', 'Иван', 'ёлки']) expect(await found(typed), typed).toEqual(['Иван Петров']);
    for (const typed of ['dana', 'LEVI']) expect(await found(typed), typed).toEqual(['Dana Levi']);
    expect(await found('יעל')).toEqual(['יעל']);
    expect(await found('%')).toEqual([]);
  });

  it('finds a lead by a tag, and never by the way the tags are kept: "[", a comma or a quote match no lead', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: 'עם תגיות' });
    await submit(card.slug, { name: 'בלי תגיות' });
    const owner = await signedIn(server.url, user);
    const tagged = (await leadsOf(owner, `?q=${encodeURIComponent('עם תגיות')}`)).items[0]!;
    expect((await owner.send('PUT', `/api/leads/${tagged.id}`, { tags: ['כנס', 'VIP'] })).status).toBe(200);
    const found = async (q: string) => (await leadsOf(owner, `?q=${encodeURIComponent(q)}`)).items.map((l) => l.name);
    expect(await found('כנס')).toEqual(['עם תגיות']);
    expect(await found('vip')).toEqual(['עם תגיות']);
    for (const typed of ['[', ']', ',', '"', '","', '[]']) expect(await found(typed), typed).toEqual([]);
  });

  it('finds a lead by its phone number typed in any of the ways Israelis write it', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: 'רונית', phone: '+972 52-123-4567' });
    await submit(card.slug, { name: 'שמעון', phone: '050-7654321' });
    await submit(card.slug, { name: 'Olga', phone: '+972521234599' });
    const owner = await signedIn(server.url, user);
    const found = async (q: string) => (await leadsOf(owner, `?q=${encodeURIComponent(q)}`)).items.map((l) => l.name).sort();

    for (const typed of ['0521234567', '052-123-4567', '+972521234567', '972 52 123 4567']) expect(await found(typed), typed).toEqual(['רונית']);
    for (const typed of ['0507654321', '+972 50 765 4321', '765-4321']) expect(await found(typed), typed).toEqual(['שמעון']);
    expect(await found('0521234599')).toEqual(['Olga']);
    expect(await found('1234')).toEqual(['Olga', 'רונית']);
  });

  it('filters by card, status and text, pages, and counts per status', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const second = await buildCard(server.query, user.id, { displayName: 'כרטיס שני' });
    await submit(card.slug, { name: 'אלון', message: 'מטבח חדש' });
    await submit(card.slug, { name: 'בתיה', message: 'שיפוץ אמבטיה' });
    await submit(second.slug, { name: 'גדי', message: 'מטבח קטן', phone: '', email: 'gadi@example.test' });
    const owner = await signedIn(server.url, user);

    expect((await leadsOf(owner, `?profileId=${second.id}`)).items.map((l) => l.name)).toEqual(['גדי']);
    expect((await leadsOf(owner, `?q=${encodeURIComponent('מטבח')}`)).items.map((l) => l.name)).toEqual(['גדי', 'אלון']);
    expect((await leadsOf(owner, '?q=gadi@')).items.map((l) => l.name)).toEqual(['גדי']);
    expect((await leadsOf(owner, '?q=%25')).total).toBe(0);
    const page2 = await leadsOf(owner, '?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((l) => l.name)).toEqual(['אלון']);
    // A page past the end (its last lead deleted, an old address) is the last page, not an empty list saying "no leads yet".
    expect(await leadsOf(owner, '?pageSize=2&page=3')).toMatchObject({ total: 3, page: 2, items: [{ name: 'אלון' }] });
    expect(await leadsOf(owner, '?pageSize=2&page=9007199254740991')).toMatchObject({ total: 3, page: 2, items: [{ name: 'אלון' }] });
    expect(await leadsOf(owner, `?q=${encodeURIComponent('אין כזה')}&page=4`)).toMatchObject({ total: 0, page: 1, items: [] });

    const first = (await leadsOf(owner, `?profileId=${card.id}`)).items[1]!;
    const patched = await owner.send('PATCH', `/api/leads/${first.id}`, { status: 'contacted', note: 'להתקשר שוב ביום א׳' });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: first.id, status: 'contacted', note: 'להתקשר שוב ביום א׳' });
    const contacted = await leadsOf(owner, '?status=contacted');
    expect(contacted.items.map((l) => l.name)).toEqual(['אלון']);
    expect(contacted.statusCounts).toEqual({ new: 2, contacted: 1, meeting: 0, customer: 0, not_relevant: 0 });

    const bad = await owner.send('PATCH', `/api/leads/${first.id}`, { status: 'won' });
    expect(bad.status).toBe(400);

    expect((await owner.send('DELETE', `/api/leads/${first.id}`)).status).toBe(204);
    expect((await owner.send('PATCH', `/api/leads/${first.id}`, { status: 'customer' })).status).toBe(404);
    expect((await leadsOf(owner)).total).toBe(2);
    // The bell no longer names the person whose lead was deleted, and no notice leads to a lead that is gone.
    const titles = ((await (await owner.fetch('/api/notifications')).json()) as Notification[]).map((notification) => notification.title);
    expect(titles.filter((title) => title.includes(first.name))).toEqual([]);
    expect(titles).toHaveLength(2);
  });

  it("answers 404 for another user's leads and cards, and never lists them", async () => {
    const { card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: 'סוד' });
    const stranger = await signedIn(server.url, (await ownerWithCard(server.query)).user);
    const leadId = (await row(server.query, sql`SELECT id FROM leads WHERE profile_id = ${card.id}`) as { id: number }).id;

    for (const [method, path] of [
      ['PATCH', `/api/leads/${leadId}`],
      ['DELETE', `/api/leads/${leadId}`],
      ['GET', `/api/leads/${leadId}/vcard`],
      ['GET', `/api/leads?profileId=${card.id}`],
      ['GET', `/api/leads/export.csv?profileId=${card.id}`],
    ] as const) {
      const response = method === 'GET' ? await stranger.fetch(path) : await stranger.send(method, path, { status: 'customer' });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await leadsOf(stranger)).total).toBe(0);
    expect(await row(server.query, sql`SELECT status FROM leads WHERE id = ${leadId}`)).toEqual({ status: 'new' });
  });

  it('answers 402 with its Hebrew text, the waiting count and the card name without a plan, while leads keep arriving', async () => {
    const { user, card } = await ownerWithCard(server.query, { trialEndsAt: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await submit(card.slug, { name: 'ממתין 1' })).status).toBe(201);
    expect((await submit(card.slug, { name: 'ממתין 2' })).status).toBe(201);
    const owner = await signedIn(server.url, user);
    const refused = await owner.fetch('/api/leads');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[402], code: 'payment_required', waitingLeads: 2, profileName: 'סטודיו גל' });
    expect((await owner.fetch('/api/leads/export.csv')).status).toBe(402);
    const leadId = (await row(server.query, sql`SELECT id FROM leads WHERE profile_id = ${card.id}`) as { id: number }).id;
    expect((await owner.send('PATCH', `/api/leads/${leadId}`, { status: 'customer' })).status).toBe(402);

    // The owner subscribes: nothing was lost.
    await run(server.query, sql`UPDATE users SET trial_ends_at = ${inTwoWeeks()} WHERE id = ${user.id}`);
    expect((await leadsOf(owner)).items.map((l) => l.name).sort()).toEqual(['ממתין 1', 'ממתין 2']);
  });

  it('exports CSV for Excel: BOM, Hebrew header, quoted commas, quotes and line breaks, formulas defused', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: '=שרה, "הגדולה"', message: 'שורה 1\nשורה 2', email: 'sara@example.test', phone: '+972 50-111-2233' });
    const owner = await signedIn(server.url, user);
    const response = await owner.fetch('/api/leads/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...rest] = text.slice(1).split('\r\n');
    expect(header).toBe('תאריך,כרטיס,שם,חברה,טלפון,מייל,הודעה,סטטוס,הערה,קובץ מצורף,מקור,אירוע,תגיות,תזכורת,הסכמה לדיוור,הסרה מדיוור');
    // One record (its quoted message keeps its line break), then the final CRLF.
    expect(rest).toHaveLength(2);
    expect(rest[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},סטודיו גל,"'=שרה, ""הגדולה""",,050-111-2233,sara@example\.test,"שורה 1\nשורה 2",חדש,,,טופס הכרטיס,,,,,$/);
    expect(rest[1]).toBe('');
  });

  it('exports every lead as one vCard file that a contacts app reads as one contact each, filtered like the list', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const second = await buildCard(server.query, user.id, { displayName: 'כרטיס שני' });
    await submit(card.slug, { name: 'תמר ישראלי', email: 'tamar@example.test', message: 'מה המחיר?' });
    await submit(card.slug, { name: 'Noa Cohen', phone: '052-555-1234' });
    await submit(second.slug, { name: 'אחר' });
    const owner = await signedIn(server.url, user);
    const response = await owner.fetch(`/api/leads/export.vcf?profileId=${card.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.vcf"$/);
    const contacts = VCard.parse(await response.text());
    expect(contacts.map((contact) => contact.get('fn').valueOf()).sort()).toEqual(['Noa Cohen', 'תמר ישראלי']);
    const noa = contacts.find((contact) => contact.get('fn').valueOf() === 'Noa Cohen')!;
    expect(noa.get('tel').valueOf()).toBe('+972525551234');
    expect(await (await owner.fetch('/api/leads/export.vcf?status=customer')).text()).toBe('');
  });

  it('exports the leads as a Google Contacts CSV: its columns, no BOM, one label, the enquiry as the note, phones in international form, formulas defused', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: 'תמר בת ישראל', email: 'tamar@example.test', phone: '050-111-2233', message: 'מה המחיר?' });
    await submit(card.slug, { name: '=HYPERLINK("x")', email: 'evil@example.test' });
    // As visitors type them: the contact keeps the number itself, never a spreadsheet's apostrophe before it.
    await submit(card.slug, { name: 'Anna Petrova', phone: '+7 916 123-45-67' });
    await submit(card.slug, { name: 'יוסי כהן', phone: '+972 52-123-4567' });
    const owner = await signedIn(server.url, user);
    const response = await owner.fetch('/api/leads/export-google.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes[0]).not.toBe(0xef);
    const [header, ...rows] = new TextDecoder().decode(bytes).split('\r\n');
    expect(header).toBe('First Name,Last Name,Organization Name,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value');
    const tamar = rows.find((row) => row.startsWith('תמר'))!;
    expect(tamar).toMatch(/^תמר,בת ישראל,,"פנייה דרך הכרטיס ""סטודיו גל"" \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\n\nסטטוס: חדש · מקור: טופס הכרטיס\n\nמה המחיר\?",\* myContacts ::: Kartis,\* Other,tamar@example\.test,Mobile,\+972501112233$/);
    expect(rows.find((row) => row.startsWith('Anna'))).toMatch(/,Mobile,\+79161234567$/);
    expect(rows.find((row) => row.startsWith('יוסי'))).toMatch(/,Mobile,\+972521234567$/);
    expect(rows.find((row) => row.includes('evil@'))).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect((await owner.fetch('/api/leads/export-google.csv?profileId=999999')).status).toBe(404);
  });

  it('gives a lead as a vCard with its name, phone, email and the enquiry as the note', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await submit(card.slug, { name: 'תמר ישראלי', email: 'tamar@example.test', message: 'מה המחיר?' });
    const owner = await signedIn(server.url, user);
    const [lead] = (await leadsOf(owner)).items as [Lead];
    const response = await owner.fetch(`/api/leads/${lead.id}/vcard`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('תמר ישראלי')}.vcf`);
    const text = await response.text();
    expect(text).toContain('FN:תמר ישראלי\r\n');
    expect(text).toContain('TEL;TYPE=CELL:+972501112233\r\n');
    expect(text).toContain('EMAIL;TYPE=INTERNET:tamar@example.test\r\n');
    expect(text).toContain('מה המחיר?');
    expect(text).not.toContain('URL;');
  });
});
