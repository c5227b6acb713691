import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareJson as encodeJson } from '../../api/http/prepared';
import type { AppContext, Deps } from '../../api/http/context';
import { DIRECT_POST_MAX_BYTES, directPostLane, fastLane } from '../../api/http/fast-lane';
import { createLogger } from '../../api/log';
import { buildCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser } from '../helpers/users';
import { row, run, sql } from '../helpers/sql';

/** The headers that differ between any two answers: the clock and the request's own id. */
const PER_REQUEST = new Set(['date', 'x-request-id']);

function stableHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.has(name)));
}

describe('fast lane in front of Koa', () => {
  let lane: Server;
  let url: string;
  let answer = encodeJson({ version: 1 });
  const logged: string[] = [];

  beforeAll(async () => {
    const take = fastLane({ answers: new Map([['/api/cached', Object.assign(async () => answer, { current: () => answer })]]), log: createLogger('info', (line) => logged.push(line)), trustProxy: false });
    // Whatever the lane leaves is marked, so each test sees who answered.
    lane = createServer((req, res) => {
      if (take(req, res)) return;
      res.statusCode = 299;
      res.end('koa');
    });
    await new Promise<void>((resolve) => lane.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(lane.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => lane.close(() => resolve())));

  it('answers a plain GET of a cached path from its bytes, with its ETag, and logs the request', async () => {
    const response = await fetch(`${url}/api/cached`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 1 });
    expect(response.headers.get('etag')).toBe(answer.etag);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(logged.map((line) => JSON.parse(line) as Record<string, unknown>).at(-1)).toMatchObject({ msg: 'request', method: 'GET', path: '/api/cached', status: 200 });
  });

  it('sends the current answer: a change of the data shows at once', async () => {
    answer = encodeJson({ version: 2 });
    expect(await (await fetch(`${url}/api/cached`)).json()).toEqual({ version: 2 });
  });

  it('leaves to Koa other methods and paths, query strings, requests with a cookie and conditional requests', async () => {
    const handedOn = [
      fetch(`${url}/api/cached`, { method: 'POST' }),
      fetch(`${url}/api/cached`, { method: 'HEAD' }),
      fetch(`${url}/api/other`),
      fetch(`${url}/api/cached?x=1`),
      fetch(`${url}/api/cached`, { headers: { cookie: 'kartis.sid=abc' } }),
      fetch(`${url}/api/cached`, { headers: { 'if-none-match': answer.etag } }),
      fetch(`${url}/api/cached`, { headers: { 'if-modified-since': new Date().toUTCString() } }),
    ];
    expect((await Promise.all(handedOn)).map((response) => response.status)).toEqual([299, 299, 299, 299, 299, 299, 299]);
  });
});

describe('package lists through the fast lane and through Koa', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are the same answer, headers included', async () => {
    for (const path of ['/api/home-products', '/api/products']) {
      const fast = await fetch(server.url + path);
      // Any cookie sends the request through Koa's whole chain.
      const full = await fetch(server.url + path, { headers: { cookie: 'unrelated=1' } });
      expect(fast.status).toBe(200);
      expect(stableHeaders(fast)).toEqual(stableHeaders(full));
      expect(await fast.text()).toBe(await full.text());
    }
  });

  it('show a package edited in the database on the next request, and a revalidation with the new ETag gets 304', async () => {
    const before = await fetch(server.url + '/api/home-products');
    const { id } = ((await before.json()) as { id: number }[])[0]!;
    await run(server.query, sql`UPDATE products SET name = ${'חבילה ששונתה'} WHERE id = ${id}`);
    // The cache is keyed on the database's data version, read once per event-loop turn.
    await new Promise((resolve) => setImmediate(resolve));
    const after = await fetch(server.url + '/api/home-products');
    const products = (await after.json()) as { id: number; name: string }[];
    expect(products.find((p) => p.id === id)?.name).toBe('חבילה ששונתה');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    // As a browser revalidates (fetch would add `no-cache`, which asks for a full answer).
    const revalidation = { 'if-none-match': after.headers.get('etag')!, 'cache-control': 'max-age=0' };
    const revalidated = await fetch(server.url + '/api/home-products', { headers: revalidation });
    expect(revalidated.status).toBe(304);
  });
});

describe('direct post lane in front of Koa', () => {
  let lane: Server;
  let url: string;
  const received: unknown[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    const koa = new Koa();
    koa.context.deps = { config: { publicUrl: 'https://kartis.example' } } as Deps;
    const take = directPostLane({
      // The post takes bodies that say so, as the beacon route takes batches that parse.
      posts: new Map([['/api/beacon', (_ctx, body) => (received.push(body), (body as { take?: boolean }).take === true)]]),
      createContext: (req, res) => koa.createContext(req, res) as AppContext,
      handOn: (_req, res) => {
        res.statusCode = 299;
        res.end('koa');
      },
      log: createLogger('info', (line) => logged.push(line)),
      trustProxy: false,
    });
    lane = createServer((req, res) => {
      if (take(req, res)) return;
      res.statusCode = 298;
      res.end('koa, untouched');
    });
    await new Promise<void>((resolve) => lane.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(lane.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => lane.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  const post = (body: string, headers: Record<string, string> = {}, path = '/api/beacon') =>
    fetch(url + path, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

  it('answers 204 itself for a plain same-site beacon the post takes, and logs it', async () => {
    const response = await post(JSON.stringify({ take: true, n: 1 }), { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(204);
    expect(received).toEqual([{ take: true, n: 1 }]);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({ msg: 'request', method: 'POST', path: '/api/beacon', status: 204 });
  });

  it('hands on, after reading it, a body that is not JSON or that the post does not take', async () => {
    expect((await post('{not json')).status).toBe(299);
    expect((await post(JSON.stringify({ take: false }))).status).toBe(299);
    expect(received).toEqual([{ take: false }]);
  });

  it('keeps serving when a beacon is cut off halfway through its body', async () => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(url).port) });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/beacon HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n{"take":');
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    expect((await post(JSON.stringify({ take: true }))).status).toBe(204);
  });

  it('leaves untouched requests with a cookie or a token, from another site, of another type, path or size', async () => {
    const body = JSON.stringify({ take: true });
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    const untouched = [
      post(body, { cookie: 'kartis.sid=abc' }),
      post(body, { authorization: 'Bearer abc' }),
      post(body, { 'sec-fetch-site': 'cross-site' }),
      post(body, { origin: 'https://evil.example' }),
      post(body, { 'content-type': 'application/x-www-form-urlencoded' }),
      post(body, {}, '/api/beacon?x=1'),
      post(body, {}, '/api/other'),
      post(JSON.stringify({ take: true, pad: 'x'.repeat(DIRECT_POST_MAX_BYTES) })),
      fetch(url + '/api/beacon', { method: 'PUT', body }),
      fetch(url + '/api/beacon', { method: 'POST', body: chunked, headers: { 'content-type': 'text/plain' }, duplex: 'half' } as RequestInit),
    ];
    expect((await Promise.all(untouched)).map((response) => response.status)).toEqual(untouched.map(() => 298));
    expect(received).toEqual([]);
  });
});

describe('beacons through the fast lane and through Koa', () => {
  let server: TestServer;
  let cardId: number;
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

  beforeAll(async () => {
    server = await startTestServer();
    cardId = (await buildCard(server.query, (await buildUser(server.query)).id)).id;
  });
  afterAll(() => server.close());

  const beacon = (body: string, headers: Record<string, string> = {}) =>
    fetch(server.url + '/api/events', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...headers } });
  const views = async () => {
    await server.events.flush();
    return (await row(server.query, sql`SELECT count(*) AS n FROM profile_events WHERE profile_id = ${cardId}`) as { n: number }).n;
  };

  it('are recorded alike and answered alike, headers included', async () => {
    const body = JSON.stringify({ events: [{ kind: 'view', profileId: cardId }] });
    const fast = await beacon(body);
    // Any cookie sends the request through Koa's whole chain.
    const full = await beacon(body, { cookie: 'unrelated=1' });
    expect([fast.status, full.status]).toEqual([204, 204]);
    expect(stableHeaders(fast)).toEqual(stableHeaders(full));
    expect(await views()).toBe(2);
  });

  it("get Koa's own error for a body that is not JSON or not a batch, read once by the lane", async () => {
    for (const [body, code] of [
      ['{"events": [', 'malformed_json'],
      [JSON.stringify({ events: [] }), 'validation_failed'],
    ] as const) {
      const fast = await beacon(body);
      const full = await beacon(body, { cookie: 'unrelated=1' });
      expect([fast.status, full.status]).toEqual([400, 400]);
      const answer = await fast.json();
      expect(answer).toMatchObject({ code });
      expect(answer).toEqual(await full.json());
      expect(stableHeaders(fast)).toEqual(stableHeaders(full));
    }
    expect(await views()).toBe(2);
  });
});
