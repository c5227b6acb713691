import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDemoContent } from '../../api/account/demo';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES } from '../../shared/contract/leads';
import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import { leadsRepo } from '../../api/leads/repo';
import { DEMO_LEADS } from '../../api/seed/leads';
import { seed } from '../../api/seed/seed';
import { createLogger } from '../../api/log';
import { startTestServer, type TestServer } from '../helpers/server';
import { row, rows, run, sql } from '../helpers/sql';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const demoLeads = () =>
  rows(server.query, sql`SELECT l.name, l.status, l.note FROM leads l JOIN profiles p ON p.id = l.profile_id WHERE p.slug = 'demo' ORDER BY l.created_at DESC`);
const demoNotifications = () =>
  rows(server.query, sql`SELECT n.title, n.is_read AS "isRead" FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.is_demo = 1 ORDER BY n.created_at DESC`);

const seeded = DEMO_LEADS.map(({ name, status, note }) => ({ name, status, note }));

const sendToDemo = (idempotencyKey: string) =>
  fetch(`${server.url}/api/public/profiles/demo/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ name: 'מבקר אמיתי', phone: '050-999-8877', consent: true, idempotencyKey }),
  });

describe('the demo card’s leads', () => {
  it('are seeded once with a notification each, the new one unread; seeding again changes nothing', async () => {
    expect(await demoLeads()).toEqual(seeded);
    expect(await demoNotifications()).toEqual(DEMO_LEADS.map((lead) => ({ title: `ליד חדש: ${lead.name}`, isRead: lead.status === 'new' ? 0 : 1 })));
    await seed(server.query, { adminEmail: server.config.adminEmail, adminPassword: 'admin-password-1', log: createLogger('silent'), files: server.services.files });
    expect(await demoLeads()).toEqual(seeded);
    expect(await demoNotifications()).toHaveLength(DEMO_LEADS.length);
  });

  it('take a visitor’s details on /p/demo like any card and keep them nowhere, so no demo login ever sees them', async () => {
    const response = await sendToDemo('demo-visitor-1');
    expect(response.status).toBe(201);
    // Not «the details were sent»: the answer says what the page says, that nothing was kept.
    expect(await response.json()).toEqual({ message: 'תודה שניסיתם! זהו כרטיס הדגמה, ולכן הפרטים לא נשמרו ולא נשלחו לאף אחד.' });
    expect(await demoLeads()).toEqual(seeded);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM leads WHERE name = 'מבקר אמיתי'`)).toEqual({ n: 0 });
    expect(await demoNotifications()).toHaveLength(DEMO_LEADS.length);
  });

  it('are put back by the demo restore: leads and notifications added any other way go, seeded ones get their status, note and read flag back', async () => {
    const demoCard = await row(server.query, sql`SELECT id, user_id FROM profiles WHERE slug = 'demo'`) as { id: number; user_id: number };
    await leadsRepo(server.query).insertOnce({ userId: demoCard.user_id, profileId: demoCard.id, cardName: 'דנה לוי', name: 'ליד ישן', phone: '050-999-8877', email: '', message: '', consentText: LEAD_CONSENT_TEXT.he, idempotencyKey: 'old-visitor-1', now: new Date().toISOString() });
    await run(server.query, sql`UPDATE leads SET status = 'customer', note = 'שונה' WHERE seed_key IS NOT NULL`);
    await run(server.query, sql`UPDATE notifications SET is_read = 1`);
    expect(await demoLeads()).toHaveLength(DEMO_LEADS.length + 1);

    expect(await restoreDemoContent(server.query, server.services.files)).toBe(true);
    expect(await demoLeads()).toEqual(seeded);
    expect(await demoNotifications()).toEqual(DEMO_LEADS.map((lead) => ({ title: `ליד חדש: ${lead.name}`, isRead: lead.status === 'new' ? 0 : 1 })));
    expect(await restoreDemoContent(server.query, server.services.files)).toBe(false);
  });
});

const page = async (path: string) => (await fetch(server.url + path)).text();

describe('the demo card’s page', () => {
  it('tells a visitor, before the form and in its thanks, that details sent there are not kept, in the card’s language', async () => {
    const hebrew = await page('/p/demo');
    expect(hebrew).toContain('זהו כרטיס הדגמה: אפשר לנסות את הטופס, אבל פרטים שנשלחים כאן לא נשמרים ולא מגיעים לאף אחד.');
    expect(hebrew).toContain('תודה שניסיתם! זהו כרטיס הדגמה, ולכן הפרטים לא נשמרו ולא נשלחו לאף אחד.');
    expect(hebrew).not.toContain(LEAD_MESSAGES.sent);
    expect(hebrew).not.toContain(LEAD_FORM_TEXTS.he.sentWithCard);
    expect(hebrew).not.toContain('הפרטים נשמרים אצל <bdi>');

    await run(server.query, sql`UPDATE profiles SET language = 'en', version = version + 1 WHERE slug = 'demo'`);
    try {
      const english = await page('/p/demo');
      expect(english).toContain('This is a demo card: try the form freely, but details sent here are not kept and reach no one.');
      expect(english).toContain('Thanks for trying! This is a demo card, so your details were not kept or sent to anyone.');
      expect(english).not.toContain(LEAD_FORM_TEXTS.en.sent);
    } finally {
      await run(server.query, sql`UPDATE profiles SET language = 'he', version = version + 1 WHERE slug = 'demo'`);
    }
  });

  it('answers details sent from it with the thanks it shows, in the card’s language', async () => {
    try {
      for (const language of CARD_LANGUAGES) {
        await run(server.query, sql`UPDATE profiles SET language = ${language}, version = version + 1 WHERE slug = 'demo'`);
        const response = await sendToDemo(`demo-visitor-${language}`);
        const { message } = (await response.json()) as { message: string };
        expect(message).toBe(LEAD_FORM_TEXTS[language].demoSent);
        expect(await page('/p/demo')).toContain(message);
      }
    } finally {
      await run(server.query, sql`UPDATE profiles SET language = 'he', version = version + 1 WHERE slug = 'demo'`);
    }
    expect(await demoLeads()).toEqual(seeded);
  });

  it('leaves any other card’s form as it is', async () => {
    const other = await row<{ slug: string }>(server.query, sql`SELECT p.slug FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.is_demo = 0 AND p.is_published = 1 LIMIT 1`);
    const html = await page(`/p/${other!.slug}`);
    expect(html).toContain(LEAD_MESSAGES.sent);
    expect(html).not.toContain('כרטיס הדגמה');
  });
});
