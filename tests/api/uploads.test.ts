import { get as httpGet } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { removeUnusedUploads, sweepUnusedUploads } from '../../api/upload-sweep/sweep';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_QUOTAS, type Profile, type UploadResult } from '../../shared/contract/profiles';
import { cardInput } from '../fixtures/cards';
import { exifIfd0Tags, jpegWithGps, png, pngBomb } from '../fixtures/images';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn, signedInClient } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { row, rows, run, sql } from '../helpers/sql';

const GPS_IFD_POINTER = 0x8825;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function upload(client: TestClient, file: Buffer, options: { purpose?: string; name?: string; type?: string } = {}): Promise<Response> {
  const form = new FormData();
  if (options.purpose !== '') form.set('purpose', options.purpose ?? 'avatar');
  form.set('file', new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }), options.name ?? 'photo.jpg');
  return client.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken() } });
}

async function uploaded(client: TestClient, file: Buffer, purpose = 'avatar'): Promise<UploadResult> {
  const response = await upload(client, file, { purpose });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as UploadResult;
}

/** A card with one video, with `extra` fields on the video (its poster). */
const videoCard = (extra: object) => cardInput({ items: [{ kind: 'video', label: 'סיור בסטודיו', url: 'https://youtu.be/aqz-KE-bpKQ', ...extra }] });

async function served(path: string): Promise<{ response: Response; body: Buffer }> {
  const response = await fetch(server.url + path);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** Whether the file store holds the upload at `url`. */
const stored = (url: string) => server.services.files.has(url.replace('/uploads/', ''));

describe('POST /api/uploads', () => {
  it('re-encodes a phone photo upright, as a 512×512 WebP avatar and a small vCard JPEG, with no EXIF or GPS left', async () => {
    const { client } = await signedInClient(server);
    const input = await jpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif && exifIfd0Tags(inputMeta.exif)).toContain(GPS_IFD_POINTER);

    const result = await uploaded(client, input);
    expect(result).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{24}$/),
      url: `/uploads/${result.id}.webp`,
      vcardUrl: `/uploads/${result.id}-vcard.jpg`,
      purpose: 'avatar',
      width: 512,
      height: 512,
    });

    const page = await served(result.url);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toBe('image/webp');
    expect(page.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(page.response.headers.get('x-content-type-options')).toBe('nosniff');
    const pageMeta = await sharp(page.body).metadata();
    expect([pageMeta.format, pageMeta.width, pageMeta.height]).toEqual(['webp', 512, 512]);
    expect([pageMeta.exif, pageMeta.xmp, pageMeta.icc]).toEqual([undefined, undefined, undefined]);
    expect(page.body.includes('EXIF') || page.body.includes('KartisTestCam')).toBe(false);

    const vcard = await served(result.vcardUrl!);
    expect(vcard.response.headers.get('content-type')).toBe('image/jpeg');
    const vcardMeta = await sharp(vcard.body).metadata();
    expect([vcardMeta.format, vcardMeta.width, vcardMeta.height, vcardMeta.exif]).toEqual(['jpeg', 256, 256, undefined]);
    expect(vcard.body.includes('KartisTestCam')).toBe(false);
  });

  it('turns a sideways photo upright and keeps a small gallery picture at its size', async () => {
    const { client } = await signedInClient(server);
    const result = await uploaded(client, await jpegWithGps(40, 30), 'gallery');
    expect([result.width, result.height, result.vcardUrl]).toEqual([30, 40, undefined]);
    expect((await served(`/uploads/${result.id}-vcard.jpg`)).response.status).toBe(404);
  });

  it('shrinks a cover to at most 1600 px wide and a gallery picture to 1200 px', async () => {
    const { client } = await signedInClient(server);
    const wide = await png(2400, 600);
    expect(await uploaded(client, wide, 'cover')).toMatchObject({ width: 1600, height: 400 });
    expect(await uploaded(client, wide, 'gallery')).toMatchObject({ width: 1200, height: 300 });
  });

  it('refuses a text file named .jpg, by its content', async () => {
    const { client } = await signedInClient(server);
    const response = await upload(client, Buffer.from('just some text, not a picture\n'.repeat(20)), { name: 'photo.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'not_an_image',
      message: UPLOAD_MESSAGES.notImage,
      details: [{ path: 'file', message: UPLOAD_MESSAGES.notImage }],
    });
    const svg = await upload(client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), { name: 'a.png', type: 'image/png' });
    expect(svg.status).toBe(400);
  });

  it('answers 413 with its Hebrew text to a file over 8 MB', async () => {
    const { client } = await signedInClient(server);
    const response = await upload(client, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'payload_too_large', message: STATUS_MESSAGES[413] });
  });

  it('refuses a decompression bomb (a tiny PNG declaring 20000×20000) without decoding it', async () => {
    const { client } = await signedInClient(server);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    const response = await upload(client, bomb, { name: 'bomb.png', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'image_too_many_pixels', message: UPLOAD_MESSAGES.tooManyPixels });
  });

  it('needs a purpose, a file, a signed-in user and the CSRF token', async () => {
    const { client } = await signedInClient(server);
    const photo = await png(20, 20);
    expect(await (await upload(client, photo, { purpose: 'banner' })).json()).toMatchObject({ message: UPLOAD_MESSAGES.purpose });
    expect((await upload(client, photo, { purpose: '' })).status).toBe(400);
    const noFile = new FormData();
    noFile.set('purpose', 'avatar');
    const missing = await client.fetch('/api/uploads', { method: 'POST', body: noFile, headers: { 'csrf-token': await client.csrfToken() } });
    expect(await missing.json()).toMatchObject({ message: UPLOAD_MESSAGES.missingFile });

    const form = new FormData();
    form.set('purpose', 'avatar');
    form.set('file', new Blob([new Uint8Array(photo)]), 'a.png');
    expect((await client.fetch('/api/uploads', { method: 'POST', body: form })).status).toBe(403);
    const anonymous = new TestClient(server.url);
    const signedOut = await anonymous.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await anonymous.csrfToken() } });
    expect(signedOut.status).toBe(401);
  });

  it('limits each user to 30 uploads a minute', async () => {
    const { client } = await signedInClient(server);
    const junk = Buffer.from('not an image');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await upload(client, junk)).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await upload((await signedInClient(server)).client, junk)).status).toBe(400);
  });
});

/** A GET with the path sent exactly as written (fetch would normalise dot segments away). */
function rawStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(server.url + '/', { path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

describe('GET /uploads/*', () => {
  it('serves only upload names: anything else under /uploads/ is 404, traversal included', async () => {
    for (const path of [
      '/uploads/',
      '/uploads/kartis.db',
      '/uploads/../kartis.db',
      '/uploads/%2e%2e/kartis.db',
      '/uploads/..%2fkartis.db',
      '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.svg',
      '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp/../../kartis.db',
    ]) {
      expect(await rawStatus(path), path).toBe(404);
    }
  });
});

describe('images on cards', () => {
  it('removes a replaced avatar and a dropped gallery picture from disk, and the rest when the card is deleted', async () => {
    const { client } = await signedInClient(server);
    const first = await uploaded(client, await png(64, 64));
    const gallery = await uploaded(client, await png(80, 60), 'gallery');
    const created = await client.send('POST', '/api/profiles', cardInput({ avatar: first.url, items: [{ kind: 'gallery', label: 'עבודות', images: [gallery.url] }] }));
    expect(created.status).toBe(201);
    const card = (await created.json()) as Profile;
    expect(card.avatar).toBe(first.url);

    const second = await uploaded(client, await png(64, 64, '#10ac84'));
    const pending = await uploaded(client, await png(64, 64, '#ee5253'));
    const saved = await client.send('PUT', `/api/profiles/${card.id}`, { ...card, avatar: second.url, items: [], version: card.version });
    expect(saved.status).toBe(200);

    expect((await served(first.url)).response.status).toBe(404);
    expect(await Promise.all([stored(first.url), stored(first.vcardUrl!), stored(gallery.url)])).toEqual([false, false, false]);
    expect((await served(second.url)).response.status).toBe(200);
    // Uploaded for a save that has not happened yet: kept.
    expect(await stored(pending.url)).toBe(true);

    expect((await client.send('DELETE', `/api/profiles/${card.id}`)).status).toBe(204);
    expect(await Promise.all([stored(second.url), stored(second.vcardUrl!)])).toEqual([false, false]);
  });

  it("removes a deleted account's pictures from disk", async () => {
    const user = await buildUser(server.query);
    const { client } = await signIn(server.url, user);
    const avatar = await uploaded(client, await png(48, 48));
    expect((await client.send('POST', '/api/profiles', cardInput({ avatar: avatar.url }))).status).toBe(201);
    await run(server.query, sql`DELETE FROM users WHERE id = ${user.id}`);
    expect(await removeUnusedUploads(server.query, server.services.files, user.id)).toEqual([avatar.id]);
    expect(await Promise.all([stored(avatar.url), stored(avatar.vcardUrl!)])).toEqual([false, false]);
  });

  it("shows a video's poster from the owner's own upload, keeps it on disk, and loads nothing from the video's site", async () => {
    const { client } = await signedInClient(server);
    const poster = await uploaded(client, await png(320, 180), 'cover');
    const avatar = await uploaded(client, await png(32, 32));

    const refused = await client.send('POST', '/api/profiles', videoCard({ poster: avatar.url }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { details: unknown[] }).details).toEqual([{ path: 'items.0.poster', message: expect.any(String) }]);

    const created = await client.send('POST', '/api/profiles', videoCard({ poster: poster.url }));
    expect(created.status).toBe(201);
    const card = (await created.json()) as Profile;
    expect(card.items[0]).toMatchObject({ kind: 'video', poster: poster.url });
    const page = (await served(`/p/${card.slug}`)).body.toString('utf8');
    expect(/<a [^>]*class="kc-video-link"[^>]*>(.*?)<\/a>/s.exec(page)?.[1]).toContain(`<img src="${poster.url}"`);
    // The clean-up of pictures no card uses any more leaves the poster alone.
    await removeUnusedUploads(server.query, server.services.files, (await row(server.query, sql`SELECT user_id FROM profiles WHERE id = ${card.id}`) as { user_id: number }).user_id);
    expect(await stored(poster.url)).toBe(true);

    const withoutPoster = await client.send('PUT', `/api/profiles/${card.id}`, { ...videoCard({ poster: null }), slug: card.slug, version: card.version });
    expect(withoutPoster.status, await withoutPoster.clone().text()).toBe(200);
    const barePage = (await served(`/p/${card.slug}`)).body.toString('utf8');
    expect(/<a [^>]*class="kc-video-link"[^>]*>(.*?)<\/a>/s.exec(barePage)?.[1]).toContain('YouTube');
    for (const html of [page, barePage]) expect(html).not.toMatch(/ytimg|vimeocdn|<img[^>]+src="https?:/);
  });

  it("refuses another user's upload and an upload made for another place", async () => {
    const { client: owner } = await signedInClient(server);
    const theirs = await uploaded(owner, await png(32, 32));
    const { client } = await signedInClient(server);
    const cover = await uploaded(client, await png(32, 32), 'cover');
    const response = await client.send('POST', '/api/profiles', cardInput({ avatar: theirs.url }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: unknown[] }).details).toEqual([{ path: 'avatar', message: expect.any(String) }]);
    expect((await client.send('POST', '/api/profiles', cardInput({ avatar: cover.url }))).status).toBe(400);
    expect((await client.send('POST', '/api/profiles', cardInput({ cover: cover.url }))).status).toBe(201);
  });
});

/** Records an image of `bytes` for the user as if uploaded `ageMs` ago; `claimed` as if a card had used it. */
async function storedImage(userId: number, { bytes, ageMs = 0, claimed = false, purpose = 'gallery' }: { bytes: number; ageMs?: number; claimed?: boolean; purpose?: string }): Promise<string> {
  const id = Math.random().toString(36).slice(2).padEnd(24, '0').slice(0, 24);
  const at = new Date(Date.now() - ageMs).toISOString();
  await run(server.query, sql`INSERT INTO uploads (id, user_id, purpose, width, height, bytes, created_at, claimed_at) VALUES (${id}, ${userId}, ${purpose}, 10, 10, ${bytes}, ${at}, ${claimed ? at : null})`);
  return id;
}
const imageCount = async (userId: number) => (await row<{ n: number }>(server.query, sql`SELECT count(*) AS n FROM uploads WHERE user_id = ${userId}`))!.n;

describe('the upload quota and the sweep of unused images', () => {
  it('refuses with 413 and a Hebrew notice an image that would take a free account past its images in use', async () => {
    const { user, client } = await signedInClient(server);
    const inUse = await storedImage(user.id, { bytes: UPLOAD_QUOTAS.basic.bytes - 10, purpose: 'avatar' });
    const card = await client.send('POST', '/api/profiles', cardInput({ slug: `quota-${user.id}`, avatar: `/uploads/${inUse}.webp` }));
    expect(card.status, await card.clone().text()).toBe(201);
    const response = await upload(client, await png(64, 64), { purpose: 'gallery', type: 'image/png', name: 'a.png' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'upload_quota_exceeded', message: UPLOAD_MESSAGES.quota });
    expect(await imageCount(user.id)).toBe(1);
  });

  it('keeps the quota when one account sends its images at once: only the room left is taken', async () => {
    const image = await png(64, 64);
    // What one such image takes once encoded, measured on another account.
    const other = await signedInClient(server);
    const measured = await upload(other.client, image, { purpose: 'gallery', type: 'image/png', name: 'm.png' });
    expect(measured.status).toBe(201);
    const { id } = (await measured.json()) as UploadResult;
    const { bytes } = (await row<{ bytes: number }>(server.query, sql`SELECT bytes FROM uploads WHERE id = ${id}`))!;
    // A card's picture (kept by every sweep) leaves room for two and a half such images.
    const { user, client } = await signedInClient(server);
    const inUse = await storedImage(user.id, { bytes: UPLOAD_QUOTAS.basic.bytes - Math.floor(2.5 * Number(bytes)), purpose: 'avatar' });
    expect((await client.send('POST', '/api/profiles', cardInput({ slug: `parallel-quota-${user.id}`, avatar: `/uploads/${inUse}.webp` }))).status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(client, image, { purpose: 'gallery', type: 'image/png', name: `p${i}.png` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 413, 413, 413, 413]);
    expect(await imageCount(user.id)).toBe(3);
  });

  it('counts the plan: a running trial holds more, and images no card uses are swept before refusing', async () => {
    const { user, client } = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    for (let i = 0; i < UPLOAD_QUOTAS.basic.count; i += 1) await storedImage(user.id, { bytes: 1000, claimed: true });
    // A free account would be full; the trial is not.
    expect((await upload(client, await png(16, 16), { purpose: 'gallery', type: 'image/png', name: 'a.png' })).status).toBe(201);
    // Filled to the trial's count with pictures no card uses any more: they are swept, and the upload goes through.
    for (let i = await imageCount(user.id); i < UPLOAD_QUOTAS.trial.count; i += 1) await storedImage(user.id, { bytes: 1000, claimed: true });
    expect((await upload(client, await png(16, 16), { purpose: 'gallery', type: 'image/png', name: 'b.png' })).status).toBe(201);
    // Left: the two uploads just made, which the editor is about to put on a card.
    expect(await imageCount(user.id)).toBe(2);
  });

  it('sweeps every account’s unused images on its own, not only when their owner saves a card', async () => {
    const owner = await buildUser(server.query);
    const fresh = await storedImage(owner.id, { bytes: 10 });
    const stale = await storedImage(owner.id, { bytes: 10, ageMs: 2 * 86_400_000 });
    const replaced = await storedImage(owner.id, { bytes: 10, claimed: true });
    expect(await sweepUnusedUploads(server.query, server.services.files)).toBeGreaterThanOrEqual(2);
    const left = (await rows(server.query, sql`SELECT id FROM uploads WHERE user_id = ${owner.id}`) as { id: string }[]).map((row) => row.id);
    expect(left).toEqual([fresh]);
    expect(left).not.toContain(stale);
    expect(left).not.toContain(replaced);
  });
});
