import { describe, expect, it } from 'vitest';
import type { PlanSummary } from '../../../shared/contract/account';
import { en } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he } from '../../../shared/i18n/he';
import { ru, ruPlurals } from '../../../shared/i18n/ru';
import { ruCore } from '../../../shared/i18n/ru-core';
import { ar, arPlurals } from '../../../shared/i18n/ar';
import { arCore } from '../../../shared/i18n/ar-core';
import { heCore } from '../../../shared/i18n/he-core';
import { planLabel } from '../../../app/features/account/plan-name';
import { interpolate, type Language, type Translate } from '../../../app/i18n';

const TEXTS: Record<Language, Record<string, string>> = { he: { ...heCore, ...he }, ar: { ...arCore, ...ar }, ru: { ...ruCore, ...ru }, en: { ...enCore, ...en } };

const PLURALS = { ru: ruPlurals, ar: arPlurals } as const;

/** A language's `t` as the app makes it, with the plural forms of Russian and Arabic. */
const translator = (language: Language): Translate => {
  const t: Translate = (key, params) => interpolate(TEXTS[language]![key]!, params);
  return language === 'ru' || language === 'ar' ? Object.assign(t, { plurals: { language, forms: PLURALS[language] } }) : t;
};

function plan(overrides: Partial<PlanSummary>): PlanSummary {
  return { name: 'בסיסי', en: { name: 'Basic' }, ar: { name: 'أساسي' }, ru: { name: 'Базовый' }, productId: null, packageType: 'basic', billingCycle: null, status: 'basic', trialDaysLeft: 0, periodEnd: null, ...overrides };
}

/** The plan line during a trial with `days` left. */
const trial = (days: number, language: Language) => planLabel(plan({ status: 'trial', trialDaysLeft: days }), language, translator(language));

describe('the plan line of the dashboard, subscription and wallet', () => {
  it('names the free plan once after the trial, in each language', () => {
    expect(planLabel(plan({}), 'he', translator('he'))).toBe('החבילה שלך: בסיסי');
    expect(planLabel(plan({}), 'en', translator('en'))).toBe('Your plan: Basic');
    expect(planLabel(plan({}), 'ar', translator('ar'))).toContain('أساسي');
    expect(planLabel(plan({}), 'ru', translator('ru'))).toContain('Базовый');
  });

  it('names a plan an admin has not named in Arabic or Russian by its English name', () => {
    const unnamed = plan({ name: 'מקצועי', en: { name: 'Pro' }, ar: { name: '' }, ru: { name: '' } });
    expect(planLabel(unnamed, 'ar', translator('ar'))).toContain('Pro');
    expect(planLabel(unnamed, 'ru', translator('ru'))).toContain('Pro');
  });

  it('says a paid plan is active, and counts the trial’s days', () => {
    const paid = plan({ name: 'מקצועי', en: { name: 'Pro' }, ar: { name: 'احترافي' }, ru: { name: 'Профи' }, productId: 2, packageType: 'monthly', billingCycle: 'monthly', status: 'active' });
    expect(planLabel(paid, 'he', translator('he'))).toBe('החבילה שלך: מקצועי · פעיל');
    expect(planLabel(paid, 'en', translator('en'))).toBe('Your plan: Pro · Active');
    expect(planLabel(paid, 'ru', translator('ru'))).toMatch(/^.*Профи · .*$/);
    expect(planLabel(plan({ status: 'trial', trialDaysLeft: 9 }), 'en', translator('en'))).toMatch(/9/);
  });

  it('counts the trial’s days left in the form Russian and Arabic give the number', () => {
    expect([2, 5, 21].map((days) => trial(days, 'ru'))).toEqual(['Пробный период: осталось 2 дня', 'Пробный период: осталось 5 дней', 'Пробный период: остался 21 день']);
    expect([2, 3, 11].map((days) => trial(days, 'ar'))).toEqual(['الفترة التجريبية – بقي يومان', 'الفترة التجريبية – بقيت 3 أيام', 'الفترة التجريبية – بقي 11 يومًا']);
  });
});
