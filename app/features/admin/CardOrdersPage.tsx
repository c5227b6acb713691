import { useState } from 'react';
import { AdminFrame } from '../../components/AdminFrame';
import { formatCurrency, formatDate } from '../../lib/format';
import { useT } from '../../i18n';
import './admin.css';
import { useCardOrders } from './api/get-card-orders';
import { Loaded } from './Loaded';
import { Pager } from './Pager';

/** `/admin/orders`: every NFC card order, newest first, with where it ships and its print-ready PDF for the print shop. */
export function CardOrdersPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const orders = useCardOrders(page);
  return (
    <AdminFrame title={t('admin.orders.title')} description={t('admin.orders.description')}>
      <Loaded query={orders}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t('admin.orders.none')}</p>
          ) : (
            <>
              <ul className="admin-messages">
                {data.items.map((order) => (
                  <li key={order.id} className="admin-message">
                    <h2 className="admin-message-title" dir="auto">
                      {t('admin.orders.order', { id: order.id, quantity: order.quantity })} · {order.profile?.displayName ?? t('admin.orders.cardGone')}
                    </h2>
                    <p className="admin-message-meta">
                      <span dir="ltr">{order.ordererEmail}</span> · <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
                      {formatCurrency(order.totalPrice)} · {t(`physicalCards.status.${order.status}`)}
                    </p>
                    <p className="admin-message-body" dir="auto">
                      {order.shippingName}, {order.address}, {order.city} · <span dir="ltr">{order.phone}</span>
                    </p>
                    {order.printPdf && (
                      <a href={order.printPdf} download>
                        {t('admin.orders.downloadPdf')}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </AdminFrame>
  );
}
