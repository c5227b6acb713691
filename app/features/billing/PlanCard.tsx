import type { ReactNode } from 'react';
import type { Product } from '../../../api/contract/products';
import { formatCurrency } from '../../lib/format';
import { useT } from '../../i18n';
import { featureLines } from '../landing/packages';
import { planPrice, type BillingCycle } from './order';

interface PlanCardProps {
  product: Product;
  cycle: BillingCycle;
  /** Short labels above the name ("your current plan", "your choice"). */
  badges?: readonly string[];
  /** Outlines the card as the one the visitor came for. */
  selected?: boolean;
  /** The card's action: a join or choose button, or a note. */
  children: ReactNode;
}

/** A plan as a pricing card (the landing page's look): name, price for the cycle, feature lines and an action. */
export function PlanCard({ product, cycle, badges = [], selected = false, children }: PlanCardProps) {
  const t = useT();
  const price = planPrice(product, cycle);
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
      <p className="package-price">
        {price.amount > 0 ? (
          <>
            <strong>{formatCurrency(price.amount)}</strong> <span>{t(price.cycle === 'yearly' ? 'landing.perYear' : 'landing.perMonth')}</span>
            {price.regular !== null && <span className="plan-regular-price"> {t('billing.insteadOf', { price: formatCurrency(price.regular) })}</span>}
          </>
        ) : (
          <strong>{t('billing.free')}</strong>
        )}
      </p>
      <ul className="package-features">
        {featureLines(product).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}
