import type { ReactNode } from 'react';
import type { Product } from '../../../shared/contract/products';
import { Price } from '../../components/Price';
import { formatCurrency, formatPercent } from '../../lib/format';
import { useIsolatedT } from '../../i18n/isolated';
import { useT } from '../../i18n';
import { featureLines, isTeamPlan } from './packages';
import { planPrice, type BillingCycle } from './order';

interface PlanCardProps {
  /** The plan, its texts already in the interface language. */
  product: Product;
  cycle: BillingCycle;
  /** Short labels above the name ("your current plan", "your choice"). */
  badges?: readonly string[];
  /** Outlines the card as the one the visitor came for. */
  selected?: boolean;
  /** The card's action: a join or choose button, or a note. */
  children: ReactNode;
}

/**
 * A plan as a pricing card: name, its price for the cycle the toggle shows, feature lines and an action. Shared by the
 * landing page, so it uses only the texts the landing page loads.
 */
export function PlanCard({ product, cycle, badges = [], selected = false, children }: PlanCardProps) {
  const t = useT();
  const classes = ['card', 'package', product.isPopular && 'popular', selected && 'plan-selected'].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-current={selected ? 'true' : undefined}>
      {product.isPopular && <p className="package-badge">{t('landing.popular')}</p>}
      {badges.map((badge) => (
        <p key={badge} className="package-badge plan-badge">
          {badge}
        </p>
      ))}
      <h3>{product.name}</h3>
      <p className="package-description">{product.description}</p>
      <PlanPriceLine product={product} cycle={cycle} />
      <ul className="package-features">
        {featureLines(product).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}

/**
 * "₪40 per month", or "₪300 per year", then "instead of ₪480 · save 38%" worked out from the plan's own two prices; "Free"
 * when free. The team plan's prices are a seat's: "₪35 per seat per month".
 */
function PlanPriceLine({ product, cycle }: { product: Product; cycle: BillingCycle }) {
  const t = useT();
  const isolatedT = useIsolatedT();
  const price = planPrice(product, cycle);
  if (price.amount <= 0) {
    return (
      <p className="package-price">
        <strong>{t('landing.free')}</strong>
      </p>
    );
  }
  const perSeat = isTeamPlan(product);
  const per = price.cycle === 'yearly' ? (perSeat ? 'landing.perSeatYear' : 'landing.perYear') : perSeat ? 'landing.perSeatMonth' : 'landing.perMonth';
  return (
    <p className="package-price">
      <strong>
        <Price amount={price.amount} />
      </strong> <span>{t(per)}</span>
      {price.regular !== null && price.saving !== null && (
        <span className="plan-regular-price">
          {' '}
          {isolatedT('landing.insteadOf', { price: formatCurrency(price.regular) })} · <span className="plan-saving">{t('landing.savePercent', { percent: formatPercent(price.saving / 100) })}</span>
        </span>
      )}
    </p>
  );
}
