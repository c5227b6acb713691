import { formatCurrency } from '../lib/format';

/**
 * A shekel amount as the interface language writes it ("300 ₪" in Hebrew, Arabic and Russian, "₪300" in English),
 * kept in its own direction: the Hebrew and Arabic forms' right-to-left marks would otherwise reorder the line around it.
 */
export function Price({ amount }: { amount: number }) {
  return <bdi>{formatCurrency(amount)}</bdi>;
}
