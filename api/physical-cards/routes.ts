import type { AppContext, UserContext } from '../http/context';
import type { RateLimits } from '../http/middleware/rate-limit';
import {
  PHYSICAL_CARD_MESSAGES,
  claimPhysicalCardSchema,
  createPhysicalCardSchema,
  linkPhysicalCardSchema,
  nfcOrderInputSchema,
  nfcOrderMoveSchema,
  physicalCardActiveSchema,
} from '../../shared/contract/physical-cards';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { OrderMoves } from './order-moves';
import type { PhysicalCardsService } from './service';

/** Orders of printed cards one account may place an hour (its own and its team's): each draws and keeps a print-ready PDF. */
export const NFC_ORDERS_PER_HOUR = 50;

/**
 * Codes that fail to claim a card, in 15 minutes, per account and per address (an office's accounts behind one): a
 * code printed on a card is short enough to be worth guessing. A code that claims a card is not counted.
 */
export const CLAIM_FAILURES = { perAccount: 10, perAddress: 20, windowMs: 15 * 60_000 } as const;

/** Counts a claim attempt against both limits (429 past either); resolves with the way to give it back once it succeeded. */
function claimAttempts(limits: RateLimits): (ctx: UserContext) => Promise<() => Promise<void>> {
  const { windowMs } = CLAIM_FAILURES;
  const perAddress = limits.attemptLimit({ name: 'physical card claims per address', windowMs, max: CLAIM_FAILURES.perAddress });
  const perAccount = limits.attemptLimit<UserContext>({ name: 'physical card claims per account', windowMs, max: CLAIM_FAILURES.perAccount, key: (ctx) => `user:${ctx.state.user.id}` });
  return async (ctx) => {
    const giveBack = [await perAddress(ctx), await perAccount(ctx)];
    return async () => {
      for (const give of giveBack) await give();
    };
  };
}

/** Counts one order of printed cards for the signed-in account, from either form (its own or its team's); 429 past the limit. */
export type NfcOrderAllowance = (ctx: UserContext) => Promise<void>;

/** The one count of orders per account that both order routes take from. */
export function nfcOrderLimit(limits: RateLimits): NfcOrderAllowance {
  return limits.countedRateLimit<UserContext>({ name: 'printed card orders', windowMs: 60 * 60_000, max: NFC_ORDERS_PER_HOUR, key: (ctx) => `user:${ctx.state.user.id}` });
}

/** A physical card id from the URL (anything else is a card that does not exist). */
const physicalCardId = (ctx: AppContext) => idParam(ctx, PHYSICAL_CARD_MESSAGES.notFound);

/** An order id from the URL. */
const orderId = (ctx: AppContext) => idParam(ctx, PHYSICAL_CARD_MESSAGES.orderNotFound);

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/**
 * The owner's physical-card API: list, new code, claim, link, (de)activate, written/locked, orders and cancelling one;
 * and the admin's moves of an order (paid, shipped, cancelled).
 */
export function physicalCardRoutes({ cards, orders, ordering, limits }: { cards: PhysicalCardsService; orders: OrderMoves; ordering: NfcOrderAllowance; limits: RateLimits }): ApiRouter {
  const api = new ApiRouter();
  const claiming = claimAttempts(limits);

  api.get('/api/physical-cards', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await cards.list(ctx.state.user);
  });

  api.post('/api/physical-cards', 'user', async (ctx) => {
    ctx.status = 201;
    ctx.body = await cards.create(ctx.state.user, createPhysicalCardSchema.parse(ctx.state.body).profileId);
  });

  api.post('/api/physical-cards/claim', 'user', async (ctx) => {
    const input = claimPhysicalCardSchema.parse(ctx.state.body);
    const succeeded = await claiming(ctx);
    ctx.body = await cards.claim(ctx.state.user, input);
    await succeeded();
  });

  api.get('/api/physical-cards/orders', 'user', async (ctx) => {
    noStore(ctx);
    ctx.body = await cards.listOrders(ctx.state.user);
  });

  api.post('/api/physical-cards/orders', 'user', async (ctx) => {
    const input = nfcOrderInputSchema.parse(ctx.state.body);
    await ordering(ctx);
    ctx.status = 201;
    ctx.body = await cards.createOrder(ctx.state.user, input);
  });

  api.put('/api/physical-cards/orders/:id/cancelled', 'owner', async (ctx) => {
    ctx.body = await orders.cancelOwn(ctx.state.user, orderId(ctx));
  });

  api.patch('/api/admin/physical-card-orders/:id', 'admin', async (ctx) => {
    const id = orderId(ctx);
    ctx.body = await orders.advance(id, nfcOrderMoveSchema.parse(ctx.state.body ?? {}).status);
  });

  api.put('/api/physical-cards/:id/link', 'owner', async (ctx) => {
    const id = physicalCardId(ctx);
    await cards.assertAccess(ctx.state.user, id);
    ctx.body = await cards.link(ctx.state.user, id, linkPhysicalCardSchema.parse(ctx.state.body).profileId);
  });

  api.put('/api/physical-cards/:id/active', 'owner', async (ctx) => {
    const id = physicalCardId(ctx);
    await cards.assertAccess(ctx.state.user, id);
    ctx.body = await cards.setActive(ctx.state.user, id, physicalCardActiveSchema.parse(ctx.state.body).active);
  });

  api.put('/api/physical-cards/:id/written', 'owner', async (ctx) => {
    ctx.body = await cards.markWritten(ctx.state.user, physicalCardId(ctx));
  });

  api.put('/api/physical-cards/:id/locked', 'owner', async (ctx) => {
    ctx.body = await cards.markLocked(ctx.state.user, physicalCardId(ctx));
  });

  return api;
}
