import { z } from 'zod';

/** Validation messages of spec §5, verbatim. */
export const AUTH_MESSAGES = {
  invalidEmail: 'כתובת מייל לא תקינה',
  passwordMin: 'סיסמה חייבת להכיל לפחות 6 תווים',
  passwordMax: 'סיסמה יכולה להכיל עד 128 תווים',
  passwordCommon: 'הסיסמה נפוצה מדי וקלה לניחוש, בחרו סיסמה אחרת',
  usernameMin: 'שם משתמש חייב להכיל לפחות 2 תווים',
  usernameMax: 'שם משתמש חייב להיות עד 20 תווים',
  usernameChars: 'שם משתמש יכול להכיל רק אותיות באנגלית, ספרות, נקודה, קו תחתון ומקף',
  usernameReserved: 'שם המשתמש שמור למערכת, בחרו שם אחר',
  usernameTaken: 'שם המשתמש כבר תפוס',
  emailTaken: 'כתובת המייל כבר רשומה במערכת',
  confirmMin: 'אימות סיסמה חייב להכיל לפחות 6 תווים',
  passwordsMismatch: 'הסיסמאות אינן תואמות',
  invalidCredentials: 'כתובת המייל או הסיסמה שגויים',
  loginMissingData: 'התחברות נכשלה - המידע מהשרת חסר',
  registerFailed: 'ההרשמה נכשלה',
} as const;

/** Handles that would collide with the product's own paths under /@… or read as official. */
export const RESERVED_USERNAMES = [
  'admin', 'administrator', 'api', 'app', 'p', 'c', 'r', 'www', 'root', 'support', 'help', 'blog', 'about',
  'login', 'logout', 'register', 'signup', 'signin', 'account', 'dashboard', 'editor', 'stats', 'leads',
  'wallet', 'checkout', 'subscription', 'kartis', 'system', 'static', 'assets', 'uploads', 'null', 'undefined',
  'demo', 'demo-admin', 'moderator', 'security', 'billing', 'contact', 'examples', 'embed', 'sitemap', 'robots',
] as const;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.invalidEmail).max(254, AUTH_MESSAGES.invalidEmail));

export const passwordSchema = z.string().min(6, AUTH_MESSAGES.passwordMin).max(128, AUTH_MESSAGES.passwordMax);

export const usernameSchema = z
  .string()
  .trim()
  .min(2, AUTH_MESSAGES.usernameMin)
  .max(20, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameChars)
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), AUTH_MESSAGES.usernameReserved);

/** Login form (spec §3, §5). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(6, AUTH_MESSAGES.passwordMin).max(1024, AUTH_MESSAGES.passwordMax),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server accepts at registration (spec §7: username, email, password). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form in the app: adds confirmPassword, checked against password (spec §5). */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(6, AUTH_MESSAGES.confirmMin) })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The User of spec §3. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  userRole: z.enum(['user', 'admin']),
  unreadSupportMessages: z.number().int().nonnegative(),
});
export type User = z.infer<typeof userSchema>;

/** Login and current-user answers (spec §3 "Auth responses"). */
export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string().optional(),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
