import type { Account } from '../../../api/contract/account';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n';

/** The account's plan: name and status, then the trial days left, the renewal date or the free plan's note. */
export function CurrentPlan({ account }: { account: Account }) {
  const t = useT();
  const { plan } = account;
  return (
    <div className="current-plan">
      <p>
        <strong>{t('dashboard.plan', { plan: plan.name })}</strong> · {t(`plan.status.${plan.status}`)}
      </p>
      {plan.status === 'trial' && <p>{t('dashboard.trialDaysLeft', { days: plan.trialDaysLeft })}</p>}
      {plan.status === 'active' && plan.periodEnd && <p>{t('billing.renews', { date: formatDate(plan.periodEnd) })}</p>}
      {plan.status === 'basic' && <p>{t('billing.basicNote')}</p>}
    </div>
  );
}
