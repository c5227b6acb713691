import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatCurrency } from '../../lib/format';
import { languageAtom, useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { inLanguage } from './packages';
import { LoadError } from './LoadError';
import { OrderSummaryTable } from './OrderSummaryTable';
import { orderSummary, type CheckoutOrder } from './order';
import { PaymentForm } from './PaymentForm';
import { PaymentInactiveNotice } from './PaymentInactiveNotice';
import { useActiveProducts } from './api/get-products';
import './billing.css';

/**
 * /checkout: the notice that payment processing is not active, first; then the order summary (the plan and cycle
 * chosen, in the interface language) and the card form, whose paying ends in that notice. Fewer seats of the team plan than `inUse` (those the owner's
 * organisation uses: null without one, undefined while not known) are refused: they would leave members without one.
 */
export function CheckoutPage({ order, inUse }: { order: CheckoutOrder | null; inUse: number | null | undefined }) {
  const t = useT();
  const isolatedT = useIsolatedT();
  const noticeId = useId();
  const language = useAtomValue(languageAtom);
  const { data: products, error, refetch } = useActiveProducts();
  useDocumentTitle(t('page.checkout'));
  const product = order ? products?.find((candidate) => candidate.id === order.productId) : undefined;
  const summary = order && product ? orderSummary(inLanguage(product, language), order) : null;

  let body;
  if (!order) body = <Unavailable message={t('billing.orderInvalid')} />;
  else if (error) body = <LoadError onRetry={() => void refetch()} />;
  else if (!products) body = <div className="skeleton billing-skeleton" aria-hidden="true" />;
  else if (!summary) body = <Unavailable message={t('billing.productUnavailable')} />;
  else if (summary.perSeat && inUse === undefined) body = <div className="skeleton billing-skeleton" aria-hidden="true" />;
  else if (summary.perSeat && inUse && summary.quantity < inUse) body = <Unavailable message={t('billing.seatsBelowUse', { count: inUse })} back="/team" />;
  else
    body = (
      <>
        {/* First, before the order and any card field: no card is charged here. */}
        <PaymentInactiveNotice id={noticeId} aboutCardFields />
        <div className="checkout-layout">
          <OrderSummaryTable summary={summary} />
          <section aria-labelledby="payment-title">
            <h2 id="payment-title">{t('billing.paymentMethod')}</h2>
            {/* No saved payment methods exist while payment processing is not active. */}
            <PaymentForm
              savedCards={[]}
              submitLabel={isolatedT('billing.pay', { total: formatCurrency(summary.total / 100) })}
              validMessage={t('billing.payComingSoon')}
              noticeId={noticeId}
            />
          </section>
        </div>
      </>
    );

  return (
    <section className="page billing-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('page.checkout')}</h1>
      {body}
    </section>
  );
}

function Unavailable({ message, back = '/subscription' }: { message: string; back?: '/subscription' | '/team' }) {
  const t = useT();
  return (
    <>
      <ErrorDisplay type="warning" message={message} />
      <p>
        <Link to={back} className={buttonClass('secondary')}>
          {t(back === '/team' ? 'billing.backToTeam' : 'billing.backToPlans')}
        </Link>
      </p>
    </>
  );
}
