import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kartis.example' });
});
afterAll(() => server.close());

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages of the product under the public URL', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const path of ['/', '/examples', '/help', '/blog', '/communities', '/privacy', '/terms', '/refund', '/accessibility', '/contact']) {
      expect(xml).toContain(`<loc>https://kartis.example${path}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
  });

  it('keeps crawlers out of private screens and points at the sitemap', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Sitemap: https://kartis.example/sitemap.xml');
  });
});
