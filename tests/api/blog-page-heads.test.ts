import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { blogRepo } from '../../api/blog/repo';
import { sqliteDatabase } from '../../db/database';
import { createLogger } from '../../api/log';
import { createServer } from '../../api/server';
import { createServices } from '../../api/services';
import { seed } from '../../api/seed/seed';
import { appShellDir } from '../fixtures/app-shell';
import { migratedDb } from '../helpers/db';

let server: Server;
let url: string;
let repo: ReturnType<typeof blogRepo>;

beforeAll(async () => {
  const appDir = appShellDir();
  const db = migratedDb();
  const log = createLogger('silent');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://kartis.example' });
  const database = sqliteDatabase(db);
  await seed(database.query, { adminEmail: config.adminEmail, adminPassword: 'admin-password-1', log });
  repo = blogRepo(database.query);
  server = createServer({ services: createServices({ database, config, log }), appDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url + path);
  expect(response.headers.get('content-type')).toContain('text/html');
  return { status: response.status, html: await response.text() };
}

describe('server-rendered <head> of blog posts', () => {
  it("gives a post's page its own escaped title, description, canonical URL and Open Graph tags", async () => {
    const id = await repo.create(
      { slug: null, title: 'NFC <מהיר> & "פשוט"', excerpt: 'תקציר עם <b>תגית</b>', bodyMarkdown: 'גוף', cover: '/uploads/abcdefghijklmnopqrstuvwx.webp', author: 'צוות', language: 'he' },
      { published: true, now: '2025-03-14T08:00:00.000Z' },
    );
    const { status, html } = await page(`/blog/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>NFC &lt;מהיר&gt; &amp; &quot;פשוט&quot; | כרטיס</title>');
    expect(html).toContain('<meta name="description" content="תקציר עם &lt;b&gt;תגית&lt;/b&gt;">');
    expect(html).toContain(`<link rel="canonical" href="https://kartis.example/blog/${id}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="NFC &lt;מהיר&gt; &amp; &quot;פשוט&quot;">');
    // The WebP cover as the JPEG every link preview shows.
    expect(html).toContain('<meta property="og:image" content="https://kartis.example/og/cover-abcdefghijklmnopqrstuvwx.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="article:published_time" content="2025-03-14T08:00:00.000Z">');
    expect(html).not.toContain('ברירת המחדל');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("names an English post's page in English for link previews: the site's name and og:locale follow the post", async () => {
    const id = await repo.create({ slug: null, title: 'Seven things a card needs', excerpt: 'A short guide', bodyMarkdown: 'Text', cover: null, author: 'Team', language: 'en' }, { published: true, now: new Date().toISOString() });
    const { html } = await page(`/blog/${id}`);
    expect(html).toContain('<title>Seven things a card needs | Kartis</title>');
    expect(html).toContain('<meta property="og:site_name" content="Kartis">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
  });

  it('answers 404 with a noindex head for a hidden or missing post (the app then shows its not-found page)', async () => {
    const hidden = await repo.create({ slug: null, title: 'טיוטה', excerpt: '', bodyMarkdown: 'x', cover: null, author: 'צוות', language: 'he' }, { published: false, now: new Date().toISOString() });
    for (const path of [`/blog/${hidden}`, '/blog/999999', '/blog/%E0%A4%A']) {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain('<title>דף לא נמצא | כרטיס</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('טיוטה');
    }
  });
});

describe('server-rendered <head> of the information pages', () => {
  it.each([
    ['/help', 'עזרה ותמיכה'],
    ['/blog', 'בלוג'],
    ['/privacy', 'מדיניות פרטיות'],
    ['/accessibility', 'הצהרת נגישות'],
    ['/contact', 'צור קשר'],
  ])('%s has its own title and description', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title} | כרטיס</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}">/);
    expect(html).toContain(`<link rel="canonical" href="https://kartis.example${path}">`);
  });
});
