import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { countedText, languageAtom, useT } from '../../i18n';
import { averageYearlySaving, homePackagesQuery, inLanguage, isPaidPlan, isTeamPlan } from './packages';
import { forgetBlockedCard, readBlockedCard, sessionStorageOrNull, type BlockedCard } from './blocked-card';
import { LoadError } from './LoadError';
import { CycleToggle } from './CycleToggle';
import type { BillingCycle } from './order';
import { PlanCard } from './PlanCard';
import { useSimulatedJoin } from './use-simulated-join';
import './billing.css';


/**
 * The card that was stopped, read once: the stored copy is dropped as soon as the notice shows it, so neither a
 * reload nor a later visit names it again, however the visitor leaves.
 */
function useBlockedCard(): BlockedCard | null {
  const [card] = useState(() => {
    const storage = sessionStorageOrNull();
    return storage ? readBlockedCard(storage) : null;
  });
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (storage) forgetBlockedCard(storage);
  }, []);
  return card;
}

/**
 * /subscription-required: why a plan is needed, the card concerned, and the plans side by side (the free
 * basic plan against monthly and annual billing, which the toggle switches every card between) with a join per paid plan.
 */
export function SubscriptionRequiredPage({ name }: { name?: string | undefined }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const stored = useBlockedCard();
  const { data: packages, error, refetch } = useQuery(homePackagesQuery);
  const { processingId, join, ready } = useSimulatedJoin();
  useDocumentTitle(t('page.subscriptionRequired'));
  const cardName = name || stored?.profileName;
  // One account's plans, free and paid: a card waits for its owner's plan, not a team's (bought by the seat on /subscription).
  const plans =
    packages?.filter((product) => product.packageType === 'basic' || (isPaidPlan(product) && !isTeamPlan(product))).map((product) => inLanguage(product, language)) ?? [];

  return (
    <section className="page billing-page" aria-labelledby="subscription-required-title">
      <h1 id="subscription-required-title">{t('page.subscriptionRequired')}</h1>
      <p>{t('billing.requiredText')}</p>
      {cardName && <p className="billing-card-name">{t('billing.requiredCard', { name: cardName })}</p>}
      {stored && stored.waitingLeads > 0 && <p>{countedText(t, 'billing.waitingLeads', stored.waitingLeads)}</p>}

      <h2>{t('billing.compareTitle')}</h2>
      {error ? <LoadError onRetry={() => void refetch()} /> : null}
      {!packages && !error ? <div className="skeleton billing-skeleton" aria-hidden="true" /> : null}
      {plans.length > 0 && <CycleToggle cycle={cycle} saving={averageYearlySaving(plans)} onChange={setCycle} />}
      {plans.length > 0 && (
        <ul className={plans.length >= 3 ? 'card-grid pricing-grid three' : 'card-grid pricing-grid'}>
          {plans.map((product) => (
            <PlanCard key={product.id} product={product} cycle={cycle}>
              {product.packageType === 'basic' ? (
                <p className="plan-note">{t('billing.basicIncluded')}</p>
              ) : (
                <Button
                  variant={product.isPopular ? 'primary' : 'secondary'}
                  onClick={() => join(product.id, cycle)}
                  // The busy button keeps its focus; the others are simply off meanwhile.
                  busy={processingId === product.id}
                  disabled={!ready || (processingId !== null && processingId !== product.id)}
                >
                  {processingId === product.id ? t('billing.processing') : t('billing.join', { name: product.name })}
                </Button>
              )}
            </PlanCard>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {processingId !== null ? t('billing.processing') : ''}
      </p>
      <p className="billing-small-print">{t('billing.simulated')}</p>
    </section>
  );
}
