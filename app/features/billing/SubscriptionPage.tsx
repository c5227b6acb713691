import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Account } from '../../../api/contract/account';
import type { Product } from '../../../api/contract/products';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { accountQueryOptions } from '../account/queries';
import { averageYearlySaving, homePackagesQuery } from '../landing/packages';
import { CurrentPlan } from './CurrentPlan';
import { CycleToggle } from './CycleToggle';
import { LoadError } from './LoadError';
import { naturalCycle, type BillingCycle } from './order';
import { PlanCard } from './PlanCard';
import './billing.css';

/** True when the product is the paid plan the account is on now. */
function isCurrentPlan(product: Product, account: Account): boolean {
  return account.plan.status === 'active' && account.plan.packageType === product.packageType;
}

/** /subscription: the current plan, then the plans with a monthly/yearly toggle; choosing one goes to checkout. */
export function SubscriptionPage({ plan }: { plan?: number | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const account = useQuery(accountQueryOptions);
  const packages = useQuery(homePackagesQuery);
  const [chosenCycle, setCycle] = useState<BillingCycle | null>(null);
  useDocumentTitle(t('page.subscription'));

  const preselected = packages.data?.find((product) => product.id === plan);
  // Yearly by default (spec §4), unless the plan asked for is sold monthly.
  const cycle = chosenCycle ?? (preselected ? naturalCycle(preselected) : 'yearly');
  const plans = packages.data?.filter((product) => product.packageType !== 'nfc_card') ?? [];

  const retry = () => {
    if (account.error) void account.refetch();
    if (packages.error) void packages.refetch();
  };

  return (
    <section className="page billing-page" aria-labelledby="subscription-title">
      <h1 id="subscription-title">{t('page.subscription')}</h1>
      <p>{t('billing.subscriptionIntro')}</p>
      {account.error || packages.error ? (
        <LoadError onRetry={retry} />
      ) : !account.data || !packages.data ? (
        <div className="skeleton billing-skeleton" aria-hidden="true" />
      ) : (
        <>
          <section className="billing-section" aria-labelledby="current-plan-title">
            <h2 id="current-plan-title">{t('billing.currentPlanTitle')}</h2>
            <CurrentPlan account={account.data} />
          </section>
          <section className="billing-section" aria-labelledby="plans-title">
            <h2 id="plans-title">{t('billing.plansTitle')}</h2>
            <CycleToggle cycle={cycle} saving={averageYearlySaving(plans)} onChange={setCycle} />
            <ul className={plans.length >= 3 ? 'card-grid pricing-grid three' : 'card-grid pricing-grid'}>
              {plans.map((product) => {
                const current = isCurrentPlan(product, account.data);
                const selected = product.id === preselected?.id;
                const badges = [current && t('billing.currentBadge'), selected && t('billing.selectedBadge')].filter((badge): badge is string => Boolean(badge));
                return (
                  <PlanCard key={product.id} product={product} cycle={cycle} badges={badges} selected={selected}>
                    {product.packageType === 'basic' ? (
                      <p className="plan-note">{t('billing.basicIncluded')}</p>
                    ) : (
                      <Button
                        variant={selected || (!preselected && product.isPopular) ? 'primary' : 'secondary'}
                        onClick={() =>
                          void navigate({ to: '/checkout/$type/$id', params: { type: 'subscription', id: String(product.id) }, search: { cycle } })
                        }
                      >
                        {t('billing.choose', { name: product.name })}
                      </Button>
                    )}
                  </PlanCard>
                );
              })}
            </ul>
            <p className="billing-notice">{t('billing.paymentInactive')}</p>
          </section>
        </>
      )}
    </section>
  );
}
