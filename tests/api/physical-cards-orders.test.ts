import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHYSICAL_CARD_MESSAGES, type NfcOrder, type NfcOrderFormValues } from '../../shared/contract/physical-cards';
import { PROFILE_MESSAGES } from '../../shared/contract/profiles';
import { buildCard } from '../fixtures/cards';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { run, sql } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function orderFor(profileId: number, overrides: Partial<NfcOrderFormValues> = {}): NfcOrderFormValues {
  return {
    profileId,
    template: 'bold',
    primaryColor: '#0F766E',
    backgroundColor: '#ffffff',
    quantity: 3,
    shippingName: 'דנה לוי',
    phone: '050-123 4567',
    address: 'הרצל 10',
    city: 'תל אביב',
    ...overrides,
  };
}

const setNfcPrice = (agorot: number, active = 1) =>
  run(server.query, sql`UPDATE products SET yearly_price = ${agorot}, is_active = ${active} WHERE package_type = 'nfc_card'`);

describe('ordering printed cards', () => {
  it('saves a pending order priced from the NFC-card product and lists it, newest first', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    await setNfcPrice(8900);
    const order = await json<NfcOrder>(await client.send('POST', '/api/physical-cards/orders', orderFor(card.id)), 201);
    expect(order).toEqual({
      id: expect.any(Number),
      profile: { id: card.id, slug: card.slug, displayName: card.displayName },
      template: 'bold',
      primaryColor: '#0f766e',
      backgroundColor: '#ffffff',
      language: null,
      quantity: 3,
      unitPrice: 89,
      totalPrice: 267,
      shippingName: 'דנה לוי',
      phone: '0501234567',
      address: 'הרצל 10',
      city: 'תל אביב',
      status: 'pending',
      createdAt: expect.any(String),
    });
    await setNfcPrice(9900);
    const later = await json<NfcOrder>(await client.send('POST', '/api/physical-cards/orders', orderFor(card.id, { quantity: 1, phone: '+972-3-5551234' })), 201);
    expect(later).toMatchObject({ unitPrice: 99, totalPrice: 99, phone: '+97235551234' });
    const listed = await json<NfcOrder[]>(await client.fetch('/api/physical-cards/orders'), 200);
    expect(listed.map((o) => [o.id, o.unitPrice, o.status])).toEqual([
      [later.id, 99, 'pending'],
      [order.id, 89, 'pending'],
    ]);
    await setNfcPrice(8900);
  });

  it('shows me only my own orders', async () => {
    const { user, client } = await signedInClient(server);
    await json(await client.send('POST', '/api/physical-cards/orders', orderFor((await buildCard(server.query, user.id)).id)), 201);
    const { client: other } = await signedInClient(server);
    expect(await json<NfcOrder[]>(await other.fetch('/api/physical-cards/orders'), 200)).toEqual([]);
  });

  it('names each invalid field with its Hebrew message', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    const cases: [Partial<NfcOrderFormValues>, string, string][] = [
      [{ quantity: 0 }, 'quantity', PHYSICAL_CARD_MESSAGES.quantity],
      [{ quantity: 101 }, 'quantity', PHYSICAL_CARD_MESSAGES.quantity],
      [{ quantity: 1.5 }, 'quantity', PHYSICAL_CARD_MESSAGES.quantity],
      [{ shippingName: ' ' }, 'shippingName', PHYSICAL_CARD_MESSAGES.shippingName],
      [{ phone: '12345' }, 'phone', PHYSICAL_CARD_MESSAGES.phone],
      [{ phone: '+1 212 555 1234' }, 'phone', PHYSICAL_CARD_MESSAGES.phone],
      [{ phone: '050-123-456' }, 'phone', PHYSICAL_CARD_MESSAGES.phone],
      [{ address: '' }, 'address', PHYSICAL_CARD_MESSAGES.address],
      [{ city: 'a' }, 'city', PHYSICAL_CARD_MESSAGES.city],
      [{ city: 'א'.repeat(61) }, 'city', PHYSICAL_CARD_MESSAGES.tooLong],
      [{ template: 'neon' as 'bold' }, 'template', PHYSICAL_CARD_MESSAGES.template],
      [{ primaryColor: 'red' }, 'primaryColor', PROFILE_MESSAGES.color],
      [{ profileId: undefined }, 'profileId', PHYSICAL_CARD_MESSAGES.profileRequired],
    ];
    for (const [change, path, message] of cases) {
      const body = await json<{ code: string; details: { path: string; message: string }[] }>(
        await client.send('POST', '/api/physical-cards/orders', orderFor(card.id, change)),
        400,
      );
      expect(body.code, path).toBe('validation_failed');
      expect(body.details, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    expect(await json<NfcOrder[]>(await client.fetch('/api/physical-cards/orders'), 200)).toEqual([]);
  });

  it('refuses an order for someone else’s card', async () => {
    const { client } = await signedInClient(server);
    const other = await buildUser(server.query);
    const body = await json<{ details: unknown }>(await client.send('POST', '/api/physical-cards/orders', orderFor((await buildCard(server.query, other.id)).id)), 400);
    expect(body.details).toEqual([{ path: 'profileId', message: PHYSICAL_CARD_MESSAGES.profileNotFound }]);
  });

  it('says ordering is unavailable when no NFC-card product is on sale', async () => {
    const { user, client } = await signedInClient(server);
    await setNfcPrice(8900, 0);
    expect(await json(await client.send('POST', '/api/physical-cards/orders', orderFor((await buildCard(server.query, user.id)).id)), 503)).toEqual({
      message: PHYSICAL_CARD_MESSAGES.orderingUnavailable,
      code: 'service_unavailable',
    });
    await setNfcPrice(8900, 1);
  });

  it('needs a signed-in account', async () => {
    await json(await new TestClient(server.url).send('POST', '/api/physical-cards/orders', orderFor(1)), 401);
  });
});
