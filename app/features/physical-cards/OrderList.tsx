import type { NfcOrder } from '../../../api/contract/physical-cards';
import { formatCurrency, formatDate } from '../../lib/format';
import { usePhysicalCardText } from './texts';

/** My orders with their status (pending while payment is not active). */
export function OrderList({ orders }: { orders: NfcOrder[] }) {
  const text = usePhysicalCardText();
  if (orders.length === 0) return <p>{text('noOrders')}</p>;
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-item">
          <p>
            <strong>{text('orderSummary', { quantity: order.quantity, name: order.profile?.displayName ?? '' })}</strong>{' '}
            <span className={`badge badge-${order.status}`}>{text(`status.${order.status}`)}</span>
          </p>
          <p>{text('orderDetails', { total: formatCurrency(order.totalPrice), date: formatDate(order.createdAt), city: order.city })}</p>
        </li>
      ))}
    </ul>
  );
}
