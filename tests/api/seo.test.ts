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

  it('lets crawlers read public cards but not the physical cards’ short links, which only redirect to them', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    const lines = text.split('\n');
    expect(lines).toContain('Allow: /p/');
    expect(lines).toContain('Disallow: /c/');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    const blocks = (path: string) => disallowed.some((prefix) => prefix !== '' && path.startsWith(prefix));
    expect(blocks('/p/demo')).toBe(false);
    expect(blocks('/p/demo/vcard')).toBe(false);
    expect(blocks('/c/demo01')).toBe(true);
    expect(blocks('/my-details?token=x')).toBe(true);
    expect(blocks('/unsubscribe?token=x')).toBe(true);
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual(['Sitemap: https://kartis.example/sitemap.xml']);
  });
});
