import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Product } from '../../../api/contract/products';
import { Button } from '../../components/Button';
import { formatCurrency } from '../../lib/format';
import { useAuthActions, useSession } from '../auth';
import { useT } from '../../i18n';
import { averageYearlySaving, featureLines, homePackagesQuery } from './packages';
type Cycle = 'monthly' | 'yearly';

/** #pricing: packages from the server with a monthly/yearly toggle (yearly first); hidden when loading fails. */
export function PricingSection() {
  const t = useT();
  const { data: packages, isError } = useQuery(homePackagesQuery);
  const [cycle, setCycle] = useState<Cycle>('yearly');
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
      <fieldset className="cycle-toggle">
        <legend className="visually-hidden">{t('landing.billingCycle')}</legend>
        {(['monthly', 'yearly'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={cycle === value} onClick={() => setCycle(value)}>
            {t(value === 'monthly' ? 'landing.monthly' : 'landing.yearly')}
          </button>
        ))}
        <span className="cycle-saving">{t('landing.yearlySaving', { percent: averageYearlySaving(packages) })}</span>
      </fieldset>
      <ul className={packages.length >= 3 ? 'card-grid pricing-grid three' : 'card-grid pricing-grid'}>
        {packages.map((product) => (
          <PackageCard key={product.id} product={product} cycle={cycle} />
        ))}
      </ul>
    </section>
  );
}

function PackageCard({ product, cycle }: { product: Product; cycle: Cycle }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const { openModal } = useAuthActions();
  const price = cycle === 'yearly' ? product.yearlyPrice : product.monthlyPrice;
  const choose = () => {
    // By href: the router would write a string search value as JSON (`?plan=%223%22`); spec §7 wants `?plan=3`.
    if (session.status === 'in') void navigate({ href: `/subscription?plan=${product.id}` });
    else openModal('register');
  };
  return (
    <li className={product.isPopular ? 'card package popular' : 'card package'}>
      {product.isPopular && <p className="package-badge">{t('landing.popular')}</p>}
      <h3>{product.name}</h3>
      <p className="package-description">{product.description}</p>
      <p className="package-price">
        <strong>{formatCurrency(price)}</strong> <span>{t(cycle === 'yearly' ? 'landing.perYear' : 'landing.perMonth')}</span>
      </p>
      <ul className="package-features">
        {featureLines(product).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button variant={product.isPopular ? 'primary' : 'secondary'} onClick={choose}>
        {t('landing.choosePlan')}
      </Button>
    </li>
  );
}
