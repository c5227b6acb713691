import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Organisation } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { formatCurrency, formatDate } from '../../lib/format';
import { countedText, useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { activeProductsQueryOptions, averageYearlySaving, CycleToggle, useSeatCheckout, type BillingCycle } from '../billing';
import { seatsInUse } from './seats-in-use';

/**
 * The organisation's seats: how many are taken (members, and invitations not yet accepted) of how many it has, where
 * they come from, and for its owner a way to buy more (the team plan's checkout with the seats asked for).
 */
export function SeatsSection({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const { seats } = organisation;
  const taken = seatsInUse(seats);
  const cycle = seats.billingCycle ? t(seats.billingCycle === 'yearly' ? 'landing.yearly' : 'landing.monthly') : '';
  const source =
    seats.source === 'plan'
      ? seats.until
        ? t('team.seatsPlanUntil', { cycle, date: formatDate(seats.until) })
        : t('team.seatsPlan', { cycle })
      : seats.source === 'trial'
        ? t('team.seatsTrial', { paid: seats.paid, date: formatDate(seats.until ?? '') })
        : t('team.seatsNone');
  return (
    <section className="team-section" aria-labelledby="team-seats-title">
      <h2 id="team-seats-title">{t('team.seatsTitle')}</h2>
      <div className="team-seats card">
        <p className="team-seats-count">
          <strong>{t('team.seatsUsed', { used: taken, paid: seats.paid })}</strong>
        </p>
        <meter min={0} max={seats.paid} value={Math.min(taken, seats.paid)} aria-label={t('team.seatsUsed', { used: taken, paid: seats.paid })} />
        {seats.pending > 0 && <p className="team-muted">{countedText(t, 'team.seatsPending', seats.pending)}</p>}
        <p>{source}</p>
        {taken >= seats.paid && <p className="team-seats-full">{t('team.seatsFull')}</p>}
        {organisation.role === 'owner' ? (
          <BuySeats initial={Math.max(seats.paid, taken) + 1} least={taken} cycle={seats.billingCycle ?? 'yearly'} />
        ) : (
          <p className="team-muted">{t('team.buySeatsOwner')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * How many seats in all (no fewer than `least`, those in use), billed monthly or yearly as the team plan offers (the
 * cycle the organisation pays by first), then the team plan's checkout with them.
 */
function BuySeats({ initial, least, cycle: current }: { initial: number; least: number; cycle: BillingCycle }) {
  const t = useT();
  const isolatedT = useIsolatedT();
  const products = useQuery(activeProductsQueryOptions);
  const teamPlan = products.data?.find((product) => product.packageType === 'team' && product.isActive);
  const cycles = (['monthly', 'yearly'] as const).filter((cycle) => teamPlan && (cycle === 'monthly' ? teamPlan.monthlyPrice : teamPlan.yearlyPrice) > 0);
  const [chosen, setCycle] = useState<BillingCycle>(current);
  const cycle = cycles.includes(chosen) ? chosen : (cycles[0] ?? 'yearly');
  const { field, checkout } = useSeatCheckout(initial, t('team.buySeatsCount'), least);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (teamPlan) checkout(teamPlan.id, cycle);
  }

  return (
    <form className="team-form" noValidate onSubmit={submit} aria-labelledby="team-buy-seats-title">
      <h3 id="team-buy-seats-title">{t('team.buySeats')}</h3>
      {teamPlan && cycles.length === 2 && <CycleToggle cycle={cycle} saving={averageYearlySaving([teamPlan])} onChange={setCycle} />}
      {/* The amount in its own direction: its right-to-left marks put the shekel after it in an English sentence. */}
      {teamPlan && <p className="team-muted">{isolatedT(cycle === 'yearly' ? 'team.seatPriceYearly' : 'team.seatPriceMonthly', { price: formatCurrency(cycle === 'yearly' ? teamPlan.yearlyPrice : teamPlan.monthlyPrice) })}</p>}
      {field}
      <Button type="submit" disabled={!teamPlan}>
        {t('team.buySeatsSubmit')}
      </Button>
    </form>
  );
}
