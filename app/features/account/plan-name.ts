import type { PlanSummary } from '../../../shared/contract/account';
import { shownPackageLanguage } from '../../../shared/contract/products';
import { numberedText, type Language, type Translate } from '../../i18n';

/**
 * The plan's name in the interface language; where an admin has not named it in that language, the English name
 * (the Hebrew one where there is none).
 */
export function planName(plan: PlanSummary, language: Language): string {
  const shown = shownPackageLanguage(language, { en: plan.en.name, ar: plan.ar.name, ru: plan.ru.name });
  return shown === 'he' ? plan.name : plan[shown].name;
}

/**
 * What the account's plan is, in a few words: "ניסיון – עוד 9 ימים" during the trial, "החבילה שלך: בסיסי" on the
 * free plan (its name says it all), "החבילה שלך: מקצועי · פעיל" on a paid one.
 */
export function planLabel(plan: PlanSummary, language: Language, t: Translate): string {
  if (plan.status === 'trial') return plan.trialDaysLeft > 1 ? numberedText(t, 'plan.trialLeft', 'days', plan.trialDaysLeft) : t('plan.trialLastDay');
  const named = t('dashboard.plan', { plan: planName(plan, language) });
  return plan.status === 'active' ? `${named} · ${t('plan.status.active')}` : named;
}
