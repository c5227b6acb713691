import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../../../shared/contract/card-languages';
import type { NfcOrder } from '../../../shared/contract/physical-cards';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../lib/errors';
import { formatCurrency, formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { countedText, useT } from '../../i18n';
import { isolateValues, useIsolatedT } from '../../i18n/isolated';
import { useAskSupport } from '../support';

/** Cancels an order by its id (mine, or a team's), answering the order as it now stands. */
type CancelOrder = UseMutationResult<NfcOrder, Error, number>;

/**
 * Orders with their status; one still waiting for payment is cancelled through `cancel`, asked first; one paid and not yet
 * shipped is cancelled by support, whom the owner asks in the chat.
 */
export function OrderList({ orders, cancel }: { orders: NfcOrder[]; cancel: CancelOrder }) {
  const t = useT();
  // Each value in its own direction: the shekel amount's right-to-left marks turned "₪267 · 30 November" into
  // "30 · ₪ 267 November" on an English page.
  const isolatedT = useIsolatedT();
  const [cancelling, setCancelling] = useState<NfcOrder | null>(null);
  const askSupport = useAskSupport();
  if (orders.length === 0) return <p>{t('physicalCards.noOrders')}</p>;

  function confirmCancel(order: NfcOrder) {
    cancel.mutate(order.id, {
      onSuccess: () => toast({ title: t('physicalCards.orderCancelled', { id: order.id }) }),
      onError: (error) => toast({ title: t('physicalCards.cancelOrderFailed'), description: messageOf(error, ''), variant: 'destructive' }),
      onSettled: () => setCancelling(null),
    });
  }

  return (
    <>
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order.id} className="order-item">
            <p>
              <strong>{isolateValues(countedText(t, 'physicalCards.orderSummary', order.quantity, { id: order.id }), { name: order.profile?.displayName ?? '' })}</strong>{' '}
              <span className={`badge badge-${order.status}`}>{t(`physicalCards.status.${order.status}`)}</span>
            </p>
            <p>{isolatedT('physicalCards.orderDetails', { total: formatCurrency(order.totalPrice), date: formatDate(order.createdAt), city: order.city })}</p>
            {order.language && (
              <p>
                {t('physicalCards.orderLanguage')} <span lang={order.language}>{LANGUAGE_NAMES[order.language]}</span>
              </p>
            )}
            {order.status === 'paid' && (
              <>
                <p className="field-hint">{t('physicalCards.paidCancelNote')}</p>
                <Button
                  variant="secondary"
                  aria-label={t('physicalCards.askToCancelOf', { id: order.id })}
                  onClick={() =>
                    askSupport({ subject: t('physicalCards.cancelRequestSubject', { id: order.id }), content: t('physicalCards.cancelRequestText', { id: order.id }) })
                  }
                >
                  {t('physicalCards.askToCancel')}
                </Button>
              </>
            )}
            {order.status === 'pending' && (
              <Button variant="secondary" aria-label={t('physicalCards.cancelOrderOf', { id: order.id })} onClick={() => setCancelling(order)}>
                {t('physicalCards.cancelOrder')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {cancelling && (
        <ConfirmDialog
          title={t('physicalCards.cancelOrderTitle', { id: cancelling.id })}
          text={t('physicalCards.cancelOrderText')}
          confirmLabel={t('physicalCards.cancelOrderConfirm')}
          pendingLabel={t('physicalCards.cancellingOrder')}
          pending={cancel.isPending}
          onConfirm={() => confirmCancel(cancelling)}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
