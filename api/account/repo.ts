import { ONE_ROW, type QueryBuilder } from '../../db/query-builder';
import type { Lead } from '../../shared/contract/leads';
import { plansRepo } from '../plans/repo';

/** The free plan's names. */
export interface BasicPlanNames {
  name: string;
  name_en: string;
  name_ar: string;
  name_ru: string;
}

/** A subscription as exported. */
export interface SubscriptionExportRow {
  id: number;
  productId: number;
  productName: string;
  billingCycle: string;
  status: string;
  currentPeriodEnd: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A notification as exported. */
export interface NotificationExportRow {
  id: number;
  title: string;
  content: string;
  isRead: 0 | 1;
  createdAt: string;
}

/** A client error report as exported. */
export interface ErrorReportExportRow {
  id: number;
  errorType: string;
  errorMessage: string;
  errorDetails: string | null;
  path: string | null;
  userAgent: string | null;
  createdAt: string;
}

/** A lead as exported: what the owner sees, plus the consent the visitor gave. */
export type LeadExportRow = Lead & { consentText: string; consentedAt: string | null };

/** A message sent through the contact form while signed in, as exported. */
export interface ContactRequestExportRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** Read-only queries about what an account has: its plan and everything it owns, for the summary and the export. */
export function accountRepo(query: QueryBuilder) {
  const plans = plansRepo(query);
  return {
    /** The paid plan in force at `now`, if any. */
    activePlan: plans.activePlan,
    /** The change of address waiting for its link, while the link works. */
    pendingEmail(userId: number, now = new Date()): Promise<{ email: string; expires_at: string } | undefined> {
      return query.selectFrom('email_changes').select(['email', 'expires_at']).where('user_id', '=', userId).where('expires_at', '>', now.toISOString()).executeTakeFirst();
    },
    /** Names of the free plan as the packages table calls it. */
    basicPlanNames(): Promise<BasicPlanNames | undefined> {
      return query
        .selectFrom('products')
        .select(['name', 'name_en', 'name_ar', 'name_ru'])
        .where('package_type', '=', 'basic')
        .orderBy('sort_order')
        .orderBy('id')
        .limit(ONE_ROW)
        .executeTakeFirst();
    },
    /** Every subscription of the user, oldest first. */
    subscriptions(userId: number): Promise<SubscriptionExportRow[]> {
      return query
        .selectFrom('subscriptions as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .select([
          's.id',
          's.product_id as productId',
          'p.name as productName',
          's.billing_cycle as billingCycle',
          's.status',
          's.current_period_end as currentPeriodEnd',
          's.created_at as createdAt',
          's.updated_at as updatedAt',
        ])
        .where('s.user_id', '=', userId)
        .orderBy('s.id')
        .execute();
    },
    /** Every notification of the user, oldest first. */
    notifications(userId: number): Promise<NotificationExportRow[]> {
      return query
        .selectFrom('notifications')
        .select(['id', 'title', 'content', 'is_read as isRead', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },
    /** Every client error report sent while the user was signed in, oldest first. */
    errorReports(userId: number): Promise<ErrorReportExportRow[]> {
      return query
        .selectFrom('error_reports')
        .select(['id', 'error_type as errorType', 'error_message as errorMessage', 'error_details as errorDetails', 'path', 'user_agent as userAgent', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },
    /** Every lead the user's cards received, oldest first. */
    leads(userId: number): Promise<LeadExportRow[]> {
      return query
        .selectFrom('leads')
        .select([
          'id',
          'profile_id as profileId',
          'card_name as cardName',
          'name',
          'phone',
          'email',
          'message',
          'status',
          'note',
          'consent_text as consentText',
          'consented_at as consentedAt',
          'created_at as createdAt',
          'updated_at as updatedAt',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute() as Promise<LeadExportRow[]>;
    },
    /** Every contact-form message the user sent while signed in, oldest first. */
    contactRequests(userId: number): Promise<ContactRequestExportRow[]> {
      return query
        .selectFrom('contact_requests')
        .select(['id', 'name', 'email', 'subject', 'message', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },
  };
}

/** The account queries as returned by accountRepo(). */
export type AccountRepo = ReturnType<typeof accountRepo>;
