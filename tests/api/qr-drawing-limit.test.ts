import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_DRAWINGS_PER_MINUTE } from '../../api/pages/cards';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { ownerWithCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => fetch(server.url + path);

describe('a card’s QR pictures', () => {
  it('draws a limited number of new PNGs a minute for one address, while a picture already drawn is still given', async () => {
    const { card } = await ownerWithCard(server.query);
    const kept = await get(`/p/${card.slug}/qr.png`);
    expect(kept.status).toBe(200);
    // Every size is a new drawing: a script asking for one after another kept the server drawing.
    for (let i = 1; i < QR_DRAWINGS_PER_MINUTE; i++) expect((await get(`/p/${card.slug}/qr.png?size=${128 + i}`)).status).toBe(200);
    const refused = await get(`/p/${card.slug}/contact-qr.png?size=200`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect((await get(`/p/${card.slug}/qr.png?size=900`)).status).toBe(429);
    // The picture a mail's signature shows, drawn before, is still answered.
    const again = await get(`/p/${card.slug}/qr.png`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await kept.arrayBuffer()));
  });
});
