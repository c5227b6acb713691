import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES_FILE } from '../../shared/documents.mjs';
import { appShellDir } from '../fixtures/app-shell';
import { ownerWithCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let slug: string;
let profileId: number;

beforeAll(async () => {
  const appDir = appShellDir();
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'assets', 'index.js'), 'export {};\n');
  // The app's routes, as the build lists them: the catch-all aside, an address none names is unknown.
  writeFileSync(join(appDir, APP_ROUTES_FILE), JSON.stringify(['/', '/help', '/$']));
  server = await startTestServer({}, { appDir });
  ({ card: { slug, id: profileId } } = await ownerWithCard(server.query));
});
afterAll(() => server.close());

/** What a phone's share sends the installed app: a photo, in the manifest's multipart form. */
function sharedPhoto(): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(256 * 1024)], 'card.jpg', { type: 'image/jpeg' }));
  return form;
}

/** One request of every kind the server answers, with the status it answers with. */
const REQUESTS: [kind: string, path: () => string, init: () => RequestInit, status: number][] = [
  ['card page', () => `/p/${slug}`, () => ({}), 200],
  ['NFC short link', () => '/c/demo01', () => ({}), 302],
  ['vCard', () => `/p/${slug}/vcard`, () => ({}), 200],
  ['package list', () => '/api/products', () => ({}), 200],
  [
    'beacon',
    () => '/api/events',
    () => ({ method: 'POST', body: JSON.stringify({ events: [{ kind: 'view', profileId }] }), headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }),
    204,
  ],
  [
    'lead',
    () => `/api/public/profiles/${slug}/leads`,
    () => ({ method: 'POST', body: JSON.stringify({ name: 'מבקרת', phone: '050-1234567', consent: true }), headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' } }),
    201,
  ],
  ['static file', () => '/assets/index.js', () => ({}), 200],
  ['app page', () => '/help', () => ({}), 200],
  ['visitor page', () => `/my-details?card=${slug}`, () => ({}), 200],
  ['share no service worker caught', () => '/share-target', () => ({ method: 'POST', body: sharedPhoto() }), 303],
  ['API', () => '/api/health', () => ({}), 200],
  ['address nothing answers', () => '/no-such-page', () => ({}), 404],
];

/** The request's log line, found by the id its answer carries. */
function logLineOf(requestId: string): Record<string, unknown> | undefined {
  return server.logs.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request' && line.requestId === requestId);
}

describe('every request takes the one way through the server', () => {
  it.each(REQUESTS)('a %s gets the security headers and its log line', async (_kind, path, init, status) => {
    const response = await fetch(server.url + path(), { ...init(), redirect: 'manual' });
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // A visitor's page may carry a token in its address, which must not leave in a Referer.
    const tokenInAddress = path().startsWith('/my-details');
    expect(response.headers.get('referrer-policy')).toBe(tokenInAddress ? 'no-referrer' : 'strict-origin-when-cross-origin');
    const isApi = path().startsWith('/api/');
    const policy = response.headers.get('content-security-policy');
    if (isApi) expect(policy).toBe("default-src 'none'; frame-ancestors 'none'");
    else {
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLineOf(requestId!)).toMatchObject({ level: 'info', method: init().method ?? 'GET', path: path().split('?')[0], status });
  });
});

it('a share that reached the server (no service worker took it) keeps nothing and sends the owner to the leads page to share again', async () => {
  const response = await fetch(`${server.url}/share-target`, { method: 'POST', body: sharedPhoto(), redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/leads?shared=missing');
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});
