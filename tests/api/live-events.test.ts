import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { israelDay } from '../../api/israel-time';
import type { AcceptedInvitation, Organisation } from '../../shared/contract/organisations';
import type { WebhookCreated, WebhookList, WebhookSampleSent } from '../../shared/contract/webhooks';
import { LIVE_EVENT, LIVE_EVENTS_PATH, LIVE_STREAM_LIMITS, type LiveChange, type LiveEventName } from '../../shared/contract/live-events';
import { buildCard } from '../fixtures/cards';
import { json, TestClient } from '../helpers/client';
import { submitLead } from '../helpers/lead-form';
import { mailedToken } from '../helpers/mail';
import { startSecondNode, startTestServer, testEngine, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { rows, sql } from '../helpers/sql';
import { buildUser, inTwoWeeks, type TestUser } from '../helpers/users';
import { LOCAL_RECEIVER_ENV, startWebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let admin: TestClient;

/** One event of the stream: its name and whose change it tells of. */
interface LiveEvent extends LiveChange {
  event: LiveEventName;
}

/** An open live stream as a browser's EventSource reads it: its events, in order, and whether it ended. */
interface OpenStream {
  response: Response;
  /** The next event not yet taken, waiting up to `ms` for it (undefined if none came). */
  next(ms?: number): Promise<LiveEvent | undefined>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(client: TestClient): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await client.fetch(LIVE_EVENTS_PATH, { signal: abort.signal });
  const events: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let ended = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (name && data) events.push({ event: name as LiveEventName, ...(JSON.parse(data) as LiveChange) });
        }
        wake?.();
      }
    })();
  }
  return {
    response,
    async next(ms = 5_000) {
      const deadline = Date.now() + ms;
      while (events.length === 0 && Date.now() < deadline) {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), new Promise((resolve) => setTimeout(resolve, Math.min(100, deadline - Date.now())))]);
      }
      return events.shift();
    },
    ended,
    close: () => abort.abort(),
  };
}

/** A customer on a running trial, signed in. */
async function customer(on = server): Promise<{ user: TestUser; client: TestClient }> {
  const user = await buildUser(on.query, { trialEndsAt: inTwoWeeks() });
  return { user, client: await signedIn(on.url, user) };
}

const reply = (to: TestUser, from = admin) => from.send('POST', '/api/messages', { recipientId: to.id, content: 'שלום, בדקנו ונחזור אליך היום', type: 'support' });

/** A support change of customer `userId`'s conversation, as the stream tells it. */
const supportOf = (userId: number): LiveEvent => ({ event: LIVE_EVENT.support, userId });

/** A new notification of `userId`'s, as the stream tells it. */
const bellOf = (userId: number): LiveEvent => ({ event: LIVE_EVENT.notifications, userId });

/** A change in the log of `userId`'s webhooks, as the stream tells it. */
const webhookLogOf = (userId: number): LiveEvent => ({ event: LIVE_EVENT.webhooks, userId });

/** Support's reply: a change of the conversation and a new notification, told in either order. */
const replyOf = (userId: number) => expect.arrayContaining([supportOf(userId), bellOf(userId)]);

/** The stream's next two events. */
const nextTwo = async (stream: OpenStream) => [await stream.next(), await stream.next()];

let sequence = 0;
/** A card of the user's that visitors can leave their details on. */
const cardOf = async (user: TestUser, on = server) => buildCard(on.query, user.id, { slug: `live-${(sequence += 1)}` });

beforeAll(async () => {
  // Visitors' leads come each from an address of its own, behind the trusted proxy; webhooks reach a local receiver.
  server = await startTestServer({ TRUST_PROXY: '1', ...LOCAL_RECEIVER_ENV }, { webhookDeliveries: true });
  admin = await signedIn(server.url, await buildUser(server.query, { userRole: 'admin' }));
});
afterAll(() => server.close());

describe('the live stream', () => {
  it('tells an owner of support’s reply in their conversation, and an admin of every conversation; another owner hears nothing of it', async () => {
    const owner = await customer();
    const other = await customer();
    const ownerStream = await openStream(owner.client);
    const otherStream = await openStream(other.client);
    const adminStream = await openStream(admin);
    expect(ownerStream.response.status).toBe(200);
    expect(ownerStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(ownerStream.response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(ownerStream.response.headers.get('content-encoding')).toBeNull();
    // The same chain as every request: its id, logged, and the security headers.
    expect(ownerStream.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(ownerStream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(server.logs.some((line) => line.includes(LIVE_EVENTS_PATH) && line.includes(`"userId":${owner.user.id}`))).toBe(true);

    // Support's reply is a change of the conversation, and a new notification in the owner's bell (only the owner's).
    await json(await reply(owner.user), 201);
    expect(await nextTwo(ownerStream)).toEqual(replyOf(owner.user.id));
    expect(await adminStream.next()).toEqual(supportOf(owner.user.id));

    // The other owner's stream: its first event is about its own conversation, nothing came before it.
    await json(await other.client.send('POST', '/api/messages', { content: 'יש לי שאלה על החשבונית', type: 'support' }), 201);
    expect(await otherStream.next()).toEqual(supportOf(other.user.id));
    expect(await adminStream.next()).toEqual(supportOf(other.user.id));
    expect(await ownerStream.next(300)).toBeUndefined();

    // Reading the reply is a change support hears of (the inbox's "new" badge); reading nothing new is not.
    await json(await owner.client.send('PUT', '/api/support-messages/read-all'), 200);
    expect(await adminStream.next()).toEqual(supportOf(owner.user.id));
    expect(await ownerStream.next()).toEqual(supportOf(owner.user.id));
    await json(await owner.client.send('PUT', '/api/support-messages/read-all'), 200);
    expect(await ownerStream.next(300)).toBeUndefined();

    for (const stream of [ownerStream, otherStream, adminStream]) stream.close();
  });

  it('tells an owner of a lead a visitor left on their card, and no one else; a lead sent again under its key tells nothing', async () => {
    const owner = await customer();
    const other = await customer();
    const card = await cardOf(owner.user);
    const ownerStream = await openStream(owner.client);
    const otherStream = await openStream(other.client);
    const adminStream = await openStream(admin);

    await json(await submitLead(server, card.slug, { name: 'נועה כהן', phone: '050-555-0101', idempotencyKey: 'live-lead-1' }), 201);
    expect(await ownerStream.next()).toEqual(bellOf(owner.user.id));
    expect(await otherStream.next(300)).toBeUndefined();
    expect(await adminStream.next(300)).toBeUndefined();

    await submitLead(server, card.slug, { name: 'נועה כהן', phone: '050-555-0101', idempotencyKey: 'live-lead-1' });
    expect(await ownerStream.next(300)).toBeUndefined();
    for (const stream of [ownerStream, otherStream, adminStream]) stream.close();
  });

  it('tells an owner of a reminder set for today, which rings at once', async () => {
    const owner = await customer();
    const card = await cardOf(owner.user);
    await json(await submitLead(server, card.slug, { name: 'אורי', phone: '050-555-0102' }), 201);
    const stream = await openStream(owner.client);
    const { items } = await json<{ items: { id: number }[] }>(await owner.client.fetch('/api/leads'), 200);
    await json(await owner.client.send('PUT', `/api/leads/${items[0]!.id}`, { remindAt: israelDay(new Date()) }), 200);
    expect(await stream.next()).toEqual(bellOf(owner.user.id));
    stream.close();
  });

  it('tells a webhook’s owner of each attempt of its deliveries once it is written, a sample’s too, and no one else', async () => {
    const owner = await customer();
    const other = await customer();
    const card = await cardOf(owner.user);
    const receiver = await startWebhookReceiver();
    try {
      const webhook = await json<WebhookCreated>(await owner.client.send('POST', '/api/webhooks', { url: `${receiver.url}/kartis` }), 201);
      receiver.useSecret(webhook.secret);
      const newestDelivery = async () => (await json<WebhookList>(await owner.client.fetch('/api/webhooks'), 200)).items[0]!.deliveries[0];
      const ownerStream = await openStream(owner.client);
      const otherStream = await openStream(other.client);
      const adminStream = await openStream(admin);

      // The lead rings the bell; its delivery is refused once (retried a second later), then delivered.
      receiver.answerNext(500);
      await json(await submitLead(server, card.slug, { name: 'רוני', phone: '050-555-0104' }), 201);
      expect(await nextTwo(ownerStream)).toEqual(expect.arrayContaining([bellOf(owner.user.id), webhookLogOf(owner.user.id)]));
      expect(await newestDelivery()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
      expect(await ownerStream.next()).toEqual(webhookLogOf(owner.user.id));
      expect(await newestDelivery()).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
      expect(await ownerStream.next(300)).toBeUndefined();

      // A sample, given up after its one try.
      receiver.answerNext(500);
      const sample = await json<WebhookSampleSent>(await owner.client.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
      expect(sample.delivery).toMatchObject({ event: 'test', status: 'failed', attempts: 1 });
      expect(await ownerStream.next()).toEqual(webhookLogOf(owner.user.id));
      expect(await ownerStream.next(300)).toBeUndefined();

      expect(await otherStream.next(300)).toBeUndefined();
      expect(await adminStream.next(300)).toBeUndefined();
      for (const stream of [ownerStream, otherStream, adminStream]) stream.close();
    } finally {
      await receiver.close();
    }
  });

  it('tells a member taken out of a team, and the team’s owner of a member who left', async () => {
    const owner = await customer();
    const organisation = await json<Organisation>(await owner.client.send('POST', '/api/organisations', { name: `צוות חי ${(sequence += 1)}` }), 201);
    const join = async () => {
      const email = `live-member-${(sequence += 1)}@example.test`;
      await json(await owner.client.send('POST', `/api/organisations/${organisation.id}/invitations`, { email, role: 'member' }), 201);
      const client = new TestClient(server.url);
      const token = await mailedToken(server.config.dataDir, email, '/join');
      const { user } = await json<AcceptedInvitation>(await client.send('POST', '/api/invitations/accept', { token, username: `livemember${sequence}`, password: 'team-secret-8' }), 201);
      client.resetCsrf();
      return { client, userId: user!.id };
    };
    const removed = await join();
    const leaving = await join();
    const removedStream = await openStream(removed.client);
    const ownerStream = await openStream(owner.client);

    expect((await owner.client.send('DELETE', `/api/organisations/${organisation.id}/members/${removed.userId}`)).status).toBe(204);
    expect(await removedStream.next()).toEqual(bellOf(removed.userId));
    expect((await leaving.client.send('DELETE', `/api/organisations/${organisation.id}/members/${leaving.userId}`)).status).toBe(204);
    expect(await ownerStream.next()).toEqual(bellOf(owner.user.id));
    expect(await removedStream.next(300)).toBeUndefined();
    for (const stream of [removedStream, ownerStream]) stream.close();
  });

  it('is for signed-in users only, takes no parameters, and opens a few times per user: more get 429', async () => {
    expect((await openStream(new TestClient(server.url))).response.status).toBe(401);
    const { client } = await customer();
    const withQuery = await client.fetch(`${LIVE_EVENTS_PATH}?userId=1`);
    expect(withQuery.status).toBe(400);

    // A tab of the app holds one each: eight tabs on a few devices.
    expect(LIVE_STREAM_LIMITS.perUser).toBe(8);
    const streams = await Promise.all(Array.from({ length: LIVE_STREAM_LIMITS.perUser }, () => openStream(client)));
    expect(streams.map((stream) => stream.response.status)).toEqual(Array(LIVE_STREAM_LIMITS.perUser).fill(200));
    const oneTooMany = await openStream(client);
    expect(oneTooMany.response.status).toBe(429);
    // Another user is not held back by them.
    expect((await openStream((await customer()).client)).response.status).toBe(200);

    // A stream closed by its browser makes room for another.
    streams[0]!.close();
    await expect.poll(async () => (await openStream(client)).response.status).toBe(200);
    for (const stream of streams) stream.close();
  });

  it('ends the streams of a session that signed out, at the next beat; the account’s other sessions keep theirs', async () => {
    const { user, client } = await customer();
    const otherDevice = await signedIn(server.url, user);
    const leaving = await openStream(client);
    const staying = await openStream(otherDevice);
    await json(await client.send('POST', '/api/auth/logout'), 200);
    await server.services.live.beat();
    await leaving.ended;
    await json(await reply(user), 201);
    expect(await nextTwo(staying)).toEqual(replyOf(user.id));
    // Signed out, the browser's reconnection is refused.
    expect((await openStream(client)).response.status).toBe(401);
    staying.close();
  });

  it('ends every stream when the server stops them (a shutdown is not held up)', async () => {
    const own = await startTestServer();
    const user = await buildUser(own.query, { trialEndsAt: inTwoWeeks() });
    const stream = await openStream(await signedIn(own.url, user));
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe.skipIf(testEngine() !== 'postgres')('on several nodes over PostgreSQL', () => {
  it('a reply posted on one node reaches the owner’s stream held on another', async () => {
    const second = await startSecondNode(server);
    try {
      const owner = await customer();
      const onSecond = await openStream(await signedIn(second.url, owner.user));
      expect(onSecond.response.status).toBe(200);
      await json(await reply(owner.user), 201);
      expect(await nextTwo(onSecond)).toEqual(replyOf(owner.user.id));
      onSecond.close();
    } finally {
      await second.close();
    }
  });

  it('a lead stored through one node rings the owner’s bell in a stream held on another', async () => {
    const second = await startSecondNode(server);
    try {
      const owner = await customer();
      const card = await cardOf(owner.user);
      const onSecond = await openStream(await signedIn(second.url, owner.user));
      expect(onSecond.response.status).toBe(200);
      await json(await submitLead(server, card.slug, { name: 'דן', phone: '050-555-0103' }), 201);
      expect(await onSecond.next()).toEqual(bellOf(owner.user.id));
      onSecond.close();
    } finally {
      await second.close();
    }
  });

  it('a listening connection that breaks ends the streams (their browsers reconnect and read again), and the node hears again', async () => {
    const owner = await customer();
    const before = await openStream(owner.client);
    const cut = await rows(server.query, sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    expect(cut.length).toBeGreaterThan(0);
    await before.ended;

    const after = await openStream(owner.client);
    await expect
      .poll(async () => {
        await json(await reply(owner.user), 201);
        return after.next(500);
      })
      .toEqual(supportOf(owner.user.id));
    after.close();
  });
});
