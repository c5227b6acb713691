import type { Database } from 'better-sqlite3';
import type { Lead } from '../../shared/contract/leads';
import { plansRepo } from '../plans/repo';

/** The free plan's names. */
export interface BasicPlanNames {
  name: string;
  name_en: string;
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
export type LeadExportRow = Lead & { consentText: string; consentedAt: string };

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
export function accountRepo(db: Database) {
  const plans = plansRepo(db);
  const basicPlanNames = db.prepare<[], BasicPlanNames>("SELECT name, name_en FROM products WHERE package_type = 'basic' ORDER BY sort_order, id LIMIT 1");
  const subscriptions = db.prepare<[number], SubscriptionExportRow>(`SELECT s.id, s.product_id AS productId, p.name AS productName,
      s.billing_cycle AS billingCycle, s.status, s.current_period_end AS currentPeriodEnd, s.created_at AS createdAt, s.updated_at AS updatedAt
    FROM subscriptions s JOIN products p ON p.id = s.product_id WHERE s.user_id = ? ORDER BY s.id`);
  const notifications = db.prepare<[number], NotificationExportRow>(`SELECT id, title, content, is_read AS isRead, created_at AS createdAt
    FROM notifications WHERE user_id = ? ORDER BY id`);
  const errorReports = db.prepare<[number], ErrorReportExportRow>(`SELECT id, error_type AS errorType, error_message AS errorMessage,
      error_details AS errorDetails, path, user_agent AS userAgent, created_at AS createdAt
    FROM error_reports WHERE user_id = ? ORDER BY id`);
  const leads = db.prepare<[number], LeadExportRow>(`SELECT id, profile_id AS profileId, card_name AS cardName, name, phone, email, message,
      status, note, consent_text AS consentText, consented_at AS consentedAt, created_at AS createdAt, updated_at AS updatedAt
    FROM leads WHERE user_id = ? ORDER BY created_at, id`);
  const contactRequests = db.prepare<[number], ContactRequestExportRow>(`SELECT id, name, email, subject, message, created_at AS createdAt
    FROM contact_requests WHERE user_id = ? ORDER BY id`);

  return {
    /** The paid plan in force at `now`, if any. */
    activePlan: plans.activePlan,
    /** Names of the free plan as the packages table calls it. */
    basicPlanNames(): BasicPlanNames | undefined {
      return basicPlanNames.get();
    },
    /** Every subscription of the user, oldest first. */
    subscriptions(userId: number): SubscriptionExportRow[] {
      return subscriptions.all(userId);
    },
    /** Every notification of the user, oldest first. */
    notifications(userId: number): NotificationExportRow[] {
      return notifications.all(userId);
    },
    /** Every client error report sent while the user was signed in, oldest first. */
    errorReports(userId: number): ErrorReportExportRow[] {
      return errorReports.all(userId);
    },
    /** Every lead the user's cards received, oldest first. */
    leads(userId: number): LeadExportRow[] {
      return leads.all(userId);
    },
    /** Every contact-form message the user sent while signed in, oldest first. */
    contactRequests(userId: number): ContactRequestExportRow[] {
      return contactRequests.all(userId);
    },
  };
}

/** The account queries as returned by accountRepo(). */
export type AccountRepo = ReturnType<typeof accountRepo>;
