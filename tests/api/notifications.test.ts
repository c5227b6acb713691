import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/contract/notifications';
import { MIGRATIONS_DIR, open } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { json, TestClient } from '../helpers/client';
import { tempDbPath } from '../helpers/db';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { buildCard } from '../fixtures/cards';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function notificationsOf(client: TestClient): Promise<Notification[]> {
  const response = await client.fetch('/api/notifications');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Notification[];
}

let sequence = 0;

function leaveLead(slug: string, name: string) {
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ name, phone: '050-123-4567', consent: true, idempotencyKey: `notify-${(sequence += 1)}-${Date.now()}` }),
  });
}

describe('notifications', () => {
  it('lists a new lead as an unread notification of the card owner only, newest first, with its id, title, content, read mark and date', async () => {
    const owner = await buildUser(server.query);
    const card = await buildCard(server.query, owner.id, { displayName: 'הקפה של רוני' });
    const bystander = await signedIn(server.url, await buildUser(server.query));
    const client = await signedIn(server.url, owner);
    expect(await notificationsOf(client)).toEqual([]);

    expect((await leaveLead(card.slug, 'אורי')).status).toBe(201);
    expect((await leaveLead(card.slug, 'נגה')).status).toBe(201);
    const list = await notificationsOf(client);
    expect(list.map((n) => n.title)).toEqual(['ליד חדש: נגה', 'ליד חדש: אורי']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: 'ליד חדש: נגה',
      content: 'התקבלה פנייה חדשה דרך הכרטיס "הקפה של רוני". הפרטים מחכים לך בעמוד הלידים.',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // What it tells of, so the app can say it in English too.
      kind: 'lead',
      params: { leadName: 'נגה', cardName: 'הקפה של רוני', leadId: expect.stringMatching(/^\d+$/) },
    });
    expect(await notificationsOf(bystander)).toEqual([]);
  });

  it('marks all of the user’s notifications read with PUT /api/notifications/read-all, and only theirs', async () => {
    const owner = await buildUser(server.query);
    const other = await buildUser(server.query);
    const card = await buildCard(server.query, owner.id);
    const otherCard = await buildCard(server.query, other.id);
    await leaveLead(card.slug, 'שי');
    await leaveLead(otherCard.slug, 'טל');
    const client = await signedIn(server.url, owner);

    const response = await client.send('PUT', '/api/notifications/read-all');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 1 });
    expect((await notificationsOf(client)).map((n) => n.isRead)).toEqual([true]);
    expect((await notificationsOf(await signedIn(server.url, other))).map((n) => n.isRead)).toEqual([false]);
    expect(await (await client.send('PUT', '/api/notifications/read-all')).json()).toEqual({ updated: 0 });
  });

  it('marks read only what the bell showed (up to its newest id): a notification that came while it was open stays unread', async () => {
    const owner = await buildUser(server.query);
    const card = await buildCard(server.query, owner.id);
    const client = await signedIn(server.url, owner);
    await leaveLead(card.slug, 'ראשונה');
    const shown = await notificationsOf(client);
    await leaveLead(card.slug, 'שנייה');
    expect(await json(await client.send('PUT', '/api/notifications/read-all', { upTo: shown[0]!.id }), 200)).toEqual({ updated: 1 });
    expect((await notificationsOf(client)).map((n) => [n.title, n.isRead])).toEqual([
      ['ליד חדש: שנייה', false],
      ['ליד חדש: ראשונה', true],
    ]);
    expect((await client.send('PUT', '/api/notifications/read-all', { upTo: 'all' })).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.fetch('/api/notifications')).status).toBe(401);
    expect((await anonymous.send('PUT', '/api/notifications/read-all')).status).toBe(401);
  });
});

describe('notifications stored before they had a kind', () => {
  it('get their kind and values from their Hebrew texts (migration 0013)', async () => {
    const db = open(tempDbPath());
    try {
      migrate(db, loadMigrations(MIGRATIONS_DIR).filter((migration) => migration.name < '0013'));
      const at = '2026-01-01T00:00:00.000Z';
      const userId = Number(db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('old', 'old@example.test', ?, ?)`).run(at, at).lastInsertRowid);
      db.prepare(`INSERT INTO products (name, name_en, description, monthly_price, yearly_price, features, package_type, created_at, updated_at)
        VALUES ('מקצועי', 'Pro', '', 4000, 30000, '[]', 'annual', ?, ?)`).run(at, at);
      const insert = db.prepare('INSERT INTO notifications (user_id, title, content, created_at) VALUES (?, ?, ?, ?)');
      insert.run(userId, 'ליד חדש: דנה', 'התקבלה פנייה חדשה דרך הכרטיס "סטודיו נועה". הפרטים מחכים לך בעמוד הלידים.', at);
      insert.run(userId, 'תשובה חדשה מצוות התמיכה', 'צוות התמיכה השיב לפנייה שלך. התשובה מחכה לך בצ׳אט התמיכה.', at);
      insert.run(userId, 'החבילה שלך עודכנה', 'המנוי שלך הועבר לחבילה "מקצועי". הפרטים מחכים לך בעמוד המנוי.', at);
      insert.run(userId, 'הודעה אחרת', 'טקסט', at);
      migrate(db, loadMigrations(MIGRATIONS_DIR));
      const rows = db.prepare('SELECT kind, params FROM notifications ORDER BY id').all() as { kind: string | null; params: string }[];
      expect(rows.map((row) => ({ kind: row.kind, params: JSON.parse(row.params) as unknown }))).toEqual([
        { kind: 'lead', params: { leadName: 'דנה', cardName: 'סטודיו נועה' } },
        { kind: 'support_reply', params: {} },
        { kind: 'plan_moved', params: { packageName: 'מקצועי', packageNameEn: 'Pro' } },
        { kind: null, params: {} },
      ]);
    } finally {
      db.close();
    }
  });
});
