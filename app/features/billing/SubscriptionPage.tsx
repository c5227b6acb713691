import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { TEAM_TRIAL_SEATS } from '../../../shared/contract/team-seats';
import type { Product } from '../../../shared/contract/products';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { languageAtom, useT } from '../../i18n';
import { useAccount } from '../account';
import { averageYearlySaving, homePackagesQuery, inLanguage, isTeamPlan } from './packages';
import { CurrentPlan } from './CurrentPlan';
import { CycleToggle } from './CycleToggle';
import { LoadError } from './LoadError';
import type { BillingCycle } from './order';
import { PaymentInactiveNotice } from './PaymentInactiveNotice';
import { PlanCard } from './PlanCard';
import { useSeatCheckout } from './seat-count';
import './billing.css';

/**
 * /subscription: the current plan, then the plans with a monthly/yearly toggle over every card; choosing one goes to
 * checkout with that plan and the cycle the toggle shows. A plan and cycle chosen on the way here come preselected.
 */
export function SubscriptionPage({
  plan,
  cycle: cycleAsked,
  seats,
  seatsInUse,
}: {
  plan?: number | undefined;
  cycle?: BillingCycle | undefined;
  seats?: number | undefined;
  /** The seats the owner's organisation uses, the fewest the team plan's choice takes (null without one). */
  seatsInUse: number | null | undefined;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const account = useAccount();
  const packages = useQuery(homePackagesQuery);
  // Yearly by default.
  const [cycle, setCycle] = useState<BillingCycle>(cycleAsked ?? 'yearly');
  useDocumentTitle(t('page.subscription'));

  const preselected = packages.data?.find((product) => product.id === plan);
  const plans = packages.data?.filter((product) => product.packageType !== 'nfc_card') ?? [];
  const current = account.data?.plan.status === 'active' ? account.data.plan : null;

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
            <PaymentInactiveNotice />
            <ul className={plans.length >= 3 ? 'card-grid pricing-grid three' : 'card-grid pricing-grid'}>
              {plans.map((original) => {
                const product = inLanguage(original, language);
                const isCurrent = current?.productId === product.id && current.billingCycle === cycle;
                const selected = product.id === preselected?.id;
                const badges = [isCurrent && t('billing.currentBadge'), selected && t('billing.selectedBadge')].filter((badge): badge is string => Boolean(badge));
                return (
                  <PlanCard key={product.id} product={product} cycle={cycle} badges={badges} selected={selected}>
                    {product.packageType === 'basic' ? (
                      <p className="plan-note">{t('billing.basicIncluded')}</p>
                    ) : isTeamPlan(product) ? (
                      <TeamPlanChoice product={product} cycle={cycle} seats={seats} seatsInUse={seatsInUse} primary={selected || (!preselected && product.isPopular)} />
                    ) : (
                      <Button
                        variant={selected || (!preselected && product.isPopular) ? 'primary' : 'secondary'}
                        onClick={() =>
                          void navigate({ to: '/checkout/$type/$id', params: { type: 'subscription', id: String(product.id) }, search: { cycle } })
                        }
                      >
                        {t(cycle === 'yearly' ? 'billing.chooseYearly' : 'billing.chooseMonthly', { name: product.name })}
                      </Button>
                    )}
                  </PlanCard>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}

/** The team plan's choice: how many seats (one for each member, the owner included), then checkout with them. */
function TeamPlanChoice({ product, cycle, seats, seatsInUse, primary }: { product: Product; cycle: BillingCycle; seats: number | undefined; seatsInUse: number | null | undefined; primary: boolean }) {
  const t = useT();
  const { field, checkout } = useSeatCheckout(seats ?? TEAM_TRIAL_SEATS, t('billing.seatCount'), seatsInUse ?? 1);
  return (
    <div className="plan-seats">
      {field}
      <Button variant={primary ? 'primary' : 'secondary'} onClick={() => checkout(product.id, cycle)}>
        {t(cycle === 'yearly' ? 'billing.chooseYearly' : 'billing.chooseMonthly', { name: product.name })}
      </Button>
    </div>
  );
}
