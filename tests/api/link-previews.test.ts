import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogRepo } from '../../api/blog/repo';
import type { ProfileFormValues } from '../../shared/contract/profiles';
import { appShellDir } from '../fixtures/app-shell';
import { buildCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser, type TestUser } from '../helpers/users';
import { run, sql } from '../helpers/sql';

const PUBLIC_URL = 'https://kartis.example';
const SITE_NAMES: Record<string, string> = { he_IL: 'כרטיס', en_US: 'Kartis', ar_AR: 'Kartis', ru_RU: 'Kartis' };

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL }, { appDir: appShellDir() });
  owner = await buildUser(server.query, { username: 'preview.owner' });
});
afterAll(() => server.close());

/** Fetches an address of the public site from the test server, following nothing. */
const get = (url: string) => fetch(url.replace(PUBLIC_URL, server.url), { redirect: 'manual' });

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** What a link preview or a crawler reads from a page's head. */
interface Head {
  title: string | undefined;
  canonical: string | undefined;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown> | undefined;
  titles: number;
}

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) meta[key!] = unescape(value!);
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&[^;]+;/g, (entity) => ENTITIES[entity] ?? entity),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    meta,
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    titles: head.match(/<title>/g)?.length ?? 0,
  };
}

async function headOf(url: string): Promise<Head> {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toContain('text/html');
  return readHead(await response.text());
}

/** The picture at an address, as a preview service reads it. */
async function pictureAt(url: string) {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { response, bytes, width, height, format };
}

/** Whether a pixel's colour is the hex colour, give or take JPEG's rounding. */
const isNear = (rgb: number[], hex: string) => rgb.every((value, i) => Math.abs(value - parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) < 12);

function card(overrides: Partial<ProfileFormValues> = {}) {
  return buildCard(server.query, owner.id, overrides);
}

describe('the preview every public page makes', () => {
  it('gives each page of the sitemap, and the landing, examples and embed pages, its own title, description, address and picture', async () => {
    const sitemap = await (await get(`${PUBLIC_URL}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const urls = [...new Set([...listed, ...['/', '/examples', '/embed'].map((path) => PUBLIC_URL + path)])];
    // The fixed pages, the seeded blog posts and the seeded cards.
    expect(urls.some((url) => url.includes('/blog/'))).toBe(true);
    expect(urls.some((url) => url.includes('/p/'))).toBe(true);

    const titles = new Map<string, string>();
    const pictures = new Map<string, Awaited<ReturnType<typeof pictureAt>>>();
    for (const url of urls) {
      const head = await headOf(url);
      const { meta } = head;
      const siteName = SITE_NAMES[meta['og:locale']!];
      expect(siteName, `${url} og:locale`).toBeDefined();
      expect(head.titles, url).toBe(1);
      expect(head.title, url).toMatch(new RegExp(`.+ \\| ${siteName}$`));
      expect(titles.get(head.title!), `${url} has the title of another page`).toBeUndefined();
      titles.set(head.title!, url);
      expect(meta.description?.length, `${url} description`).toBeGreaterThan(10);
      expect(meta.description, url).not.toBe('ברירת המחדל');
      const canonical = url === `${PUBLIC_URL}/` ? url : url.replace(/\/$/, '');
      expect(head.canonical, url).toBe(canonical);
      expect(meta['og:url'], url).toBe(canonical);
      expect(meta['og:site_name'], url).toBe(siteName);
      expect(meta['og:title'], url).toBeTruthy();
      expect(meta['og:description'], url).toBeTruthy();
      expect(['website', 'article', 'profile'], url).toContain(meta['og:type']);
      expect(meta['twitter:card'], url).toBe('summary_large_image');
      expect(meta['og:image'], url).toMatch(new RegExp(`^${PUBLIC_URL}/.+\\.(jpg|png)$`));
      expect(meta['og:image:alt'], url).toBeTruthy();
      expect(meta['twitter:image'], url).toBe(meta['og:image']);

      const image = meta['og:image']!;
      if (!pictures.has(image)) pictures.set(image, await pictureAt(image));
      const picture = pictures.get(image)!;
      expect(['jpeg', 'png'], image).toContain(picture.format);
      expect([picture.width, picture.height], image).toEqual([1200, 630]);
      expect([meta['og:image:width'], meta['og:image:height']], url).toEqual(['1200', '630']);
      expect(picture.response.headers.get('cache-control'), image).toBe('public, max-age=31536000, immutable');
    }
    // Cards each have their own picture; every other page shares the product's.
    const cardPictures = urls.filter((url) => url.includes('/p/')).length;
    expect(pictures.size).toBe(cardPictures + 1);
  });

  it('names the examples and embed pages for what they are, not as the landing page', async () => {
    const [home, examples, embed] = (await Promise.all(['/', '/examples', '/embed'].map((path) => headOf(PUBLIC_URL + path)))) as [Head, Head, Head];
    expect(home.title).toBe('כרטיסי ביקור דיגיטליים לעסקים בישראל | כרטיס');
    expect(examples.title).toBe('דוגמאות לכרטיסים | כרטיס');
    expect(embed.title).toBe('הטמעת כרטיס באתר | כרטיס');
    expect(embed.meta.description).toContain('מעתיקים קוד קצר');
  });

  it("shows a blog post's uploaded cover as a 1200×630 JPEG, and the product's picture for a post without one", async () => {
    const uploadId = 'coverphotocoverphoto1234';
    await server.services.files.write(`${uploadId}.webp`, await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#7c3aed' } }).webp().toBuffer());
    const posts = blogRepo(server.query);
    const now = new Date().toISOString();
    const withCover = await posts.create({ slug: null, title: 'שער סגול', excerpt: 'פוסט עם תמונת שער', bodyMarkdown: 'גוף', cover: `/uploads/${uploadId}.webp`, author: 'צוות', language: 'he' }, { published: true, now });
    const withoutCover = await posts.create({ slug: null, title: 'בלי שער', excerpt: 'פוסט בלי תמונת שער', bodyMarkdown: 'גוף', cover: null, author: 'צוות', language: 'he' }, { published: true, now });

    const cover = (await headOf(`${PUBLIC_URL}/blog/${withCover}`)).meta['og:image']!;
    const picture = await pictureAt(cover);
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
    expect(picture.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const product = (await headOf(`${PUBLIC_URL}/help`)).meta['og:image'];
    expect((await headOf(`${PUBLIC_URL}/blog/${withoutCover}`)).meta['og:image']).toBe(product);
    expect((await get(`${PUBLIC_URL}/og/cover-nosuchuploadnosuchupload.jpg`)).status).toBe(404);
  });

  it('leads an old address of the product picture to the current one', async () => {
    const current = (await headOf(`${PUBLIC_URL}/help`)).meta['og:image']!;
    const old = await get(`${PUBLIC_URL}/og/kartis-0123456789abcdef.jpg`);
    expect(old.status).toBe(302);
    expect(PUBLIC_URL + old.headers.get('location')).toBe(current);
    expect((await get(`${PUBLIC_URL}/og/kartis-nonsense.jpg`)).status).toBe(404);
  });
});

describe("a card's preview picture", () => {
  it("is a 1200×630 JPEG in the card's colours, at an address that changes when the card does", async () => {
    const noa = await card({ primaryColor: '#0f766e', backgroundColor: '#ffffff' });
    const before = (await headOf(`${PUBLIC_URL}/p/${noa.slug}`)).meta;
    expect(before['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/p/${noa.slug}/og-[\\w-]{16}\\.jpg$`));
    expect(before['og:image:type']).toBe('image/jpeg');
    expect(before['og:image:alt']).toContain('נועה ישראלי');

    const first = await pictureAt(before['og:image']!);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([first.format, first.width, first.height]).toEqual(['jpeg', 1200, 630]);
    // The band across the top is the card's primary colour, the rest its background.
    const { data } = await sharp(first.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(isNear(pixel(40, 40), '#0f766e')).toBe(true);
    expect(isNear(pixel(40, 460), '#ffffff')).toBe(true);

    await run(server.query, sql`UPDATE profiles SET display_name = 'נועה כהן', primary_color = '#b91c1c', version = version + 1 WHERE id = ${noa.id}`);
    const after = (await headOf(`${PUBLIC_URL}/p/${noa.slug}`)).meta;
    expect(after['og:image']).not.toBe(before['og:image']);
    const second = await pictureAt(after['og:image']!);
    expect([second.format, second.width, second.height]).toEqual(['jpeg', 1200, 630]);
    expect(second.bytes.equals(first.bytes)).toBe(false);

    // A service that kept the old address is led to the card as it is now.
    const old = await get(before['og:image']!);
    expect(old.status).toBe(302);
    expect(PUBLIC_URL + old.headers.get('location')).toBe(after['og:image']);
    expect(old.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the same address while nothing drawn in it changes, and exists only for public cards', async () => {
    const noa = await card();
    const image = (await headOf(`${PUBLIC_URL}/p/${noa.slug}`)).meta['og:image']!;
    await run(server.query, sql`UPDATE profiles SET bio = 'ביו חדש', version = version + 1 WHERE id = ${noa.id}`);
    expect((await headOf(`${PUBLIC_URL}/p/${noa.slug}`)).meta['og:image']).toBe(image);
    expect((await get(image)).status).toBe(200);

    await run(server.query, sql`UPDATE profiles SET is_published = 0, version = version + 1 WHERE id = ${noa.id}`);
    expect((await get(image)).status).toBe(404);
    expect((await get(`${PUBLIC_URL}/p/no-such-card/og-0123456789abcdef.jpg`)).status).toBe(404);
  });

  it('draws an English card, a card without a photo and one with the seeded photo and cover alike', async () => {
    const english = await card({ language: 'en', displayName: 'Noa Israeli', title: 'Mortgage adviser' });
    const englishHead = await headOf(`${PUBLIC_URL}/p/${english.slug}`);
    expect(englishHead.meta['og:locale']).toBe('en_US');
    expect(englishHead.title).toBe('Noa Israeli · Mortgage adviser | Kartis');
    for (const slug of [english.slug, 'demo']) {
      const picture = await pictureAt((await headOf(`${PUBLIC_URL}/p/${slug}`)).meta['og:image']!);
      expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
    }
  });
});

describe('what structured data says a card is', () => {
  it('describes a person with their job and employer, and lists only social profiles as sameAs', async () => {
    const noa = await card({
      company: 'משכנתא בקליק',
      items: [
        { kind: 'phone', label: 'נייד', value: '050-123-4567' },
        { kind: 'social', brand: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/noa-israeli' },
        { kind: 'social', brand: 'instagram', label: 'Instagram', url: '@noa.mortgage' },
        { kind: 'social', brand: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/972501234567' },
        { kind: 'social', brand: 'waze', label: 'Waze', url: 'https://waze.com/ul?q=tel%20aviv' },
        { kind: 'social', brand: 'googlemaps', label: 'מפה', url: 'https://maps.google.com/?q=tel%20aviv' },
        { kind: 'social', brand: 'youtube', label: 'סרטון', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { kind: 'social', brand: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/noa.mortgage', enabled: false },
      ],
    });
    const { jsonLd } = await headOf(`${PUBLIC_URL}/p/${noa.slug}`);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'נועה ישראלי',
      jobTitle: 'יועצת משכנתאות',
      worksFor: { '@type': 'Organization', name: 'משכנתא בקליק' },
      telephone: '050-123-4567',
      url: `${PUBLIC_URL}/p/${noa.slug}`,
    });
    expect(jsonLd!.sameAs).toEqual(['https://www.linkedin.com/in/noa-israeli', 'https://www.instagram.com/noa.mortgage']);
  });

  it('describes a business by its own name as a LocalBusiness with its address and phone, and without an address as an Organization', async () => {
    const cafe = await card({
      contactKind: 'business',
      displayName: 'קפה גפן',
      title: 'בית קפה ומאפייה',
      items: [
        { kind: 'phone', label: 'טלפון', value: '04-123-4567' },
        { kind: 'address', label: 'בית הקפה', value: 'רחוב מסדה 12, חיפה' },
        { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cafe.gefen' },
        { kind: 'social', brand: 'waze', label: 'Waze', url: 'https://waze.com/ul?q=masada%2012' },
      ],
    });
    const { jsonLd } = await headOf(`${PUBLIC_URL}/p/${cafe.slug}`);
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'קפה גפן',
      description: 'בית קפה ומאפייה',
      telephone: '04-123-4567',
      address: { '@type': 'PostalAddress', streetAddress: 'רחוב מסדה 12, חיפה' },
      sameAs: ['https://www.instagram.com/cafe.gefen'],
    });
    expect(jsonLd).not.toHaveProperty('jobTitle');

    const studio = await card({ contactKind: 'business', displayName: 'Levi Design', company: 'Levi Design', title: '', language: 'en' });
    expect((await headOf(`${PUBLIC_URL}/p/${studio.slug}`)).jsonLd).toMatchObject({ '@type': 'Organization', name: 'Levi Design' });
  });

  it("reads the seeded café's card as a business and the seeded lawyer's as a person", async () => {
    expect((await headOf(`${PUBLIC_URL}/p/cafe-sderot`)).jsonLd).toMatchObject({ '@type': 'LocalBusiness', name: 'קפה שדרות' });
    const lawyer = (await headOf(`${PUBLIC_URL}/p/michal-cohen-law`)).jsonLd!;
    expect(lawyer['@type']).toBe('Person');
    expect(lawyer.sameAs).toEqual(['https://www.linkedin.com/in/michal-cohen-law', 'https://www.facebook.com/cohenlawoffice']);
  });
});
