import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDemoContent } from '../../api/account/demo';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES } from '../../shared/contract/leads';
import { leadsRepo } from '../../api/leads/repo';
import { DEMO_LEADS } from '../../api/seed/leads';
import { seed } from '../../api/seed/seed';
import { createLogger } from '../../api/log';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const demoLeads = () =>
  server.db
    .prepare(`SELECT l.name, l.status, l.note FROM leads l JOIN profiles p ON p.id = l.profile_id WHERE p.slug = 'demo' ORDER BY l.created_at DESC`)
    .all();
const demoNotifications = () =>
  server.db.prepare("SELECT n.title, n.is_read AS isRead FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.is_demo = 1 ORDER BY n.created_at DESC").all();

const seeded = DEMO_LEADS.map(({ name, status, note }) => ({ name, status, note }));

describe('the demo card’s leads', () => {
  it('are seeded once with a notification each, the new one unread; seeding again changes nothing', async () => {
    expect(demoLeads()).toEqual(seeded);
    expect(demoNotifications()).toEqual(DEMO_LEADS.map((lead) => ({ title: `ליד חדש: ${lead.name}`, isRead: lead.status === 'new' ? 0 : 1 })));
    await seed(server.query, { adminEmail: server.config.adminEmail, adminPassword: 'admin-password-1', log: createLogger('silent'), files: server.services.files });
    expect(demoLeads()).toEqual(seeded);
    expect(demoNotifications()).toHaveLength(DEMO_LEADS.length);
  });

  it('take a visitor’s details on /p/demo like any card and keep them nowhere, so no demo login ever sees them', async () => {
    const response = await fetch(`${server.url}/api/public/profiles/demo/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ name: 'מבקר אמיתי', phone: '050-999-8877', consent: true, idempotencyKey: 'demo-visitor-1' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: LEAD_MESSAGES.sent });
    expect(demoLeads()).toEqual(seeded);
    expect(server.db.prepare("SELECT count(*) AS n FROM leads WHERE name = 'מבקר אמיתי'").get()).toEqual({ n: 0 });
    expect(demoNotifications()).toHaveLength(DEMO_LEADS.length);
  });

  it('are put back by the demo restore: leads and notifications added any other way go, seeded ones get their status, note and read flag back', async () => {
    const demoCard = server.db.prepare("SELECT id, user_id FROM profiles WHERE slug = 'demo'").get() as { id: number; user_id: number };
    await leadsRepo(server.query).insertOnce({ userId: demoCard.user_id, profileId: demoCard.id, cardName: 'דנה לוי', name: 'ליד ישן', phone: '050-999-8877', email: '', message: '', consentText: LEAD_CONSENT_TEXT.he, idempotencyKey: 'old-visitor-1', now: new Date().toISOString() });
    server.db.prepare("UPDATE leads SET status = 'closed', note = 'שונה' WHERE seed_key IS NOT NULL").run();
    server.db.prepare('UPDATE notifications SET is_read = 1').run();
    expect(demoLeads()).toHaveLength(DEMO_LEADS.length + 1);

    expect(await restoreDemoContent(server.query, server.services.files)).toBe(true);
    expect(demoLeads()).toEqual(seeded);
    expect(demoNotifications()).toEqual(DEMO_LEADS.map((lead) => ({ title: `ליד חדש: ${lead.name}`, isRead: lead.status === 'new' ? 0 : 1 })));
    expect(await restoreDemoContent(server.query, server.services.files)).toBe(false);
  });
});
