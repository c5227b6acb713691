import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_TEAM_SEATS } from '../../../shared/contract/team-seats';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import type { BillingCycle } from './order';

/**
 * A team plan's seat count as typed (one seat for each member, the owner included), and the team plan's checkout with
 * it: `field` is the labelled number field, `checkout` goes there with the count or says why it cannot. `least` is the
 * fewest seats the organisation can have: those its members and open invitations hold now.
 */
export function useSeatCheckout(initial: number, label: string, least = 1) {
  const t = useT();
  const navigate = useNavigate();
  const [count, setCount] = useState(String(Math.min(Math.max(initial, least), MAX_TEAM_SEATS)));
  const [error, setError] = useState<string | undefined>();

  function checkout(productId: number, cycle: BillingCycle): void {
    const seats = Number(count);
    if (!Number.isInteger(seats) || seats < least || seats > MAX_TEAM_SEATS) {
      setError(t('billing.seatCountError', { min: least, max: MAX_TEAM_SEATS }));
      return;
    }
    void navigate({ to: '/checkout/$type/$id', params: { type: 'subscription', id: String(productId) }, search: { cycle, seats } });
  }

  const field = (
    <Field
      label={label}
      hint={least > 1 ? t('billing.seatCountInUse', { count: least }) : t('billing.seatCountHint')}
      type="number"
      inputMode="numeric"
      min={least}
      max={MAX_TEAM_SEATS}
      value={count}
      error={error}
      onChange={(event) => {
        setCount(event.target.value);
        setError(undefined);
      }}
    />
  );
  return { field, checkout };
}
