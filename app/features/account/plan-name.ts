import type { PlanSummary } from '../../../shared/contract/account';
import type { Language } from '../../i18n';

/** The plan's name in the interface language (the Hebrew one where it has no English name). */
export function planName(plan: PlanSummary, language: Language): string {
  return language === 'en' && plan.en.name ? plan.en.name : plan.name;
}
