import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startProductionServer, type ProductionServer } from './support/production-server';

// A server that only serves visitors keeps the owners' and admins' tools out of its memory: each of these packages
// is loaded the first time something needs it, not at start. (Less to mark in every old-generation collection, and
// some 20 MB less resident memory.)
const LOADED_ON_FIRST_USE = ['pg', 'sharp', 'nodemailer', 'qrcode', 'openid-client', 'marked', 'sanitize-html', 'busboy', 'pdf-lib', 'passkit-generator', 'fflate', 'otplib', '@simplewebauthn/server'];

const RECORDER = fileURLToPath(new URL('../helpers/package-recorder.mjs', import.meta.url));

test.describe.configure({ mode: 'serial' });

let server: ProductionServer;
let logDir: string;
let log: string;

test.beforeAll(async () => {
  logDir = mkdtempSync(join(tmpdir(), 'kartis-packages-'));
  log = join(logDir, 'packages.log');
  server = await startProductionServer({ nodeFlags: [`--import=${RECORDER}`], env: { PACKAGES_LOG: log, TRUST_PROXY: '1' } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(logDir, { recursive: true, force: true });
});

const loaded = () => new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));

async function get(path: string) {
  const response = await fetch(server.url + path, { redirect: 'manual' });
  await response.arrayBuffer();
  return response;
}

test('visitors are served without loading the database driver of PostgreSQL, images, mail, QR, sign-in with Google, posts or uploads', async () => {
  for (const path of ['/p/demo', '/@demo', '/p/demo/vcard', '/p/michal-cohen-law', '/c/demo01', '/', '/api/products', '/@examples']) {
    expect((await get(path)).status, path).toBeLessThan(400);
  }
  const lead = await fetch(`${server.url}/api/public/profiles/cafe-sderot/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '198.18.0.7' },
    body: JSON.stringify({ name: 'מבקרת', phone: '050-1234567', consent: true }),
  });
  expect(lead.status).toBe(201);

  const packages = loaded();
  // The recorder sees what the server does load.
  expect(packages).toContain('koa');
  expect(packages).toContain('better-sqlite3');
  expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
});

test('each is loaded when first needed, and does its work', async () => {
  const qr = await get('/p/demo/qr.png');
  expect(qr.status).toBe(200);
  expect(qr.headers.get('content-type')).toBe('image/png');
  expect(loaded()).toContain('qrcode');

  const page = await (await fetch(`${server.url}/p/demo`)).text();
  const image = /<meta property="og:image" content="[^"]*?(\/p\/demo\/og-[^"]+\.jpg)"/.exec(page)?.[1];
  expect(image).toBeDefined();
  const jpeg = await fetch(server.url + image!);
  expect(jpeg.status).toBe(200);
  expect(Buffer.from(await jpeg.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(loaded()).toContain('sharp');

  const posts = (await (await fetch(`${server.url}/api/blog-posts`)).json()) as { id: number }[];
  expect(posts.length).toBeGreaterThan(0);
  const post = (await (await fetch(`${server.url}/api/blog-posts/${posts[0]!.id}`)).json()) as { bodyHtml: string };
  expect(post.bodyHtml).toMatch(/<p>/);
  expect(loaded()).toContain('marked');
  expect(loaded()).toContain('sanitize-html');
});
