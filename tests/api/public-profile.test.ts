import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import jsQR from 'jsqr';
import VCard from 'vcf';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileFormValues } from '../../shared/contract/profiles';
import { buildCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, type TestUser } from '../helpers/users';
import { run, sql } from '../helpers/sql';

const AVATAR_ID = 'abcdefghijklmnopqrstuvwx';
const NOT_FOUND_TITLE = 'פרופיל לא נמצא';
const NOT_FOUND_TEXT = 'הפרופיל שחיפשת אינו קיים או שהוסר.';

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server.query, { username: 'Dana.Owner' });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' });

/** A conditional GET as a browser revalidates: fetch() would otherwise add `Cache-Control: no-cache`, which forbids a 304. */
const revalidate = (path: string, etag: string) => get(path, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

function card(overrides: Partial<ProfileFormValues> = {}, user: TestUser = owner): Promise<Profile> {
  return buildCard(server.query, user.id, overrides);
}

/** Text shown isolated left to right on a card. */
const ltr = (text: string) => `<bdi dir="ltr">${text}</bdi>`;

/** Stores an item exactly as given, bypassing validation, as a tampered or legacy row would be. */
async function insertRawItem(profileId: number, kind: string, data: Record<string, unknown>, enabled = true) {
  await run(server.query, sql`INSERT INTO profile_items (profile_id, kind, data, is_enabled, sort_order) VALUES (${profileId}, ${kind}, ${JSON.stringify(data)}, ${enabled ? 1 : 0}, 100)`);
  await run(server.query, sql`UPDATE profiles SET version = version + 1 WHERE id = ${profileId}`);
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('the public card page', () => {
  it('renders the card on the server with its head tags, language and direction', async () => {
    const noa = await card({ avatar: `/uploads/${AVATAR_ID}.webp`, company: 'משכנתא בקליק', primaryColor: '#0f766e' });
    const response = await get(`/p/${noa.slug}`);
    const html = await response.text();
    const url = `${server.config.publicUrl}/p/${noa.slug}`;

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html>\n<html lang="he" dir="rtl">/);
    expect(html).toContain('<title>נועה ישראלי · יועצת משכנתאות · משכנתא בקליק | כרטיס</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:title" content="נועה ישראלי · יועצת משכנתאות · משכנתא בקליק">');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${url}/og-[\\w-]{16}\\.jpg">`));
    expect(html).toContain('<meta property="og:site_name" content="כרטיס">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="theme-color" content="#0f766e">');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Person', name: 'נועה ישראלי', jobTitle: 'יועצת משכנתאות', url, telephone: '050-123-4567', image: `${server.config.publicUrl}/uploads/${AVATAR_ID}.webp` });
    // The visible card: name, phone as a left-to-right number, save-contact link; CSS inline, no stylesheet request.
    expect(html).toContain('>נועה ישראלי</h1>');
    expect(html).toMatch(/<a [^>]*href="tel:\+972501234567"[^>]*dir="ltr"[^>]*>050-123-4567<\/a>/);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/p/${noa.slug}/vcard"[^>]*\\bdownload[ =>]`));
    // The page and card styles are inlined: the lead form's notes stay hidden until they apply.
    expect(/<style>([^<]*)<\/style>/.exec(html)?.[1]).toContain('.kc-lead-note{display:none;');
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const avatar = /<img [^>]*class="kc-avatar"[^>]*>/.exec(html)?.[0];
    expect(avatar).toContain('src="/uploads/abcdefghijklmnopqrstuvwx.webp"');
    expect(avatar).toContain('width="128" height="128"');
  });

  it('follows an English card in lang and dir', async () => {
    const english = await card({ language: 'en', displayName: 'Noa Israeli', title: 'Mortgage adviser' });
    const html = await (await get(`/p/${english.slug}`)).text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('Save contact');
  });

  it("shows the phone numbers, addresses and dates an owner types into an Arabic card's texts in their own direction", async () => {
    const arabic = await card({
      language: 'ar',
      displayName: 'سلمى حداد',
      title: 'مستشارة · 050-1234567',
      company: 'حداد وشركاه',
      bio: 'اتصل بنا 050-1234567 أو راسلنا على salma@example.test\nالموقع: https://example.test/ar حتى 2026-11-30',
      items: [
        { kind: 'phone', label: 'مكتب 03-5551234', value: '03-555-1234' },
        { kind: 'address', label: 'العنوان', value: 'شارع الجبل 12، حيفا، ص.ب. 3100-3300' },
      ],
    });
    const html = await (await get(`/p/${arabic.slug}`)).text();
    expect(html).toContain(
      `<p class="kc-bio" dir="auto">اتصل بنا ${ltr('050-1234567')} أو راسلنا على ${ltr('salma@example.test')}\nالموقع: ${ltr('https://example.test/ar')} حتى ${ltr('2026-11-30')}</p>`,
    );
    expect(html).toContain(`<bdi>مستشارة · ${ltr('050-1234567')}</bdi>`);
    expect(html).toContain(`مكتب ${ltr('03-5551234')}</span>`);
    expect(html).toContain(`ص.ب. ${ltr('3100-3300')}</span>`);
    // Display only: the vCard keeps the typed text.
    expect(await (await get(`/p/${arabic.slug}/vcard`)).text()).toContain('050-1234567');
  });

  it("draws the ranges of numbers an owner types into a Hebrew card's bio left to right, the bio still escaped", async () => {
    const hebrew = await card({ language: 'he', bio: 'פתוח 9:00–17:00, משלוח 3–5 ימים <b>חינם</b>' });
    const html = await (await get(`/p/${hebrew.slug}`)).text();
    expect(html).toContain(`<p class="kc-bio" dir="auto">פתוח ${ltr('9:00–17:00')}, משלוח ${ltr('3–5')} ימים &lt;b&gt;חינם&lt;/b&gt;</p>`);
  });

  it('describes a business card with an address as a LocalBusiness', async () => {
    const business = await card({ contactKind: 'business', displayName: 'קפה גפן', company: 'קפה גפן', title: '', items: [{ kind: 'address', label: 'כתובת', value: 'רחוב מסדה 12, חיפה' }] });
    const html = await (await get(`/p/${business.slug}`)).text();
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'LocalBusiness', name: 'קפה גפן' });
  });

  it('answers 304 to a matching If-None-Match and a new page once the card changes', async () => {
    const noa = await card();
    const first = await get(`/p/${noa.slug}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    const again = await revalidate(`/p/${noa.slug}`, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await run(server.query, sql`UPDATE profiles SET display_name = 'נועה כהן', version = version + 1 WHERE id = ${noa.id}`);
    const edited = await revalidate(`/p/${noa.slug}`, etag);
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).not.toBe(etag);
    expect(await edited.text()).toContain('>נועה כהן</h1>');
  });

  it('serves the page compressed when the browser accepts it', async () => {
    const noa = await card();
    const response = await get(`/p/${noa.slug}`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('נועה ישראלי');
  });

  it('leaves disabled items out of the page and the vCard', async () => {
    const noa = await card({
      items: [
        { kind: 'phone', label: 'נייד', value: '050-123-4567' },
        { kind: 'email', label: 'פרטי', value: 'hidden-mail@example.test', enabled: false },
        { kind: 'website', label: 'אתר ישן', url: 'https://old-site.example.test', enabled: false },
      ],
    });
    const html = await (await get(`/p/${noa.slug}`)).text();
    const vcard = await (await get(`/p/${noa.slug}/vcard`)).text();
    for (const body of [html, vcard]) {
      expect(body).not.toContain('hidden-mail@example.test');
      expect(body).not.toContain('old-site.example.test');
      expect(body).toContain('501234567');
    }
  });
});

describe('unpublished cards', () => {
  it('are not found by visitors and other users, and shown to their owner with a banner, never cached publicly', async () => {
    const draft = await card({ published: false, displayName: 'טיוטה סודית' });
    const anonymous = await get(`/p/${draft.slug}`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('טיוטה סודית');

    const stranger = await signedIn(server.url, await buildUser(server.query));
    expect((await stranger.fetch(`/p/${draft.slug}`)).status).toBe(404);
    expect((await stranger.fetch(`/p/${draft.slug}/vcard`)).status).toBe(404);

    const ownerClient = await signedIn(server.url, owner);
    const own = await ownerClient.fetch(`/p/${draft.slug}`);
    const html = await own.text();
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('הכרטיס הזה לא מפורסם');
    expect(html).toContain(`<a href="/editor/${draft.id}">`);
    expect(html).toContain('>טיוטה סודית</h1>');
    expect((await ownerClient.fetch(`/p/${draft.slug}/vcard`)).status).toBe(200);
  });

  it('are shown to an admin', async () => {
    const draft = await card({ published: false });
    const admin = await signedIn(server.url, await buildUser(server.query, { userRole: 'admin' }));
    expect((await admin.fetch(`/p/${draft.slug}`)).status).toBe(200);
  });
});

describe('profile paths that lead nowhere', () => {
  it.each(['/p/no-such-card', '/@nobody-here', '/profile-abc', '/p/999999', '/p/no-such-card/vcard', '/p/no-such-card/qr.svg'])('%s is a 404 with the not-found texts and links', async (path) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain(`<h1>${NOT_FOUND_TITLE}</h1>`);
    expect(html).toContain(`<p>${NOT_FOUND_TEXT}</p>`);
    expect(html).toContain('<a href="/">דף הבית</a><a href="/examples">דוגמאות</a><a href="/help">עזרה</a>');
  });

  it.each(['/p/no-such-card', '/@nobody-here', '/profile-abc'])('%s speaks English to a browser that asks for it, or to ?lang=en, and only English', async (path) => {
    for (const [address, language] of [[path, 'en-US,en;q=0.9'], [`${path}?lang=en`, 'ru']] as const) {
      const response = await get(address, { 'Accept-Language': language });
      const html = await response.text();
      expect(response.status).toBe(404);
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('<title>Card not found | Kartis</title>');
      expect(html).toContain('<h1>Card not found</h1>');
      expect(html).toContain('<p>The card you are looking for does not exist or was removed.</p>');
      expect(html).toContain('<nav aria-label="Card not found"><a href="/?lang=en">Home</a><a href="/examples?lang=en">Examples</a><a href="/help?lang=en">Help</a></nav>');
      expect(html).not.toMatch(/[\u0590-\u05FF]/);
    }
  });

  it.each([
    ['ar', 'ar-IL,ar;q=0.9,he;q=0.8', 'rtl', 'الملف الشخصي غير موجود', 'الرئيسية'],
    ['ru', 'ru-RU,ru;q=0.9,en;q=0.8', 'ltr', 'Профиль не найден', 'Главная'],
  ] as const)('speaks %s to a browser that asks for it (or to ?lang=), its links leading to the site in that language', async (language, accepted, dir, title, home) => {
    for (const [address, header] of [['/p/no-such-card', accepted], [`/@nobody-here?lang=${language}`, 'he']] as const) {
      const response = await get(address, { 'Accept-Language': header });
      const html = await response.text();
      expect(response.status).toBe(404);
      expect(html).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(html).toContain(`<title>${title} | Kartis</title>`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`<a href="/?lang=${language}">${home}</a>`);
      expect(html).not.toMatch(/[\u0590-\u05FF]/);
    }
  });

  it("never lets a cache answer one language's not-found page for the other", async () => {
    const hebrew = await get('/@nobody-here', { 'Accept-Language': 'he-IL,he;q=0.9,en;q=0.8' });
    expect(await hebrew.text()).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.headers.get('vary')).toMatch(/Accept-Language/i);
    // A cache that kept the Hebrew page revalidates it for an English browser: it gets the English page, not a 304.
    const english = await get('/@nobody-here', { 'Accept-Language': 'en', 'If-None-Match': hebrew.headers.get('etag')!, 'Cache-Control': 'max-age=0' });
    expect(english.status).toBe(404);
    expect(english.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(await english.text()).toContain('<h1>Card not found</h1>');
  });

  it('sends /profile-{id} for good to /p/{id}, which leads on to the card with that id, its query kept', async () => {
    const noa = await card();
    const old = await get(`/profile-${noa.id}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/p/${noa.id}`);
    // The card's address may change, so this step is not for good.
    const numbered = await get(`/p/${noa.id}?src=qr`);
    expect(numbered.status).toBe(302);
    expect(numbered.headers.get('location')).toBe(`/p/${noa.slug}?src=qr`);
    const page = await fetch(`${server.url}/profile-${noa.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<link rel="canonical" href="${server.config.publicUrl}/p/${noa.slug}">`);
  });

  it('serves a card whose address is digits at that address', async () => {
    const digits = await card({ slug: '4242', displayName: 'כתובת של ספרות' });
    const byAddress = await get(`/p/${digits.slug}`);
    expect(byAddress.status).toBe(200);
    expect(await byAddress.text()).toContain('>כתובת של ספרות</h1>');
  });

  it('leads from the number of a card nobody else may see only its owner', async () => {
    const draft = await card({ published: false });
    expect((await get(`/p/${draft.id}`)).status).toBe(404);
    const ownerClient = await signedIn(server.url, owner);
    const own = await ownerClient.fetch(`/p/${draft.id}`, { redirect: 'manual' });
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe(`/p/${draft.slug}`);
  });
});

describe('/@username', () => {
  it("shows the user's primary card whatever the case of the name", async () => {
    const user = await buildUser(server.query, { username: 'Yossi.Cohen' });
    await card({ displayName: 'יוסי כהן' }, user);
    await card({ displayName: 'כרטיס שני של יוסי' }, user);
    for (const handle of ['@Yossi.Cohen', '@yossi.cohen', '@YOSSI.COHEN']) {
      const response = await get(`/${handle}`);
      expect(response.status, handle).toBe(200);
      expect(await response.text()).toContain('>יוסי כהן</h1>');
    }
  });

  it('shows the profile whatever follows the first segment, at its own address', async () => {
    const user = await buildUser(server.query, { username: 'dana.levi' });
    await card({ displayName: 'דנה לוי' }, user);
    const moves: [string, string][] = [
      ['/@dana.levi/extra', '/@dana.levi'],
      ['/@dana.levi/a/b/', '/@dana.levi'],
      ['/@Dana.Levi/links?src=qr', '/@Dana.Levi?src=qr'],
    ];
    for (const [path, address] of moves) {
      const moved = await get(path);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get('location'), path).toBe(address);
      const shown = await fetch(server.url + path);
      expect(shown.status, path).toBe(200);
      expect(await shown.text()).toContain('>דנה לוי</h1>');
    }
    expect((await get('/@nobody-here/extra')).status).toBe(301);
    expect((await fetch(server.url + '/@nobody-here/extra')).status).toBe(404);
  });
});

describe('the vCard download', () => {
  it('is a vCard 3.0 file with a Hebrew-safe name and the avatar as photo', async () => {
    const noa = await card({ avatar: `/uploads/${AVATAR_ID}.webp` });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
    await server.services.files.write(`${AVATAR_ID}-vcard.jpg`, jpeg);

    const response = await get(`/p/${noa.slug}/vcard`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${noa.slug}.vcf"; filename*=UTF-8''${encodeURIComponent('נועה ישראלי')}.vcf`,
    );
    expect(body.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    const text = body.toString('utf8');
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text).toContain('FN:נועה ישראלי\r\n');
    expect(text).toContain('item1.TEL;TYPE=X-נייד,CELL:+972501234567\r\nitem1.X-ABLabel:נייד\r\n');
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`PHOTO;ENCODING=b;TYPE=JPEG:${jpeg.toString('base64')}\r\n`);
  });

  it('saves a business as a company contact with its typed, labelled numbers and one address per social profile', async () => {
    const cafe = await card({
      displayName: 'קפה שדרות',
      contactKind: 'business',
      items: [
        { kind: 'phone', type: 'main', label: 'הזמנות', value: '04-850-1234' },
        { kind: 'phone', type: 'mobile', label: '', value: '052-765-4321' },
        { kind: 'social', brand: 'instagram', label: '', url: '@cafe.sderot' },
      ],
    });
    const text = await (await get(`/p/${cafe.slug}/vcard`)).text();
    const contact = new VCard().parse(text);
    expect(contact.get('n').valueOf()).toBe(';;;;');
    expect(contact.get('org').valueOf()).toBe('קפה שדרות');
    expect(contact.get('xAbShowAs').valueOf()).toBe('COMPANY');
    const tels = [contact.get('tel')].flat().map((tel) => ({ value: tel.valueOf(), ...(tel as unknown as { type: string[]; group?: string }) }));
    expect(tels.map(({ value, type, group }) => ({ value, type: [type].flat(), group }))).toEqual([
      { value: '+97248501234', type: ['x-הזמנות', 'main'], group: 'item1' },
      { value: '+972527654321', type: ['cell'], group: undefined },
    ]);
    expect(text).toContain('item1.X-ABLabel:הזמנות\r\n');
    expect(text).toContain('item2.URL:https://www.instagram.com/cafe.sderot\r\nitem2.X-ABLabel:Instagram\r\n');
    expect(text).not.toContain('X-SOCIALPROFILE');
  });

  it('is prepared once per card version: an ETag, 304 on revalidation, compressed, and new after an edit', async () => {
    const noa = await card();
    const plain = await get(`/p/${noa.slug}/vcard`, { 'Accept-Encoding': 'identity' });
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const text = await plain.text();
    expect((await get(`/p/${noa.slug}/vcard`, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0', 'Accept-Encoding': 'identity' })).status).toBe(304);

    const gzipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      httpGet(`${server.url}/p/${noa.slug}/vcard`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(text);

    await run(server.query, sql`UPDATE profiles SET title = 'שף', version = version + 1 WHERE id = ${noa.id}`);
    const edited = await get(`/p/${noa.slug}/vcard`, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0', 'Accept-Encoding': 'identity' });
    expect(edited.status).toBe(200);
    expect(await edited.text()).toContain('TITLE:שף');
  });
});

describe('the QR codes', () => {
  it('encode the card URL marked as reached by QR, as PNG at the asked size', async () => {
    const noa = await card();
    const response = await get(`/p/${noa.slug}/qr.png?size=300&fg=000000&bg=ffffff`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(300);
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(decoded?.data).toBe(`${server.config.publicUrl}/p/${noa.slug}?src=qr`);
    // The size the owner's download asks for: print and social networks.
    const print = await sharp(Buffer.from(await (await get(`/p/${noa.slug}/qr.png?size=1024`)).arrayBuffer())).metadata();
    expect([print.width, print.height]).toEqual([1024, 1024]);
  });

  it("decode with the card's theme colours by default, and as SVG", async () => {
    const noa = await card({ primaryColor: '#7c2d12' });
    const png = await get(`/p/${noa.slug}/qr.png`);
    const { data, info } = await sharp(Buffer.from(await png.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data).toBe(`${server.config.publicUrl}/p/${noa.slug}?src=qr`);
    expect(data.subarray(0, info.width * 4 * info.height).includes(Buffer.from([0x7c, 0x2d, 0x12]))).toBe(true);

    const svg = await get(`/p/${noa.slug}/qr.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const text = await svg.text();
    expect(text).toMatch(/^<svg /);
    expect(text).toContain('#7c2d12');
    const etag = svg.headers.get('etag')!;
    expect((await revalidate(`/p/${noa.slug}/qr.svg`, etag)).status).toBe(304);
  });

  it('answer a new code, not 304, once the site moves to another address', async () => {
    const noa = await card();
    const etag = (await get(`/p/${noa.slug}/qr.svg`)).headers.get('etag')!;
    const before = server.config.publicUrl;
    server.config.publicUrl = 'https://new-domain.example';
    try {
      const moved = await revalidate(`/p/${noa.slug}/qr.svg`, etag);
      expect(moved.status).toBe(200);
      expect(moved.headers.get('etag')).not.toBe(etag);
    } finally {
      server.config.publicUrl = before;
    }
    expect((await revalidate(`/p/${noa.slug}/qr.svg`, etag)).status).toBe(304);
  });

  it('keep the 4-module quiet zone the QR standard asks for, and decode in every variant the product offers', async () => {
    const noa = await card({ primaryColor: '#7c2d12' });
    const target = `${server.config.publicUrl}/p/${noa.slug}?src=qr`;
    const modules = QRCode.create(target, { errorCorrectionLevel: 'M' }).modules.size;
    for (const query of ['', 'size=128', 'size=1024', 'fg=000000&bg=ffffff', 'fg=1d4ed8&bg=fef3c7']) {
      for (const format of ['png', 'svg']) {
        const response = await get(`/p/${noa.slug}/qr.${format}?${query}`);
        expect(response.status, `${format}?${query}`).toBe(200);
        const image = sharp(Buffer.from(await response.arrayBuffer()), { density: 144 }).flatten({ background: '#ffffff' });
        const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
        expect(jsQR(pixels, info.width, info.height)?.data, `${format}?${query}`).toBe(target);
        // The first row with a module in it, in modules: at least four light modules stand before it.
        const dark = (i: number) => data[i]! + data[i + 1]! + data[i + 2]! < 3 * 160;
        let firstDarkRow = 0;
        while (firstDarkRow < info.height && ![...Array(info.width).keys()].some((x) => dark((firstDarkRow * info.width + x) * 4))) firstDarkRow += 1;
        expect(firstDarkRow / (info.width / (modules + 8)), `${format}?${query}`).toBeGreaterThanOrEqual(3.5);
      }
    }
  });

  it('refuses light modules on a dark ground, which many decoders cannot read, with a clear message', async () => {
    const noa = await card();
    const response = await get(`/p/${noa.slug}/qr.png?fg=ffffff&bg=111827`, { Accept: 'application/json' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('רוב הסורקים קוראים קוד QR רק כשהריבועים כהים מהרקע: בחרו צבע כהה לקוד ורקע בהיר');
  });

  it.each(['size=50', 'size=2000', 'size=abc', 'fg=red', 'bg=%3Cscript%3E', 'fg=ffffff&bg=ffffff'])('refuses ?%s with 400', async (query) => {
    const noa = await card();
    const response = await get(`/p/${noa.slug}/qr.svg?${query}`, { Accept: 'application/json' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });
});

describe('embedding', () => {
  it('lets only the ?embed=1 variant be framed', async () => {
    const noa = await card();
    const page = await get(`/p/${noa.slug}`);
    const embed = await get(`/p/${noa.slug}?embed=1`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await embed.text()).toContain('kc--embed');
    expect(await page.text()).toContain('kc--page');
  });

  it("serves this site's own previews without the no-script view pixel: a preview is nobody's visit", async () => {
    const noa = await card();
    const embed = await (await get(`/p/${noa.slug}?embed=1`)).text();
    const preview = await get(`/p/${noa.slug}?embed=1&preview=1`);
    const html = await preview.text();
    expect(embed).toContain(`/api/events/pixel?p=${noa.id}`);
    expect(html).toContain('kc--embed');
    expect(html).not.toContain('/api/events/pixel');
    expect(html).not.toContain('<script');
    expect(preview.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });
});

describe('the sitemap', () => {
  it('lists published cards with their last change and leaves drafts out', async () => {
    const published = await card();
    const draft = await card({ published: false });
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${server.config.publicUrl}/p/${published.slug}</loc><lastmod>${published.updatedAt.slice(0, 10)}</lastmod>`);
    expect(xml).not.toContain(`/p/${draft.slug}<`);
  });
});

describe('hostile text in every field', () => {
  const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(2)>', '"><svg onload=alert(3)>'];
  const SCRIPT_URLS = ['javascript:alert(4)', 'JaVaScRiPt:alert(5)', 'java\tscript:alert(6)', ' javascript:alert(7)', 'data:text/html,<script>alert(8)</script>'];

  it('is escaped everywhere and script URLs never become links', async () => {
    const [a, b, c] = PAYLOADS as [string, string, string];
    const hostile = await card({
      displayName: a,
      title: b,
      company: c,
      bio: `${a}\n${b}\n${c}`,
      items: [
        { kind: 'phone', label: a, value: '050-123-4567' },
        { kind: 'email', label: b, value: 'x@example.test' },
        { kind: 'address', label: c, value: `${a} ${c}` },
        { kind: 'website', label: a, url: 'https://example.test/?q="><script>alert(9)</script>' },
        { kind: 'button', label: b, url: 'https://example.test' },
        { kind: 'social', brand: 'instagram', label: c, url: 'https://instagram.com/x' },
      ],
    });
    for (const url of SCRIPT_URLS) {
      await insertRawItem(hostile.id, 'website', { label: a, url });
      await insertRawItem(hostile.id, 'button', { label: b, url });
      await insertRawItem(hostile.id, 'social', { brand: 'facebook', label: c, url });
      await insertRawItem(hostile.id, 'video', { label: c, url });
    }
    const html = await (await get(`/p/${hostile.slug}`)).text();
    for (const payload of [...PAYLOADS, '<script>alert(9)</script>']) expect(html).not.toContain(payload);
    expect(html).not.toMatch(/<(script|img|svg)[^>]*(onerror|onload)=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|java\s+script)/i);
    expect(html.match(/<script/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)![1]!;
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({ name: a });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${'&lt;script&gt;alert(1)&lt;/script&gt;'}`);
  });
});
