import { useT } from '../../i18n';
import { formatPercent } from '../../lib/format';
import type { BillingCycle } from './order';

/**
 * The monthly/yearly switch over every plan card, with the average yearly saving of the plans shown, left
 * out when no plan saves anything yearly. Shared by the landing page, so it uses only the texts the landing page loads.
 */
export function CycleToggle({ cycle, saving, onChange }: { cycle: BillingCycle; saving: number | null; onChange: (cycle: BillingCycle) => void }) {
  const t = useT();
  return (
    <fieldset className="cycle-toggle">
      <legend className="visually-hidden">{t('landing.billingCycle')}</legend>
      {(['monthly', 'yearly'] as const).map((value) => (
        <button key={value} type="button" aria-pressed={cycle === value} onClick={() => onChange(value)}>
          {t(value === 'monthly' ? 'landing.monthly' : 'landing.yearly')}
        </button>
      ))}
      {saving !== null && <span className="cycle-saving">{t('landing.yearlySaving', { percent: formatPercent(saving / 100) })}</span>}
    </fieldset>
  );
}
