import { useState } from 'react';
import type { AdminNfcOrder } from '../../../shared/contract/admin';
import { LANGUAGE_NAMES } from '../../../shared/contract/card-languages';
import { NFC_ORDER_MOVES, type NfcOrderTarget } from '../../../shared/contract/physical-cards';
import { AdminFrame } from '../../components/AdminFrame';
import { Button, buttonClass } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../lib/errors';
import { formatCurrency, formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { countedText, useT } from '../../i18n';
import './admin.css';
import { useCardOrders } from './api/get-card-orders';
import { useMoveCardOrder } from './api/move-card-order';
import { PagedItems } from './PagedItems';

const MOVE_LABELS = { paid: 'admin.orders.markPaid', shipped: 'admin.orders.markShipped', cancelled: 'admin.orders.cancel' } as const;

/**
 * `/admin/orders`: every NFC card order, newest first, with where it ships and its print-ready PDF for the print shop;
 * an order is marked paid, then shipped, or cancelled (asked first) until it ships.
 */
export function CardOrdersPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const orders = useCardOrders(page);
  const move = useMoveCardOrder();
  const [cancelling, setCancelling] = useState<AdminNfcOrder | null>(null);

  function moveOrder(order: AdminNfcOrder, status: NfcOrderTarget) {
    move.mutate(
      { id: order.id, status },
      {
        onSuccess: () => toast({ title: t(`admin.orders.moved.${status}`, { id: order.id }) }),
        onError: (error) => toast({ title: t('admin.orders.moveFailed'), description: messageOf(error, ''), variant: 'destructive' }),
        onSettled: () => setCancelling(null),
      },
    );
  }

  return (
    <AdminFrame title={t('admin.orders.title')} description={t('admin.orders.description')}>
      <PagedItems query={orders} empty={t('admin.orders.none')} onPage={setPage}>
        {(order) => (
          <CardOrder
            order={order}
            busy={move.isPending && move.variables.id === order.id}
            onMove={(status) => (status === 'cancelled' ? setCancelling(order) : moveOrder(order, status))}
          />
        )}
      </PagedItems>
      {cancelling && (
        <ConfirmDialog
          title={t('admin.orders.cancelTitle', { id: cancelling.id })}
          text={t('admin.orders.cancelText')}
          confirmLabel={t('admin.orders.cancelConfirm')}
          pendingLabel={t('admin.orders.cancelling')}
          pending={move.isPending}
          onConfirm={() => moveOrder(cancelling, 'cancelled')}
          onClose={() => setCancelling(null)}
        />
      )}
    </AdminFrame>
  );
}

/** One order: what, who and for how much, where it ships (the phone a tap away), its print file and the moves open to it. */
function CardOrder({ order, busy, onMove }: { order: AdminNfcOrder; busy: boolean; onMove: (status: NfcOrderTarget) => void }) {
  const t = useT();
  return (
    <>
      <h2 className="admin-message-title" dir="auto">
        {countedText(t, 'admin.orders.order', order.quantity, { id: order.id })} · {order.profile?.displayName ?? t('admin.orders.cardGone')}
      </h2>
      <p className="admin-message-meta">
        <span dir="ltr">{order.ordererEmail}</span> · <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · <bdi>{formatCurrency(order.totalPrice)}</bdi> ·{' '}
        <strong>{t(`physicalCards.status.${order.status}`)}</strong>
        {/* The version printed, so the print shop knows which card the PDF holds. */}
        {order.language && (
          <>
            {' · '}
            {t('physicalCards.orderLanguage')} <span lang={order.language}>{LANGUAGE_NAMES[order.language]}</span>
          </>
        )}
      </p>
      <p className="admin-message-body" dir="auto">
        {order.shippingName}, {order.address}, {order.city}
      </p>
      <a className="admin-order-phone" href={`tel:${order.phone}`} dir="ltr">
        {order.phone}
      </a>
      <div className="admin-row-actions">
        {order.printPdf && (
          <a className={buttonClass('secondary')} href={order.printPdf} download>
            {t('admin.orders.downloadPdf')}
          </a>
        )}
        {NFC_ORDER_MOVES[order.status].map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' ? 'danger' : 'primary'}
            busy={busy}
            aria-label={t('admin.orders.actionOf', { action: t(MOVE_LABELS[status]), id: order.id })}
            onClick={() => onMove(status)}
          >
            {t(MOVE_LABELS[status])}
          </Button>
        ))}
      </div>
    </>
  );
}
