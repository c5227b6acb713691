import { z } from 'zod';
import { AUTH_MESSAGES, RESERVED_USERNAMES } from './auth-messages';
import { CARD_LANGUAGES, type CardLanguage } from './card-languages';

export { AUTH_MESSAGES, AUTH_SUCCESS_MESSAGES, RESERVED_USERNAMES } from './auth-messages';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.invalidEmail).max(254, AUTH_MESSAGES.invalidEmail));

export const passwordSchema = z.string().min(6, AUTH_MESSAGES.passwordMin).max(128, AUTH_MESSAGES.passwordMax);

/** True for a handle the product keeps for itself (RESERVED_USERNAMES), whatever its letter case. */
export function isReservedUsername(name: string): boolean {
  return (RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase());
}

/**
 * A username's form: 2 to 20 letters, digits, dots, dashes and underscores. An account's own username is checked
 * against the reserved handles only when it changes (the server does, `assertUsernameFree`): an account that has
 * one (the demo's "demo") saves its details unchanged.
 */
export const usernameFormSchema = z
  .string()
  .trim()
  .min(2, AUTH_MESSAGES.usernameMin)
  .max(20, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameChars);

/** A new account's username: its form, and none of the reserved handles. */
export const usernameSchema = usernameFormSchema.refine((name) => !isReservedUsername(name), AUTH_MESSAGES.usernameReserved);

/** The languages of an account (`users.locale`): its app, its mails and the server's answers to it; a card's too. */
export const LOCALES = CARD_LANGUAGES;
export type Locale = CardLanguage;
export const localeSchema = z.enum(LOCALES);

/** Login form: email and password, and whether to stay signed in. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(6, AUTH_MESSAGES.passwordMin).max(1024, AUTH_MESSAGES.passwordMax),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server accepts at registration (username, email, password, and the language the app is shown in). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** `POST /api/auth/register` answers 202 with this, whether or not the address has an account (nothing is revealed). */
export const registrationPendingSchema = z.object({ pending: z.literal(true), message: z.string() });

/** The token of the link a confirmation mail carries, sent back to finish the sign-up. */
export const confirmRegistrationSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/, AUTH_MESSAGES.confirmationInvalid) });
export type ConfirmRegistrationInput = z.infer<typeof confirmRegistrationSchema>;

/** The registration form in the app: adds confirmPassword, checked against password. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(6, AUTH_MESSAGES.confirmMin) })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The signed-in user as the API answers it. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  userRole: z.enum(['user', 'admin']),
  unreadSupportMessages: z.number().int().nonnegative(),
  /** The account's language: a device where no language was chosen yet shows the app in it once signed in. */
  locale: localeSchema,
});
export type User = z.infer<typeof userSchema>;

/** Login and current-user answers (spec §3: user, token, message). */
export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string().optional(),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The answer to any change the shared demo account tries to make: it is there to look around, not to keep data. */
export const DEMO_READ_ONLY_MESSAGE = 'חשבון ההדגמה מיועד לצפייה בלבד, ושינויים בו לא נשמרים. הירשמו בחינם כדי ליצור ולערוך כרטיס משלכם.';
