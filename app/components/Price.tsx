import { formatCurrency } from '../lib/format';

/**
 * A shekel amount as the Hebrew locale writes it ("300 ₪"), kept in its own direction: left bare in an English line,
 * its right-to-left marks would show it as " 300₪"; isolated it reads "₪300" there, and the same in Hebrew.
 */
export function Price({ amount }: { amount: number }) {
  return <bdi>{formatCurrency(amount)}</bdi>;
}
