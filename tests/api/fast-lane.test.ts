import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJson } from '../../api/cached-json';
import { fastLane } from '../../api/fast-lane';
import { createLogger } from '../../api/log';
import { startTestServer, type TestServer } from '../helpers/server';

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
    const take = fastLane({ answers: new Map([['/api/cached', () => answer]]), log: createLogger('info', (line) => logged.push(line)), trustProxy: false });
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
    server.db.prepare('UPDATE products SET name = ? WHERE id = ?').run('חבילה ששונתה', id);
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
