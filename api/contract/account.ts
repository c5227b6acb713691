import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema, userSchema } from './auth';

/** Texts of the account settings screen's server answers. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'הסיסמה הנוכחית שגויה',
  demoLocked: 'לא ניתן לשנות את חשבון ההדגמה',
  displayNameMax: 'השם יכול להכיל עד 60 תווים',
  saved: 'הפרטים נשמרו',
  passwordChanged: 'הסיסמה שונתה. התנתקת מכל שאר המכשירים',
  deleted: 'החשבון נמחק',
} as const;

/** The signed-in account's plan as the dashboard shows it. */
export const planSummarySchema = z.object({
  name: z.string(),
  packageType: z.enum(['basic', 'monthly', 'annual', 'nfc_card']),
  /** active: paid plan; trial: within the 14-day trial; basic: free plan after the trial. */
  status: z.enum(['active', 'trial', 'basic']),
  trialDaysLeft: z.number().int().nonnegative(),
  periodEnd: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** `GET /api/account`. */
export const accountSchema = z.object({
  user: userSchema,
  locale: z.enum(['he', 'en']),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  isDemo: z.boolean(),
  plan: planSummarySchema,
});
export type Account = z.infer<typeof accountSchema>;

/** `PATCH /api/account`. */
export const updateAccountSchema = z
  .object({
    displayName: z.string().trim().max(60, ACCOUNT_MESSAGES.displayNameMax).optional(),
    username: usernameSchema.optional(),
    locale: z.enum(['he', 'en']).optional(),
  })
  .strict();
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

/** `PUT /api/account/email`. */
export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: z.string().min(1, ACCOUNT_MESSAGES.wrongPassword).max(1024) });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** `PUT /api/account/password`. */
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1, ACCOUNT_MESSAGES.wrongPassword).max(1024), newPassword: passwordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * `DELETE /api/account` → 200 `{ message: ACCOUNT_MESSAGES.deleted }`. An account without a password
 * (signed up with Google, `hasPassword: false`) confirms by typing its username in `password`; the same
 * holds for `currentPassword` of the email and password changes.
 */
export const deleteAccountSchema = z.object({ password: z.string().min(1, ACCOUNT_MESSAGES.wrongPassword).max(1024) });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
