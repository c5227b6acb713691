import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFC_ORDERS_PER_HOUR } from '../../api/physical-cards/routes';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { buildCard } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { rows, run, sql } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await run(server.query, sql`UPDATE products SET yearly_price = 8900, is_active = 1 WHERE package_type = 'nfc_card'`);
});
afterAll(() => server.close());

const order = (profileId: number) => ({
  profileId,
  template: 'bold',
  primaryColor: '#0F766E',
  backgroundColor: '#ffffff',
  quantity: 1,
  shippingName: 'דנה לוי',
  phone: '050-123 4567',
  address: 'הרצל 10',
  city: 'תל אביב',
});

describe('POST /api/physical-cards/orders', () => {
  it('takes a few orders an hour from one account, each with its print drawn, then answers 429 and draws nothing more', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    for (let i = 0; i < NFC_ORDERS_PER_HOUR; i++) expect((await client.send('POST', '/api/physical-cards/orders', order(card.id))).status).toBe(201);
    const refused = await client.send('POST', '/api/physical-cards/orders', order(card.id));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: STATUS_MESSAGES[429], code: 'rate_limited' });
    expect(await rows(server.query, sql`SELECT id FROM nfc_orders WHERE user_id = ${user.id}`)).toHaveLength(NFC_ORDERS_PER_HOUR);
    // Another account orders as before.
    const other = await signedInClient(server);
    expect((await other.client.send('POST', '/api/physical-cards/orders', order((await buildCard(server.query, other.user.id)).id))).status).toBe(201);
    // Each order draws its PDF: the allowance takes a while to use up.
  }, 120_000);
});
