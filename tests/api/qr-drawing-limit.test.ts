import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_DRAWINGS_PER_MINUTE } from '../../api/pages/cards';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import sharp from 'sharp';
import { buildCard, ownerWithCard } from '../fixtures/cards';
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

describe('a card’s QR as SVG with its logo', () => {
  it('counts each new drawing, which puts the logo on a plate, toward the same limit as the PNGs', async () => {
    const own = await startTestServer();
    try {
      await own.services.files.write('svglogosvglogosvglogosvg.webp', await sharp({ create: { width: 400, height: 240, channels: 3, background: '#e11d48' } }).webp().toBuffer());
      const { user } = await ownerWithCard(own.query);
      const card = await buildCard(own.query, user.id, { logo: '/uploads/svglogosvglogosvglogosvg.webp' });
      const svg = (query: string) => fetch(`${own.url}/p/${card.slug}/qr.svg?logo=1&${query}`);
      for (let i = 0; i < QR_DRAWINGS_PER_MINUTE; i++) expect((await svg(`size=${200 + i}`)).status).toBe(200);
      const refused = await svg('size=900');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
      // One drawn before is still given; the plain code on the card's page draws no logo.
      expect((await svg('size=200')).status).toBe(200);
      expect((await fetch(`${own.url}/p/${card.slug}/qr.svg`)).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
