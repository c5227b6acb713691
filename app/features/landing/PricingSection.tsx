import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Product } from '../../../shared/contract/products';
import { Button } from '../../components/Button';
import { useAuthActions, useSession } from '../auth';
import { averageYearlySaving, type BillingCycle, CycleToggle, homePackagesQuery, inLanguage, PlanCard } from '../billing';
import { languageAtom, useT } from '../../i18n';

/** #pricing: packages from the server with a monthly/yearly toggle over every card (yearly first); hidden when loading fails. */
export function PricingSection() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { data: packages, isError } = useQuery(homePackagesQuery);
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const wantsPricing = useLocation({
    select: (location) => location.hash === 'pricing' || (location.search as { section?: unknown }).section === 'pricing',
  });
  const ready = Boolean(packages?.length);

  // The section appears only once the packages arrive, after the route's own scroll has run.
  useEffect(() => {
    if (ready && wantsPricing) document.getElementById('pricing')?.scrollIntoView();
  }, [ready, wantsPricing]);

  if (isError || !packages || packages.length === 0) return null;

  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">{t('landing.pricingTitle')}</h2>
      <CycleToggle cycle={cycle} saving={averageYearlySaving(packages)} onChange={setCycle} />
      <ul className={packages.length >= 3 ? 'card-grid pricing-grid three' : 'card-grid pricing-grid'}>
        {packages.map((original) => {
          const product = inLanguage(original, language);
          return (
            <PlanCard key={product.id} product={product} cycle={cycle}>
              <ChooseButton product={product} cycle={cycle} />
            </PlanCard>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "Choose Pro": named after its plan, as on /subscription, so a list of the page's buttons tells them apart. Takes a
 * signed-in owner to /subscription with the plan and the cycle shown; a visitor registers first, told what that plan starts with.
 */
function ChooseButton({ product, cycle }: { product: Product; cycle: BillingCycle }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const { openModal } = useAuthActions();
  const choose = () => {
    // By href: the router would write a string search value as JSON (`?plan=%223%22`); the page reads `?plan=3`.
    if (session.status === 'in') void navigate({ href: `/subscription?plan=${product.id}&cycle=${cycle}` });
    else openModal('register', product.monthlyPrice <= 0 && product.yearlyPrice <= 0 ? 'free' : 'trial');
  };
  return (
    <Button variant={product.isPopular ? 'primary' : 'secondary'} onClick={choose}>
      {t('landing.choosePlan', { name: product.name })}
    </Button>
  );
}
