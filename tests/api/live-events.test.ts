import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_CHANGE_EVENT, SUPPORT_EVENTS_PATH, SUPPORT_STREAM_LIMITS, type SupportChange } from '../../shared/contract/support-events';
import { json, TestClient } from '../helpers/client';
import { startSecondNode, startTestServer, testEngine, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { rows, sql } from '../helpers/sql';
import { buildUser, inTwoWeeks, type TestUser } from '../helpers/users';

let server: TestServer;
let admin: TestClient;

/** An open stream of support changes as a browser's EventSource reads it: its events, in order, and whether it ended. */
interface OpenStream {
  response: Response;
  /** The next event not yet taken, waiting up to `ms` for it (undefined if none came). */
  next(ms?: number): Promise<SupportChange | undefined>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(client: TestClient): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await client.fetch(SUPPORT_EVENTS_PATH, { signal: abort.signal });
  const events: SupportChange[] = [];
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
          if (name === SUPPORT_CHANGE_EVENT && data) events.push(JSON.parse(data) as SupportChange);
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

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, await buildUser(server.query, { userRole: 'admin' }));
});
afterAll(() => server.close());

describe('the support chat stream', () => {
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
    expect(server.logs.some((line) => line.includes(SUPPORT_EVENTS_PATH) && line.includes(`"userId":${owner.user.id}`))).toBe(true);

    await json(await reply(owner.user), 201);
    expect(await ownerStream.next()).toEqual({ userId: owner.user.id });
    expect(await adminStream.next()).toEqual({ userId: owner.user.id });

    // The other owner's stream: its first event is about its own conversation, nothing came before it.
    await json(await other.client.send('POST', '/api/messages', { content: 'יש לי שאלה על החשבונית', type: 'support' }), 201);
    expect(await otherStream.next()).toEqual({ userId: other.user.id });
    expect(await adminStream.next()).toEqual({ userId: other.user.id });
    expect(await ownerStream.next(300)).toBeUndefined();

    // Reading the reply is a change support hears of (the inbox's "new" badge); reading nothing new is not.
    await json(await owner.client.send('PUT', '/api/support-messages/read-all'), 200);
    expect(await adminStream.next()).toEqual({ userId: owner.user.id });
    expect(await ownerStream.next()).toEqual({ userId: owner.user.id });
    await json(await owner.client.send('PUT', '/api/support-messages/read-all'), 200);
    expect(await ownerStream.next(300)).toBeUndefined();

    for (const stream of [ownerStream, otherStream, adminStream]) stream.close();
  });

  it('is for signed-in users only, takes no parameters, and opens a few times per user: more get 429', async () => {
    expect((await openStream(new TestClient(server.url))).response.status).toBe(401);
    const { client } = await customer();
    const withQuery = await client.fetch(`${SUPPORT_EVENTS_PATH}?userId=1`);
    expect(withQuery.status).toBe(400);

    const streams = await Promise.all(Array.from({ length: SUPPORT_STREAM_LIMITS.perUser }, () => openStream(client)));
    expect(streams.map((stream) => stream.response.status)).toEqual(Array(SUPPORT_STREAM_LIMITS.perUser).fill(200));
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
    await server.services.supportEvents.beat();
    await leaving.ended;
    await json(await reply(user), 201);
    expect(await staying.next()).toEqual({ userId: user.id });
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
      expect(await onSecond.next()).toEqual({ userId: owner.user.id });
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
      .toEqual({ userId: owner.user.id });
    after.close();
  });
});
