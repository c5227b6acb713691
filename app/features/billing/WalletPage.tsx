import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { useAccount } from '../account';
import { CurrentPlan } from './CurrentPlan';
import { LoadError } from './LoadError';
import './billing.css';

/**
 * /wallet: the plan with its renewal or trial, invoices and saved payment methods. No payment has ever
 * been processed, so there are no invoices or saved cards to list yet; the empty states say so.
 */
export function WalletPage() {
  const t = useT();
  const { data: account, error, refetch } = useAccount();
  useDocumentTitle(t('page.wallet'));

  return (
    <section className="page billing-page" aria-labelledby="wallet-title">
      <h1 id="wallet-title">{t('page.wallet')}</h1>
      <p>{t('billing.walletIntro')}</p>
      <section className="billing-section" aria-labelledby="wallet-plan-title">
        <h2 id="wallet-plan-title">{t('billing.currentPlanTitle')}</h2>
        {error ? (
          <LoadError onRetry={() => void refetch()} />
        ) : account ? (
          <>
            <CurrentPlan account={account} />
            <Link to="/subscription" className={buttonClass(account.plan.status === 'active' ? 'secondary' : 'primary')}>
              {t(account.plan.status === 'active' ? 'billing.manageSubscription' : 'dashboard.upgrade')}
            </Link>
          </>
        ) : (
          <div className="skeleton billing-skeleton" aria-hidden="true" />
        )}
      </section>
      <section className="billing-section" aria-labelledby="invoices-title">
        <h2 id="invoices-title">{t('billing.invoicesTitle')}</h2>
        <p className="billing-empty">{t('billing.invoicesEmpty')}</p>
      </section>
      <section className="billing-section" aria-labelledby="methods-title">
        <h2 id="methods-title">{t('billing.methodsTitle')}</h2>
        <p className="billing-empty">{t('billing.methodsEmpty')}</p>
        <p className="billing-small-print">{t('billing.methodsPolicy')}</p>
      </section>
    </section>
  );
}
