import { existsSync, readdirSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '../../shared/contract/profiles';
import { cardInput } from '../fixtures/cards';
import { jpegWithGps } from '../fixtures/images';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ UPLOADS_STORE: 'database' });
});
afterAll(() => server.close());

describe('uploads kept in the database (UPLOADS_STORE=database, the default on PostgreSQL)', () => {
  it('serves an uploaded photo, its vCard copy and its cache validators with nothing written to the uploads folder', async () => {
    const { client } = await signedInClient(server);
    const form = new FormData();
    form.set('purpose', 'avatar');
    form.set('file', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'me.jpg');
    const response = await client.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken() } });
    expect(response.status).toBe(201);
    const upload = (await response.json()) as UploadResult;
    const folderHolds = existsSync(server.config.uploadsDir) ? readdirSync(server.config.uploadsDir) : [];
    expect(folderHolds.filter((name) => name.startsWith(upload.id))).toEqual([]);

    const image = await fetch(server.url + upload.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // Straight over HTTP: fetch() adds `Cache-Control: no-cache` to a conditional request, and no server answers 304 to that.
    const again = await new Promise<number>((resolve, reject) =>
      httpGet(server.url + upload.url, { headers: { 'If-None-Match': image.headers.get('etag')! } }, (answer) => resolve(answer.resume().statusCode!)).on('error', reject),
    );
    expect(again).toBe(304);

    const card = await client.fetch('/api/profiles', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'csrf-token': await client.csrfToken() },
      body: JSON.stringify(cardInput({ avatar: upload.url, published: true })),
    });
    expect(card.status, await card.clone().text()).toBe(201);
    const { slug } = (await card.json()) as { slug: string };
    const vcard = await (await fetch(`${server.url}/p/${slug}/vcard`)).text();
    expect(vcard).toMatch(/PHOTO;ENCODING=b;TYPE=JPEG:/);
  });
});
