import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationsRepo } from '../../api/organisations/repo';
import { ORDER_SHIPPED_NOTIFICATION, type Notification } from '../../shared/contract/notifications';
import { PHYSICAL_CARD_MESSAGES, type NfcOrder, type NfcOrderStatus } from '../../shared/contract/physical-cards';
import { buildCard } from '../fixtures/cards';
import { buildNfcOrder } from '../fixtures/physical-cards';
import { json, TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import type { UserOverrides } from '../helpers/users';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInClient(server, { userRole: 'admin' })).client;
});
afterAll(() => server.close());

const adminMove = (id: number, status: string, client = admin) => client.send('PATCH', `/api/admin/physical-card-orders/${id}`, { status });
const ownerCancel = (client: TestClient, id: number) => client.send('PUT', `/api/physical-cards/orders/${id}/cancelled`);
const teamCancel = (client: TestClient, organisationId: number, id: number) => client.send('PUT', `/api/organisations/${organisationId}/physical-cards/orders/${id}/cancelled`);

/** A signed-in owner and a new order of theirs standing in `status`. */
async function ownerWithOrder(status: NfcOrderStatus = 'pending', overrides: UserOverrides = {}) {
  const owner = await signedInClient(server, overrides);
  const order = await buildNfcOrder(server.query, { userId: owner.user.id, status });
  return { ...owner, order };
}

/** The refusal of a move: 409 with the Hebrew message and its code. */
async function expectRefused(response: Response, message: string): Promise<void> {
  expect(await json(response, 409)).toEqual({ message, code: 'order_move_refused' });
}

async function statusOf(client: TestClient, id: number): Promise<NfcOrderStatus | undefined> {
  return (await json<NfcOrder[]>(await client.fetch('/api/physical-cards/orders'), 200)).find((order) => order.id === id)?.status;
}

describe('an admin moves an order on', () => {
  it('from pending to paid to shipped, and the owner sees each status in their orders', async () => {
    const { client, order } = await ownerWithOrder();
    expect(await json<NfcOrder>(await adminMove(order, 'paid'), 200)).toMatchObject({ id: order, status: 'paid' });
    expect(await statusOf(client, order)).toBe('paid');
    expect(await json<NfcOrder>(await adminMove(order, 'shipped'), 200)).toMatchObject({ id: order, status: 'shipped' });
    expect(await statusOf(client, order)).toBe('shipped');
  });

  it('cancels an order that has not shipped, pending or paid', async () => {
    for (const status of ['pending', 'paid'] as const) {
      const { client, order } = await ownerWithOrder(status);
      expect(await json<NfcOrder>(await adminMove(order, 'cancelled'), 200)).toMatchObject({ status: 'cancelled' });
      expect(await statusOf(client, order)).toBe('cancelled');
    }
  });

  it('refuses every other move with 409 and says why, leaving the order where it was', async () => {
    const cases: [NfcOrderStatus, string, string][] = [
      ['pending', 'shipped', PHYSICAL_CARD_MESSAGES.orderNotPaid],
      ['paid', 'paid', PHYSICAL_CARD_MESSAGES.orderAlreadyPaid],
      ['shipped', 'paid', PHYSICAL_CARD_MESSAGES.orderShipped],
      ['shipped', 'shipped', PHYSICAL_CARD_MESSAGES.orderShipped],
      ['shipped', 'cancelled', PHYSICAL_CARD_MESSAGES.orderShipped],
      ['cancelled', 'paid', PHYSICAL_CARD_MESSAGES.orderCancelled],
      ['cancelled', 'shipped', PHYSICAL_CARD_MESSAGES.orderCancelled],
      ['cancelled', 'cancelled', PHYSICAL_CARD_MESSAGES.orderCancelled],
    ];
    for (const [from, to, message] of cases) {
      const { client, order } = await ownerWithOrder(from);
      await expectRefused(await adminMove(order, to), message);
      expect(await statusOf(client, order), `${from} → ${to}`).toBe(from);
    }
  });

  it('takes only paid, shipped or cancelled, and answers 404 for an order that does not exist', async () => {
    const { order } = await ownerWithOrder();
    for (const body of [{ status: 'pending' }, { status: 'lost' }, {}]) {
      expect(await json(await admin.send('PATCH', `/api/admin/physical-card-orders/${order}`, body), 400)).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'status', message: PHYSICAL_CARD_MESSAGES.orderStatus }],
      });
    }
    expect(await json(await adminMove(order + 1000, 'paid'), 404)).toEqual({ message: PHYSICAL_CARD_MESSAGES.orderNotFound, code: 'not_found' });
    expect(await json(await adminMove(0, 'paid'), 404)).toMatchObject({ code: 'not_found' });
  });

  it('is for admins only: the owner is refused (403), and so is anyone signed out (401)', async () => {
    const { client, order } = await ownerWithOrder();
    await json(await adminMove(order, 'paid', client), 403);
    await json(await adminMove(order, 'paid', new TestClient(server.url)), 401);
    expect(await statusOf(client, order)).toBe('pending');
  });
});

describe('whoever ordered cancels an order', () => {
  it('while it waits for payment', async () => {
    const { client, order } = await ownerWithOrder();
    expect(await json<NfcOrder>(await ownerCancel(client, order), 200)).toMatchObject({ id: order, status: 'cancelled' });
    expect(await statusOf(client, order)).toBe('cancelled');
  });

  it('not once it is paid (support cancels it), shipped or cancelled', async () => {
    const cases: [NfcOrderStatus, string][] = [
      ['paid', PHYSICAL_CARD_MESSAGES.orderPaidNoCancel],
      ['shipped', PHYSICAL_CARD_MESSAGES.orderShipped],
      ['cancelled', PHYSICAL_CARD_MESSAGES.orderCancelled],
    ];
    for (const [status, message] of cases) {
      const { client, order } = await ownerWithOrder(status);
      await expectRefused(await ownerCancel(client, order), message);
      expect(await statusOf(client, order)).toBe(status);
    }
  });

  it("never someone else's: it answers 404, as for an order that does not exist", async () => {
    const { client, order } = await ownerWithOrder();
    const { client: other } = await signedInClient(server);
    expect(await json(await ownerCancel(other, order), 404)).toEqual({ message: PHYSICAL_CARD_MESSAGES.orderNotFound, code: 'not_found' });
    expect(await statusOf(client, order)).toBe('pending');
    await json(await ownerCancel(new TestClient(server.url), order), 401);
  });
});

/** A team: its owner, an admin who placed a pending order for a member's card, and that member. */
async function teamWithOrder() {
  const owner = await signedInClient(server);
  const teamAdmin = await signedInClient(server);
  const member = await signedInClient(server);
  const repo = organisationsRepo(server.query);
  const { id } = await repo.create('צוות הזמנות', owner.user.id);
  await repo.addMember(id, teamAdmin.user.id, 'admin');
  await repo.addMember(id, member.user.id, 'member');
  const card = await buildCard(server.query, member.user.id);
  const order = await buildNfcOrder(server.query, { userId: teamAdmin.user.id, profileId: card.id, organisationId: id });
  return { id, owner, teamAdmin, member, order };
}

const teamStatus = async (client: TestClient, organisationId: number, order: number) =>
  (await json<{ orders: NfcOrder[] }>(await client.fetch(`/api/organisations/${organisationId}/physical-cards`), 200)).orders.find((o) => o.id === order)?.status;

describe("a team's owner and admins cancel the team's orders", () => {
  it('the owner cancels a pending order another admin placed; the team and the admin who placed it see it cancelled', async () => {
    const { id, owner, teamAdmin, order } = await teamWithOrder();
    expect(await json<NfcOrder>(await teamCancel(owner.client, id, order), 200)).toMatchObject({ id: order, status: 'cancelled' });
    expect(await teamStatus(teamAdmin.client, id, order)).toBe('cancelled');
    expect(await statusOf(teamAdmin.client, order)).toBe('cancelled');
  });

  it('an admin of the team cancels one; a plain member is refused (403), an outsider told it does not exist (404)', async () => {
    const { id, owner, teamAdmin, member, order } = await teamWithOrder();
    await json(await teamCancel(member.client, id, order), 403);
    const { client: outsider } = await signedInClient(server);
    await json(await teamCancel(outsider, id, order), 404);
    expect(await teamStatus(owner.client, id, order)).toBe('pending');
    expect(await json<NfcOrder>(await teamCancel(teamAdmin.client, id, order), 200)).toMatchObject({ status: 'cancelled' });
  });

  it("answers 404 for an order of another team or an account's own, and refuses one already paid", async () => {
    const team = await teamWithOrder();
    const other = await teamWithOrder();
    const { order: own } = await ownerWithOrder();
    for (const order of [other.order, own]) {
      expect(await json(await teamCancel(team.owner.client, team.id, order), 404)).toEqual({ message: PHYSICAL_CARD_MESSAGES.orderNotFound, code: 'not_found' });
    }
    expect(await teamStatus(other.owner.client, other.id, other.order)).toBe('pending');
    await json(await adminMove(team.order, 'paid'), 200);
    await expectRefused(await teamCancel(team.owner.client, team.id, team.order), PHYSICAL_CARD_MESSAGES.orderPaidNoCancel);
  });
});

describe('once an order ships', () => {
  it('tells whoever ordered in the bell and by mail in Hebrew, right to left, with what they typed escaped', async () => {
    const { client, user } = await signedInClient(server, { displayName: 'דנה' });
    const order = await buildNfcOrder(server.query, { userId: user.id, status: 'paid', city: 'חיפה <i>עיר</i>' });
    await json(await adminMove(order, 'shipped'), 200);

    const bell = await json<Notification[]>(await client.fetch('/api/notifications'), 200);
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'order_shipped',
        params: { orderId: String(order), city: 'חיפה <i>עיר</i>' },
        title: ORDER_SHIPPED_NOTIFICATION.title(),
        content: ORDER_SHIPPED_NOTIFICATION.content(String(order), 'חיפה <i>עיר</i>'),
        isRead: false,
      }),
    ]);

    const [mail, ...more] = await mailsTo(server.config.dataDir, user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`הזמנה ${order} של כרטיסי NFC נשלחה`);
    expect(mail!.text).toContain('שלום דנה,');
    expect(mail!.text).toContain('דנה לוי, הרצל 10, חיפה <i>עיר</i>');
    expect(mail!.text).toContain(`${server.config.publicUrl}/physical-cards#order-cards`);
    expect(mail!.html).toContain('<html lang="he" dir="rtl">');
    expect(mail!.html).toContain('חיפה &lt;i&gt;עיר&lt;/i&gt;');
    expect(mail!.html).not.toContain('<i>');
  });

  it('mails an owner who reads English in English, left to right', async () => {
    const { user, order } = await ownerWithOrder('paid', { locale: 'en', displayName: 'Dana' });
    await json(await adminMove(order, 'shipped'), 200);
    const [mail, ...more] = await mailsTo(server.config.dataDir, user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your NFC card order ${order} has shipped`);
    expect(mail!.text).toContain('Hello Dana,');
    expect(mail!.text).toContain('should arrive within 3–5 business days');
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
  });

  it('sends a question about the delivery to the contact page, which takes everyone (the support chat takes paying plans only)', async () => {
    const { client, user, order } = await ownerWithOrder('paid', { trialEndsAt: null });
    expect((await client.send('POST', '/api/messages', { content: 'איפה המשלוח?', type: 'support' })).status).toBe(402);
    await json(await adminMove(order, 'shipped'), 200);
    const [mail] = await mailsTo(server.config.dataDir, user.email);
    expect(mail!.text).toContain(`יש שאלה על המשלוח? אפשר לפנות אלינו: ${server.config.publicUrl}/contact`);
    expect(mail!.text).not.toContain('צ׳אט');
  });

  it('mails and notifies once, even when the order is marked shipped twice at once', async () => {
    const { client, user, order } = await ownerWithOrder('paid');
    const second = (await signedInClient(server, { userRole: 'admin' })).client;
    const answers = await Promise.all([adminMove(order, 'shipped'), adminMove(order, 'shipped', second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(await mailsTo(server.config.dataDir, user.email)).toHaveLength(1);
    expect((await json<Notification[]>(await client.fetch('/api/notifications'), 200)).filter((n) => n.kind === 'order_shipped')).toHaveLength(1);
  });

  it('tells no one of a move to paid or cancelled', async () => {
    const { client, user, order } = await ownerWithOrder();
    await json(await adminMove(order, 'paid'), 200);
    await json(await adminMove(order, 'cancelled'), 200);
    expect(await mailsTo(server.config.dataDir, user.email)).toEqual([]);
    expect(await json<Notification[]>(await client.fetch('/api/notifications'), 200)).toEqual([]);
  });
});
