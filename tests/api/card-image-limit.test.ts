import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardImagePath } from '../../api/preview-images/card-image-path';
import { CARD_IMAGE_DRAWINGS_PER_MINUTE } from '../../api/preview-images/routes';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { buildCard, ownerWithCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => fetch(server.url + path);

describe('a card’s link-preview picture', () => {
  it('draws a limited number of new pictures a minute for one address, while a picture already drawn is still given', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const { publicUrl } = server.config;
    const kept = await get(cardImagePath(card, publicUrl));
    expect(kept.status).toBe(200);
    expect(kept.headers.get('Content-Type')).toBe('image/jpeg');
    // Every card's picture is a drawing of its own: a script asking for one card after another kept the server drawing.
    for (let i = 1; i < CARD_IMAGE_DRAWINGS_PER_MINUTE; i++) {
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
});
