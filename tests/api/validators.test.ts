import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { buildUser } from '../helpers/users';
import { run, sql } from '../helpers/sql';

let server: TestServer;
let slug: string;
let cardId: number;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kartis.example' });
  const owner = await buildUser(server.query, { username: 'validators' });
  ({ slug, id: cardId } = await buildCard(server.query, owner.id, { displayName: 'נועה ישראלי' }));
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as a cache sends it, with exactly these headers (fetch would add and decode encodings of its own). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url + path);
    request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body } as const;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/** The answer in each encoding: its ETag and its decoded bytes, checked to be sent in that very encoding. */
async function inEveryEncoding(path: string) {
  const answers = [];
  for (const encoding of ENCODINGS) {
    const answer = await rawGet(path, { 'Accept-Encoding': encoding });
    expect(answer.status, `${path} ${encoding}`).toBe(200);
    expect(answer.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding === 'identity' ? undefined : encoding);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    answers.push({ encoding, etag: String(answer.headers.etag), text: DECODE[encoding](answer.body).toString('utf8') });
  }
  return answers;
}

/** Every compressed cacheable answer: the card page, its vCard and QR SVG, the sitemap and robots.txt. */
const compressedPaths = () => [`/p/${slug}`, `/p/${slug}/vcard`, `/p/${slug}/qr.svg`, '/sitemap.xml', '/robots.txt'];

describe('validators that work, one per encoding', () => {
  it('sends the card page, vCard, QR SVG, sitemap and robots.txt compressed, each encoding under an ETag of its own', async () => {
    for (const path of compressedPaths()) {
      const answers = await inEveryEncoding(path);
      expect(new Set(answers.map((a) => a.text)).size, path).toBe(1);
      expect(new Set(answers.map((a) => a.etag)).size, path).toBe(3);
      for (const { etag } of answers) expect(etag, path).toMatch(/^"[^"]+"$/);
    }
  });

  it('answers 304 to a copy of the same encoding, and the full answer to a copy of another', async () => {
    for (const path of compressedPaths()) {
      const answers = await inEveryEncoding(path);
      for (const { encoding, etag } of answers) {
        const same = await rawGet(path, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
        expect(same.status, `${path} ${encoding}`).toBe(304);
        expect(same.body.length).toBe(0);
        expect(same.headers.etag).toBe(etag);
        const other = ENCODINGS.find((e) => e !== encoding)!;
        const crossed = await rawGet(path, { 'Accept-Encoding': other, 'If-None-Match': etag });
        expect(crossed.status, `${path} ${encoding} → ${other}`).toBe(200);
      }
    }
  });

  it('gives the sitemap a new ETag once a new card is listed', async () => {
    const before = await rawGet('/sitemap.xml', { 'Accept-Encoding': 'gzip' });
    const owner = await buildUser(server.query, { username: 'validators-second' });
    const added = await buildCard(server.query, owner.id, {});
    const after = await rawGet('/sitemap.xml', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(gunzipSync(after.body).toString('utf8')).toContain(`/p/${added.slug}`);
  });

  it('changes the vCard’s and the QR codes’ ETags when the site moves to another address', async () => {
    const paths = [`/p/${slug}/vcard`, `/p/${slug}/qr.svg`, `/p/${slug}/qr.png`];
    const before = await Promise.all(paths.map((path) => rawGet(path, { 'Accept-Encoding': 'identity' })));
    const address = server.config.publicUrl;
    server.config.publicUrl = 'https://new-domain.example';
    try {
      for (const [i, path] of paths.entries()) {
        const moved = await rawGet(path, { 'Accept-Encoding': 'identity', 'If-None-Match': String(before[i]!.headers.etag) });
        expect(moved.status, path).toBe(200);
        expect(moved.headers.etag, path).not.toBe(before[i]!.headers.etag);
      }
      expect((await rawGet(`/p/${slug}/vcard`)).body.toString('utf8')).toContain(`https://new-domain.example/p/${slug}`);
    } finally {
      server.config.publicUrl = address;
    }
  });

  it('changes the vCard’s and the QR codes’ ETags with an edit of the card', async () => {
    const paths = [`/p/${slug}/vcard`, `/p/${slug}/qr.svg`, `/p/${slug}/qr.png`];
    const before = await Promise.all(paths.map((path) => rawGet(path, { 'Accept-Encoding': 'identity' })));
    await run(server.query, sql`UPDATE profiles SET title = 'שמאית', version = version + 1 WHERE id = ${cardId}`);
    for (const [i, path] of paths.entries()) {
      const edited = await rawGet(path, { 'Accept-Encoding': 'identity', 'If-None-Match': String(before[i]!.headers.etag) });
      expect(edited.status, path).toBe(200);
    }
  });
});

describe('uploads', () => {
  it('answer 304 to If-Modified-Since and If-None-Match, and the image to an older copy', async () => {
    const name = 'zyxwvutsrqabcdefghijklmn.webp';
    await server.services.files.write(name, Buffer.from('RIFF-not-really-webp'));
    const first = await rawGet(`/uploads/${name}`);
    expect(first.status).toBe(200);
    const lastModified = String(first.headers['last-modified']);
    expect(lastModified).toMatch(/GMT$/);
    expect((await rawGet(`/uploads/${name}`, { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await rawGet(`/uploads/${name}`, { 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
    const older = await rawGet(`/uploads/${name}`, { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() });
    expect(older.status).toBe(200);
    expect(older.body.toString()).toBe('RIFF-not-really-webp');
  });
});
