import { useT } from '../../i18n';

/**
 * Payment processing is not active: said before any plan is chosen or card field filled, with no card charged, and
 * where a card form follows (`aboutCardFields`), that its details never leave the browser.
 */
export function PaymentInactiveNotice({ id, aboutCardFields = false }: { id?: string; aboutCardFields?: boolean }) {
  const t = useT();
  return (
    <div id={id} className="billing-notice" role="note">
      <p>
        <strong>{t('billing.paymentInactive')}</strong>
      </p>
      <p>{t('billing.noCardCharged')}</p>
      {aboutCardFields && <p>{t('billing.notSent')}</p>}
    </div>
  );
}
