import type { NfcOrder } from '../../../shared/contract/physical-cards';
import { formatCurrency, formatDate } from '../../lib/format';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';

/** My orders with their status (pending while payment is not active). */
export function OrderList({ orders }: { orders: NfcOrder[] }) {
  const t = useT();
  // Each value in its own direction: the shekel amount's right-to-left marks turned "₪267 · 30 November" into
  // "30 · ₪ 267 November" on an English page.
  const isolatedT = useIsolatedT();
  if (orders.length === 0) return <p>{t('physicalCards.noOrders')}</p>;
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-item">
          <p>
            <strong>{t('physicalCards.orderSummary', { quantity: order.quantity, name: order.profile?.displayName ?? '' })}</strong>{' '}
            <span className={`badge badge-${order.status}`}>{t(`physicalCards.status.${order.status}`)}</span>
          </p>
          <p>{isolatedT('physicalCards.orderDetails', { total: formatCurrency(order.totalPrice), date: formatDate(order.createdAt), city: order.city })}</p>
        </li>
      ))}
    </ul>
  );
}
