import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cardImagePath } from '../../api/preview-images/card-image-path';
import { PREVIEW_DRAWINGS_PER_MINUTE } from '../../api/preview-images/routes';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { buildCard, ownerWithCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => fetch(server.url + path);

describe('link-preview pictures drawn on request', () => {
  it('draws a limited number of new pictures a minute for one address, while a picture already drawn is still given', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const { publicUrl } = server.config;
    const kept = await get(cardImagePath(card, publicUrl));
    expect(kept.status).toBe(200);
    expect(kept.headers.get('Content-Type')).toBe('image/jpeg');
    // Every card's picture is a drawing of its own: a script asking for one card after another kept the server drawing.
    for (let i = 1; i < PREVIEW_DRAWINGS_PER_MINUTE; i++) {
      expect((await get(cardImagePath(await buildCard(server.query, user.id), publicUrl))).status).toBe(200);
    }
    const refused = await get(cardImagePath(await buildCard(server.query, user.id), publicUrl));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    // The picture a link preview already showed is still answered, as it was drawn.
    const again = await get(cardImagePath(card, publicUrl));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await kept.arrayBuffer()));
  }, 120_000);

  it('draws a limited number of new blog covers a minute for one address, while a cover already drawn is still given', async () => {
    const webp = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#7c3aed' } }).webp().toBuffer();
    const uploadIds = Array.from({ length: PREVIEW_DRAWINGS_PER_MINUTE + 1 }, (_, i) => `coverlimit${String(i).padStart(14, '0')}`);
    // A server of its own, so the count starts at nought whatever the test above used.
    const own = await startTestServer();
    onTestFinished(() => own.close());
    for (const id of uploadIds) await own.services.files.write(`${id}.webp`, webp);
    const from = (id: string) => fetch(`${own.url}/og/cover-${id}.jpg`);
    const kept = await from(uploadIds[0]!);
    expect(kept.status).toBe(200);
    // Any public upload's id can be named as a cover, and only the last few covers are kept: each new one is a drawing.
    for (const id of uploadIds.slice(1, -1)) expect((await from(id)).status).toBe(200);
    const refused = await from(uploadIds.at(-1)!);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect(Buffer.from(await (await from(uploadIds[0]!)).arrayBuffer())).toEqual(Buffer.from(await kept.arrayBuffer()));
  }, 120_000);
});
