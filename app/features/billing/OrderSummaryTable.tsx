import type { ReactNode } from 'react';
import { Price } from '../../components/Price';
import { useT } from '../../i18n';
import type { OrderSummary } from './order';

/** Agorot as whole shekels, as every price is shown. */
const shekels = (agorot: number) => <Price amount={agorot / 100} />;

/** The order summary: product, cycle (with the seats and a seat's price, for the team plan) or quantity, subtotal, shipping and total. */
export function OrderSummaryTable({ summary }: { summary: OrderSummary }) {
  const t = useT();
  const rows: [string, ReactNode][] = [[t('billing.product'), summary.productName]];
  if (summary.cycle) rows.push([t('landing.billingCycle'), t(summary.cycle === 'yearly' ? 'landing.yearly' : 'landing.monthly')]);
  if (summary.perSeat) rows.push([t('billing.seats'), String(summary.quantity)], [t('billing.seatPrice'), shekels(summary.unitPrice)]);
  else if (!summary.cycle) rows.push([t('billing.quantity'), String(summary.quantity)]);
  rows.push([t('billing.subtotal'), shekels(summary.subtotal)], [t('billing.shipping'), shekels(summary.shipping)]);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('billing.orderSummary')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order-summary-total">
          <dt>{t('billing.total')}</dt>
          <dd>{shekels(summary.total)}</dd>
        </div>
      </dl>
      {summary.cycle === null && <p>{t('billing.delivery')}</p>}
    </section>
  );
}
