import { useState } from 'react';
import { AdminFrame } from '../../components/AdminFrame';
import { formatCurrency, formatDate } from '../../lib/format';
import { useT } from '../../i18n';
import './admin.css';
import { useCardOrders } from './api/get-card-orders';
import { PagedItems } from './PagedItems';

/** `/admin/orders`: every NFC card order, newest first, with where it ships and its print-ready PDF for the print shop. */
export function CardOrdersPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const orders = useCardOrders(page);
  return (
    <AdminFrame title={t('admin.orders.title')} description={t('admin.orders.description')}>
      <PagedItems query={orders} empty={t('admin.orders.none')} onPage={setPage}>
        {(order) => (
          <>
            <h2 className="admin-message-title" dir="auto">
              {t('admin.orders.order', { id: order.id, quantity: order.quantity })} · {order.profile?.displayName ?? t('admin.orders.cardGone')}
            </h2>
            <p className="admin-message-meta">
              <span dir="ltr">{order.ordererEmail}</span> · <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {formatCurrency(order.totalPrice)} ·{' '}
              {t(`physicalCards.status.${order.status}`)}
            </p>
            <p className="admin-message-body" dir="auto">
              {order.shippingName}, {order.address}, {order.city} · <span dir="ltr">{order.phone}</span>
            </p>
            {order.printPdf && (
              <a href={order.printPdf} download>
                {t('admin.orders.downloadPdf')}
              </a>
            )}
          </>
        )}
      </PagedItems>
    </AdminFrame>
  );
}
