import type { PlanSummary } from '../../../shared/contract/account';
import type { Language, Translate } from '../../i18n';

/** The plan's name in the interface language (the Hebrew one where it has no English name). */
export function planName(plan: PlanSummary, language: Language): string {
  return language === 'en' && plan.en.name ? plan.en.name : plan.name;
}

/** What the account's plan is, in a few words: "ניסיון – עוד 9 ימים" during the trial, else the plan and its status. */
export function planLabel(plan: PlanSummary, language: Language, t: Translate): string {
  if (plan.status === 'trial') return plan.trialDaysLeft > 1 ? t('plan.trialLeft', { days: plan.trialDaysLeft }) : t('plan.trialLastDay');
  return `${t('dashboard.plan', { plan: planName(plan, language) })} · ${t(`plan.status.${plan.status}`)}`;
}
