import { useAtomValue } from 'jotai';
import type { Account } from '../../../shared/contract/account';
import { formatDate } from '../../lib/format';
import { languageAtom, useT } from '../../i18n';
import { planLabel } from '../account';

/** The account's plan in the interface language (the trial and its days left, or the plan, its status and billing), then the renewal date or the free plan's note. */
export function CurrentPlan({ account }: { account: Account }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { plan } = account;
  return (
    <div className="current-plan">
      <p>
        <strong>{planLabel(plan, language, t)}</strong>
        {plan.status === 'active' && plan.billingCycle && <> · {t(plan.billingCycle === 'monthly' ? 'billing.billedMonthly' : 'billing.billedYearly')}</>}
      </p>
      {plan.status === 'active' && plan.periodEnd && <p>{t('billing.renews', { date: formatDate(plan.periodEnd) })}</p>}
      {plan.status === 'basic' && <p>{t('billing.basicNote')}</p>}
    </div>
  );
}
