import { googleConfirmationFresh } from '../auth/credentials';
import { GOOGLE_CONFIRMATION_MS, type Account, type PlanSummary } from '../../shared/contract/account';
import type { UserRow } from '../users/repo';
import { presentUser } from '../users/present';
import type { AccountRepo } from './repo';

const DAY_MS = 86_400_000;

/** The plan line of the dashboard: a paid plan in force, else the trial while it lasts, else the free plan. */
export async function planSummary(repo: AccountRepo, user: UserRow, now = new Date()): Promise<PlanSummary> {
  const paid = await repo.activePlan(user.id, now);
  if (paid) {
    return {
      name: paid.name,
      en: { name: paid.name_en },
      ar: { name: paid.name_ar },
      ru: { name: paid.name_ru },
      productId: paid.product_id,
      packageType: paid.package_type,
      billingCycle: paid.billing_cycle === 'monthly' ? 'monthly' : 'yearly',
      status: 'active',
      trialDaysLeft: 0,
      periodEnd: paid.current_period_end,
    };
  }
  const basic = await repo.basicPlanNames();
  const free = {
    name: basic?.name ?? 'בסיסי',
    en: { name: basic?.name_en || 'Basic' },
    ar: { name: basic?.name_ar ?? '' },
    ru: { name: basic?.name_ru ?? '' },
    productId: null,
    packageType: 'basic',
    billingCycle: null,
  } as const;
  const trialMsLeft = user.trial_ends_at === null ? 0 : Date.parse(user.trial_ends_at) - now.getTime();
  if (trialMsLeft > 0) {
    return { ...free, status: 'trial', trialDaysLeft: Math.ceil(trialMsLeft / DAY_MS), periodEnd: user.trial_ends_at };
  }
  return { ...free, status: 'basic', trialDaysLeft: 0, periodEnd: null };
}

/** What the account screen needs beyond the row: whether this server offers Google sign-in, this session's confirmation. */
export interface AccountContext {
  googleAvailable: boolean;
  googleConfirmedAt: number | undefined;
}

/** `GET /api/account`: the user, their settings and plan, and a change of address waiting for its link. */
export async function presentAccount(repo: AccountRepo, user: UserRow, unreadSupportMessages: number, context: AccountContext, now = new Date()): Promise<Account> {
  const confirmed = user.password_hash === null && googleConfirmationFresh(context.googleConfirmedAt, now.getTime());
  const pending = await repo.pendingEmail(user.id, now);
  return {
    user: presentUser(user, unreadSupportMessages),
    locale: user.locale,
    trialEndsAt: user.trial_ends_at,
    createdAt: user.created_at,
    hasPassword: user.password_hash !== null,
    googleLinked: user.google_sub !== null,
    googleAvailable: context.googleAvailable,
    googleConfirmedUntil: confirmed ? new Date(context.googleConfirmedAt! + GOOGLE_CONFIRMATION_MS).toISOString() : null,
    isDemo: user.is_demo === 1,
    plan: await planSummary(repo, user, now),
    leadRetentionMonths: user.lead_retention_months,
    leadDigest: user.lead_digest === 1,
    pendingEmail: pending ? { email: pending.email, expiresAt: pending.expires_at } : null,
  };
}
