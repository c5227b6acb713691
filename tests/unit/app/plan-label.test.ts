import { describe, expect, it } from 'vitest';
import type { PlanSummary } from '../../../shared/contract/account';
import { en } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { planLabel } from '../../../app/features/account/plan-name';
import { interpolate, type Language, type Translate } from '../../../app/i18n';

const TEXTS: Partial<Record<Language, Record<string, string>>> = { he: { ...heCore, ...he }, en: { ...enCore, ...en } };

const translator = (language: Language): Translate => (key, params) => interpolate(TEXTS[language]![key]!, params);

function plan(overrides: Partial<PlanSummary>): PlanSummary {
  return { name: 'בסיסי', en: { name: 'Basic' }, productId: null, packageType: 'basic', billingCycle: null, status: 'basic', trialDaysLeft: 0, periodEnd: null, ...overrides };
}

describe('the plan line of the dashboard, subscription and wallet', () => {
  it('names the free plan once after the trial, in each language', () => {
    expect(planLabel(plan({}), 'he', translator('he'))).toBe('החבילה שלך: בסיסי');
    expect(planLabel(plan({}), 'en', translator('en'))).toBe('Your plan: Basic');
  });

  it('says a paid plan is active, and counts the trial’s days', () => {
    const paid = plan({ name: 'מקצועי', en: { name: 'Pro' }, productId: 2, packageType: 'monthly', billingCycle: 'monthly', status: 'active' });
    expect(planLabel(paid, 'he', translator('he'))).toBe('החבילה שלך: מקצועי · פעיל');
    expect(planLabel(paid, 'en', translator('en'))).toBe('Your plan: Pro · Active');
    expect(planLabel(plan({ status: 'trial', trialDaysLeft: 9 }), 'en', translator('en'))).toMatch(/9/);
  });
});
