import { z } from 'zod';
import { emailSchema, localeSchema, passwordSchema, usernameFormSchema, userSchema } from './auth';
import { EMAIL_CHANGE_MESSAGES } from './email-change-texts';
import { PACKAGE_TYPES } from './products';
import { oneLineText } from './visible-text';

export { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MAILS_PER_DAY, EMAIL_CHANGE_MESSAGES } from './email-change-texts';

/** Texts of the account settings screen's server answers. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'הסיסמה הנוכחית שגויה',
  passwordRequired: 'יש להזין את הסיסמה',
  displayNameRequired: 'יש להזין שם',
  displayNameMax: 'השם יכול להכיל עד 60 תווים',
  saved: 'הפרטים נשמרו',
  passwordChanged: 'הסיסמה שונתה. התנתקת מכל שאר המכשירים',
  deleted: 'החשבון נמחק',
  googleConfirmationRequired: 'לאישור השינוי יש להתחבר שוב עם Google',
  retention: 'אפשר לשמור לידים 6, 12 או 24 חודשים, או עד שתמחקו אותם',
  lastAdmin: 'זה החשבון היחיד שמנהל את המערכת, ולכן אי אפשר למחוק אותו. אפשר קודם להפוך חשבון אחר למנהל בעמוד המשתמשים.',
} as const;

/** The name of the ZIP of everything kept about the account (`GET /api/account/export`). */
export const accountExportFileName = (username: string): string => `kartis-account-${username}.zip`;

/** How long a fresh sign-in at Google confirms sensitive changes of an account without a password. */
export const GOOGLE_CONFIRMATION_MS = 5 * 60 * 1000;

/** The signed-in account's plan as the dashboard shows it. */
export const planSummarySchema = z.object({
  /** The plan's name in Hebrew; `en.name` in English, `ar.name` and `ru.name` in Arabic and Russian (empty where not written). */
  name: z.string(),
  en: z.object({ name: z.string() }),
  ar: z.object({ name: z.string() }),
  ru: z.object({ name: z.string() }),
  /** The paid plan's product, null on the trial and the free plan. */
  productId: z.number().int().nullable(),
  packageType: z.enum(PACKAGE_TYPES),
  /** How the paid plan is billed, null on the trial and the free plan. */
  billingCycle: z.enum(['monthly', 'yearly']).nullable(),
  /** active: paid plan; trial: within the 14-day trial; basic: free plan after the trial. */
  status: z.enum(['active', 'trial', 'basic']),
  trialDaysLeft: z.number().int().nonnegative(),
  periodEnd: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** `GET /api/account`. */
export const accountSchema = z.object({
  user: userSchema,
  locale: localeSchema,
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  /** Sign-in with Google is configured on this server (the account can link it). */
  googleAvailable: z.boolean(),
  /** Until when this session's fresh Google sign-in confirms sensitive changes (accounts without a password). */
  googleConfirmedUntil: z.string().nullable(),
  isDemo: z.boolean(),
  plan: planSummarySchema,
  /** How many months leads are kept before they are deleted; 0 keeps them until the owner deletes them. */
  leadRetentionMonths: z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(24)]),
  /** Whether the morning digest of reminders and new leads is mailed. */
  leadDigest: z.boolean(),
  /** A change of address waiting for its link to be opened (the account keeps `user.email` until then), or null. */
  pendingEmail: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** `PATCH /api/account`. */
export const updateAccountSchema = z
  .object({
    displayName: z.string().overwrite(oneLineText).trim().min(1, ACCOUNT_MESSAGES.displayNameRequired).max(60, ACCOUNT_MESSAGES.displayNameMax).optional(),
    username: usernameFormSchema.optional(),
    locale: localeSchema.optional(),
    leadRetentionMonths: z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(24)], { error: ACCOUNT_MESSAGES.retention }).optional(),
    leadDigest: z.boolean().optional(),
  })
  .strict();
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

// An account without a password sends no confirmation: a fresh Google sign-in in this session confirms instead.
const confirmation = z.string().max(1024).default('');

/**
 * `PUT /api/account/email` → 202 with the account: the new address is mailed a link valid EMAIL_CHANGE_HOURS hours,
 * and the account's address changes only when that link is opened (`pendingEmail` until then). Asking again replaces
 * the waiting change; `DELETE /api/account/email-change` cancels it.
 */
export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: confirmation });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * `POST /api/account/email/confirm`: the token of the link mailed to the new address (whoever holds it: the link proves
 * the mailbox). Once: 410 `email_change_invalid` for a used, replaced, cancelled or expired link; 409 `email_taken`
 * when the address belongs to another account by then.
 */
export const confirmEmailChangeSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/, EMAIL_CHANGE_MESSAGES.invalid) });
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeSchema>;

/** `POST /api/account/email/confirm` → 200: the address the account has now. */
export const emailChangedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** `PUT /api/account/password`. */
export const changePasswordSchema = z.object({ currentPassword: confirmation, newPassword: passwordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * `DELETE /api/account` → 200 `{ message: ACCOUNT_MESSAGES.deleted }`. An account without a password
 * (signed up with Google, `hasPassword: false`) sends no password: it signs in at Google again moments before
 * (`/api/auth/google?intent=confirm`), as it does for the email and password changes.
 */
export const deleteAccountSchema = z.object({ password: confirmation });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
