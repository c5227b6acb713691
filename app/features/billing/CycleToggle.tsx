import { useT } from '../../i18n';
import type { BillingCycle } from './order';

/** The monthly/yearly switch with the average yearly saving, in the landing pricing section's look. */
export function CycleToggle({ cycle, saving, onChange }: { cycle: BillingCycle; saving: number; onChange: (cycle: BillingCycle) => void }) {
  const t = useT();
  return (
    <fieldset className="cycle-toggle">
      <legend className="visually-hidden">{t('landing.billingCycle')}</legend>
      {(['monthly', 'yearly'] as const).map((value) => (
        <button key={value} type="button" aria-pressed={cycle === value} onClick={() => onChange(value)}>
          {t(value === 'monthly' ? 'landing.monthly' : 'landing.yearly')}
        </button>
      ))}
      <span className="cycle-saving">{t('landing.yearlySaving', { percent: saving })}</span>
    </fieldset>
  );
}
