import type { QueryBuilder } from '../../db/query-builder';
import { ORDER_SHIPPED_NOTIFICATION } from '../../shared/contract/notifications';
import { NFC_ORDER_MOVES, NFC_ORDER_STATUSES, PHYSICAL_CARD_MESSAGES, type NfcOrder, type NfcOrderStatus, type NfcOrderTarget } from '../../shared/contract/physical-cards';
import { conflict, notFound } from '../http/http-error';
import type { Logger } from '../log';
import { composeMail } from '../mail/compose';
import type { Mail, Mailer } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/texts';
import { notificationsRepo, type NewNotification } from '../notifications/repo';
import { usersRepo, type UserRow } from '../users/repo';
import { presentNfcOrder } from './present';
import { physicalCardsRepo, type NfcOrderRow } from './repo';
import type { Actor } from './service';

/** The statuses from which an admin may move an order to `to`. */
const sourcesOf = (to: NfcOrderTarget) => NFC_ORDER_STATUSES.filter((from) => NFC_ORDER_MOVES[from].includes(to));

/** Why an admin may not move an order from `from` to `to`. */
function adminRefusal(from: NfcOrderStatus, to: NfcOrderStatus): string {
  if (from === 'shipped') return PHYSICAL_CARD_MESSAGES.orderShipped;
  if (from === 'cancelled') return PHYSICAL_CARD_MESSAGES.orderCancelled;
  return to === 'shipped' ? PHYSICAL_CARD_MESSAGES.orderNotPaid : PHYSICAL_CARD_MESSAGES.orderAlreadyPaid;
}

/** Why whoever ordered may not cancel an order in `from`: they cancel only what still waits for payment. */
const ordererRefusal = (from: NfcOrderStatus) => (from === 'paid' ? PHYSICAL_CARD_MESSAGES.orderPaidNoCancel : adminRefusal(from, 'cancelled'));

/** The mail that tells whoever ordered that the order has shipped, in their language, with the way to their orders. */
function orderShippedMail(owner: Pick<UserRow, 'email' | 'display_name' | 'username' | 'locale'>, order: NfcOrderRow, publicUrl: string): Mail {
  const words = MAIL_TEXTS[owner.locale].orderShipped({
    name: owner.display_name || owner.username,
    orderId: order.id,
    address: `${order.shipping_name}, ${order.shipping_address}, ${order.shipping_city}`,
    contactUrl: `${publicUrl}/contact`,
  });
  return composeMail(owner.email, owner.locale, words, `${publicUrl}/physical-cards#order-cards`);
}

/** The bell's notification, for whoever placed the order, that it has shipped. */
function shippedNotification(order: NfcOrderRow, now: Date): NewNotification {
  const orderId = String(order.id);
  return {
    userId: order.user_id,
    title: ORDER_SHIPPED_NOTIFICATION.title(),
    content: ORDER_SHIPPED_NOTIFICATION.content(orderId, order.shipping_city),
    createdAt: now.toISOString(),
    kind: 'order_shipped',
    params: { orderId, city: order.shipping_city },
  };
}

/**
 * The life of an order of printed cards after it is placed: an admin marks it paid, then shipped, or cancels it before
 * it ships; whoever placed it (or the owner and admins of the organisation it was placed for) may cancel it while it
 * waits for payment. Once it ships, whoever placed it gets a notification and a mail, once: only the move that made it
 * shipped sends them.
 */
export function orderMoves(
  query: QueryBuilder,
  {
    mailer,
    publicUrl,
    notified,
    log,
  }: {
    mailer: Mailer;
    publicUrl: () => string;
    /** Told the orderer's id once the notice of a shipment is committed. */
    notified?: (userId: number) => void;
    log: Logger;
  },
) {
  const orders = physicalCardsRepo(query);
  const users = usersRepo(query);

  async function orderOrMissing(id: number, visible: (order: NfcOrderRow) => boolean = () => true): Promise<NfcOrderRow> {
    const order = await orders.findOrderById(id);
    if (!order || !visible(order)) throw notFound(PHYSICAL_CARD_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * Moves the order to `to` if it stands in one of `from`, in one transaction with what `alongside` writes; else
   * refuses (409) with `refusal` of where it stands, also when another move came first.
   */
  async function move(
    order: NfcOrderRow,
    to: NfcOrderStatus,
    from: readonly NfcOrderStatus[],
    refusal: (from: NfcOrderStatus) => string,
    alongside?: (trx: QueryBuilder) => Promise<unknown>,
  ): Promise<NfcOrderRow> {
    const moved =
      from.includes(order.status) &&
      (await query.transaction().execute(async (trx) => {
        if (!(await physicalCardsRepo(trx).moveOrder(order.id, from, to))) return false;
        await alongside?.(trx);
        return true;
      }));
    const current = await orderOrMissing(order.id);
    if (!moved) throw conflict(refusal(current.status), 'order_move_refused');
    return current;
  }

  async function mailShipped(order: NfcOrderRow): Promise<void> {
    const owner = await users.findById(order.user_id);
    if (!owner) return;
    try {
      await mailer.send(orderShippedMail(owner, order, publicUrl()));
    } catch (error) {
      log.warn('order shipped mail not sent', { order: order.id, error });
    }
  }

  return {
    /** An admin moves an order on: pending → paid → shipped, or cancelled until it ships (see NFC_ORDER_MOVES). */
    async advance(id: number, to: NfcOrderTarget, now = new Date()): Promise<NfcOrder> {
      const order = await orderOrMissing(id);
      const shipping = to === 'shipped';
      const notice = (trx: QueryBuilder) => notificationsRepo(trx).create(shippedNotification(order, now));
      const moved = await move(order, to, sourcesOf(to), (from) => adminRefusal(from, to), shipping ? notice : undefined);
      if (shipping) {
        notified?.(moved.user_id);
        await mailShipped(moved);
      }
      return presentNfcOrder(moved);
    },

    /** Whoever placed an order (or an admin) cancels it while it waits for payment; anyone else's is "not found". */
    async cancelOwn(actor: Actor, id: number): Promise<NfcOrder> {
      const order = await orderOrMissing(id, (row) => row.user_id === actor.id || actor.userRole === 'admin');
      return presentNfcOrder(await move(order, 'cancelled', ['pending'], ordererRefusal));
    },

    /** The owner or an admin of an organisation cancels an order placed for it while it waits for payment (checked by the caller). */
    async cancelOfOrganisation(organisationId: number, id: number): Promise<NfcOrder> {
      const order = await orderOrMissing(id, (row) => row.organisation_id === organisationId);
      return presentNfcOrder(await move(order, 'cancelled', ['pending'], ordererRefusal));
    },
  };
}

export type OrderMoves = ReturnType<typeof orderMoves>;
