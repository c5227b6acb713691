import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/contract/auth';
import type { Notification } from '../../shared/contract/notifications';
import { SUPPORT_MESSAGES, type SupportMessage } from '../../shared/contract/support';
import { SUPPORT_RATE_LIMIT } from '../../api/support/routes';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, type TestUser } from '../helpers/users';
import { row, rows, sql } from '../helpers/sql';

let server: TestServer;
let admin: TestClient;
let adminUser: TestUser;

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A customer on a running trial, signed in. */
async function customer(overrides: Parameters<typeof buildUser>[1] = {}): Promise<{ user: TestUser; client: TestClient }> {
  const user = await buildUser(server.query, { trialEndsAt: inAWeek(), ...overrides });
  return { user, client: await signedIn(server.url, user) };
}

const conversationOf = async (client: TestClient, userId?: number) =>
  json<SupportMessage[]>(await client.fetch(`/api/support-messages${userId ? `?userId=${userId}` : ''}`), 200);
const unreadOf = async (client: TestClient) => (await json<{ user: User }>(await client.fetch('/api/auth/current-user'), 200)).user.unreadSupportMessages;
const inbox = async () => json<SupportMessage[]>(await admin.fetch('/api/open-support-messages'), 200);

beforeAll(async () => {
  server = await startTestServer();
  adminUser = await buildUser(server.query, { userRole: 'admin' });
  admin = await signedIn(server.url, adminUser);
});
afterAll(() => server.close());

describe('a conversation between a customer and support', () => {
  it('carries messages both ways, with unread counts, read marks and a notification for each reply', async () => {
    const { user, client } = await customer({ username: 'ronit' });
    expect(await conversationOf(client)).toEqual([]);

    const first = await json<SupportMessage>(await client.send('POST', '/api/messages', { content: 'שלום, איך מחברים כרטיס NFC?', type: 'support' }), 201);
    expect(first).toEqual({
      id: expect.any(Number),
      userId: user.id,
      senderId: user.id,
      username: 'ronit',
      sender: 'user',
      content: 'שלום, איך מחברים כרטיס NFC?',
      preview: 'שלום, איך מחברים כרטיס NFC?',
      isRead: false,
      isClosed: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Support sees the customer waiting, with the newest message of the conversation.
    expect(await unreadOf(admin)).toBe(1);
    expect((await inbox()).find((m) => m.userId === user.id)).toMatchObject({ id: first.id, username: 'ronit', sender: 'user', isRead: false, isClosed: false });
    expect(await conversationOf(admin, user.id)).toEqual([first]);
    expect(await json(await admin.send('PUT', '/api/messages/read-all', { userId: user.id }), 200)).toEqual({ updated: 1 });
    expect(await unreadOf(admin)).toBe(0);

    const reply = await json<SupportMessage>(
      await admin.send('POST', '/api/messages', { recipientId: user.id, content: 'היי רונית!\nבמסך <b>כרטיסים פיזיים</b>.', type: 'support' }),
      201,
    );
    expect(reply).toMatchObject({ userId: user.id, senderId: adminUser.id, sender: 'support', content: 'היי רונית!<br />במסך <b>כרטיסים פיזיים</b>.', preview: 'היי רונית! במסך כרטיסים פיזיים.' });

    expect(await unreadOf(client)).toBe(1);
    const notifications = await json<Notification[]>(await client.fetch('/api/notifications'), 200);
    expect(notifications[0]).toMatchObject({ title: SUPPORT_MESSAGES.replyNotificationTitle, isRead: false });
    expect((await conversationOf(client)).map((m) => [m.sender, m.isRead])).toEqual([
      ['user', true],
      ['support', false],
    ]);
    expect(await json(await client.send('PUT', '/api/support-messages/read-all'), 200)).toEqual({ updated: 1 });
    expect(await unreadOf(client)).toBe(0);
  });

  it('keeps a customer waiting for an answer in the inbox, however many conversations moved since', async () => {
    const { user, client } = await customer({ username: 'waiting.long' });
    const waiting = await json<SupportMessage>(await client.send('POST', '/api/messages', { content: 'עדיין מחכה לתשובה', type: 'support' }), 201);
    // Support answered fifty other customers since: their conversations are newer, and nobody waits in them.
    const now = new Date().toISOString();
    for (let i = 0; i < 50; i++) {
      const other = await buildUser(server.query, { trialEndsAt: inAWeek() });
      const { id: ticketId } = await server.query.insertInto('support_tickets').values({ user_id: other.id, subject: 'שאלה', opened_by: other.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await server.query
        .insertInto('support_messages')
        .values({ user_id: other.id, sender_id: adminUser.id, ticket_id: ticketId, content: 'בשמחה', html: 'בשמחה', created_at: now })
        .execute();
    }
    const listed = await inbox();
    expect(listed.find((m) => m.userId === user.id)).toMatchObject({ id: waiting.id, sender: 'user', isRead: false });
    // Newest first, as ever.
    expect(listed.map((m) => m.id)).toEqual(listed.map((m) => m.id).toSorted((a, b) => b - a));
  });

  it("keeps a customer's text as text and support's markup to a safe few tags", async () => {
    const { user, client } = await customer();
    const mine = await json<SupportMessage>(await client.send('POST', '/api/messages', { content: '<img src=x onerror=alert(1)> <b>בדיקה</b> & "מרכאות"' }), 201);
    expect(mine.content).toBe('&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;בדיקה&lt;/b&gt; &amp; &quot;מרכאות&quot;');
    expect(mine.preview).toBe('<img src=x onerror=alert(1)> <b>בדיקה</b> & "מרכאות"');

    const theirs = await json<SupportMessage>(
      await admin.send('POST', '/api/messages', {
        recipientId: user.id,
        content: '<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://kartis.app/help" onclick="x()">עזרה</a> &amp; <i>עוד</i>',
      }),
      201,
    );
    expect(theirs.content).toBe('<a rel="noopener noreferrer nofollow" target="_blank">x</a><a href="https://kartis.app/help" rel="noopener noreferrer nofollow" target="_blank">עזרה</a> &amp; <i>עוד</i>');
    expect(theirs.preview).toBe('xעזרה & עוד');
  });
});

describe('closing and reopening', () => {
  it('stops a customer writing to a closed conversation until they open a new request; support may write to reopen it', async () => {
    const { user, client } = await customer();
    const first = await json<SupportMessage>(await client.send('POST', '/api/messages', { content: 'שאלה על החשבונית' }), 201);

    expect(await json(await admin.send('PUT', `/api/admin/messages/${first.id}/close`), 200)).toEqual({ success: true });
    expect(await json(await admin.send('PUT', `/api/admin/messages/${first.id}/close`), 200)).toEqual({ success: true });
    expect((await conversationOf(client)).every((m) => m.isClosed)).toBe(true);
    expect(await json(await client.send('POST', '/api/messages', { content: 'עוד שאלה' }), 409)).toEqual({ message: 'השיחה סגורה', code: 'conversation_closed' });

    const ticket = await json<SupportMessage>(await client.send('POST', '/api/create-support-ticket', { subject: 'חשבונית', content: 'שוב שלום' }), 201);
    expect(ticket).toMatchObject({ sender: 'user', isClosed: false, content: 'שוב שלום' });
    expect((await json<SupportMessage>(await client.send('POST', '/api/messages', { content: 'ועוד משהו' }), 201)).isClosed).toBe(false);

    expect(await json(await admin.send('PUT', `/api/admin/messages/${ticket.id}/close`), 200)).toEqual({ success: true });
    const fromSupport = await json<SupportMessage>(await admin.send('POST', '/api/messages', { recipientId: user.id, content: 'פתחנו את הפנייה מחדש' }), 201);
    expect(fromSupport.isClosed).toBe(false);
    const tickets = await rows(server.query, sql`SELECT subject, opened_by, CASE WHEN closed_at IS NULL THEN 0 ELSE 1 END AS closed FROM support_tickets WHERE user_id = ${user.id} ORDER BY id`);
    expect(tickets).toEqual([
      { subject: 'שאלה על החשבונית', opened_by: user.id, closed: 1 },
      { subject: 'חשבונית', opened_by: user.id, closed: 1 },
      { subject: SUPPORT_MESSAGES.supportOpenedSubject, opened_by: adminUser.id, closed: 0 },
    ]);

    expect(await json(await admin.send('PUT', `/api/admin/messages/${fromSupport.id}/close`), 200)).toEqual({ success: true });
    expect(await json(await admin.send('PUT', `/api/admin/messages/${fromSupport.id}/reopen`), 200)).toEqual({ success: true });
    expect((await json<SupportMessage>(await client.send('POST', '/api/messages', { content: 'תודה!' }), 201)).isClosed).toBe(false);
  });

  it('answers 404 for a message that does not exist, and 403 when a customer tries', async () => {
    const { client } = await customer();
    const mine = await json<SupportMessage>(await client.send('POST', '/api/messages', { content: 'היי' }), 201);
    for (const id of ['999999', 'abc', '0', '1e3']) {
      expect((await admin.send('PUT', `/api/admin/messages/${id}/close`)).status).toBe(404);
    }
    expect((await client.send('PUT', `/api/admin/messages/${mine.id}/close`)).status).toBe(403);
    expect((await client.send('PUT', `/api/admin/messages/${mine.id}/reopen`)).status).toBe(403);
    expect((await client.fetch('/api/open-support-messages')).status).toBe(403);
  });
});

describe('who may write and read', () => {
  it('lets a customer without an active plan read but not write (402 with the Hebrew text)', async () => {
    const { client } = await customer({ trialEndsAt: new Date(Date.now() - 86_400_000).toISOString() });
    expect(await conversationOf(client)).toEqual([]);
    for (const [path, body] of [
      ['/api/messages', { content: 'שלום' }],
      ['/api/create-support-ticket', { subject: 'נושא', content: 'שלום' }],
    ] as const) {
      expect(await json(await client.send('POST', path, body), 402)).toEqual({ message: SUPPORT_MESSAGES.planRequired, code: 'payment_required' });
    }
    expect(await row(server.query, sql`SELECT count(*) AS n FROM support_messages m JOIN users u ON u.id = m.user_id WHERE u.trial_ends_at < ${new Date().toISOString()}`)).toEqual({ n: 0 });
  });

  it("keeps one customer out of another's conversation", async () => {
    const a = await customer();
    const b = await customer();
    await json(await a.client.send('POST', '/api/messages', { content: 'סודי' }), 201);
    expect(await json(await b.client.fetch(`/api/support-messages?userId=${a.user.id}`), 403)).toEqual({ message: SUPPORT_MESSAGES.otherConversation, code: 'forbidden' });
    expect((await b.client.send('PUT', '/api/messages/read-all', { userId: a.user.id })).status).toBe(403);
    // A customer's recipientId is ignored: their message always goes into their own conversation.
    const sent = await json<SupportMessage>(await b.client.send('POST', '/api/messages', { recipientId: a.user.id, content: 'שלום' }), 201);
    expect(sent.userId).toBe(b.user.id);
    expect((await conversationOf(a.client)).map((m) => m.content)).toEqual(['סודי']);
  });

  it('asks for sign-in and for the security token', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.fetch('/api/support-messages')).status).toBe(401);
    expect((await visitor.send('POST', '/api/messages', { content: 'שלום' })).status).toBe(401);
    const { client } = await customer();
    const withoutToken = await client.fetch('/api/messages', { method: 'POST', json: { content: 'שלום' } });
    expect(withoutToken.status).toBe(403);
  });
});

describe('bad input', () => {
  it('refuses empty, blank, too long and malformed messages with the Hebrew text, and unknown recipients with 404', async () => {
    const { client } = await customer();
    for (const content of ['', '   \n\t ', undefined, 42]) {
      const body = await json<{ message: string; code: string }>(await client.send('POST', '/api/messages', { content }), 400);
      expect(body.code).toBe('validation_failed');
      expect(JSON.stringify(body)).toContain(SUPPORT_MESSAGES.emptyMessage);
    }
    expect(JSON.stringify(await json(await client.send('POST', '/api/messages', { content: 'א'.repeat(2001) }), 400))).toContain(SUPPORT_MESSAGES.contentMax);
    expect(JSON.stringify(await json(await client.send('POST', '/api/messages', { content: 'שלום', type: 'sales' }), 400))).toContain('validation_failed');
    expect(JSON.stringify(await json(await client.send('POST', '/api/create-support-ticket', { subject: ' ', content: 'שלום' }), 400))).toContain(SUPPORT_MESSAGES.subjectRequired);
    expect(await json(await admin.send('POST', '/api/messages', { content: 'למי?' }), 400)).toEqual({ message: SUPPORT_MESSAGES.recipientRequired, code: 'bad_request' });
    expect(await json(await admin.send('POST', '/api/messages', { recipientId: 99_999_999, content: 'שלום' }), 404)).toEqual({ message: SUPPORT_MESSAGES.recipientMissing, code: 'not_found' });
    expect((await admin.fetch('/api/support-messages?userId=abc')).status).toBe(400);
    expect((await conversationOf(client))).toEqual([]);
  });

  it('limits how fast one account sends (429)', async () => {
    const { client } = await customer();
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i += 1) expect((await client.send('POST', '/api/messages', { content: `הודעה ${i}` })).status).toBe(201);
    expect((await client.send('POST', '/api/messages', { content: 'עוד אחת' })).status).toBe(429);
    expect((await client.fetch('/api/support-messages')).status).toBe(200);
  });
});
