import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { SECURITY_MESSAGES } from './security-messages';

export { SECURITY_MESSAGES, RESET_LINK_MINUTES, RECOVERY_CODE_COUNT } from './security-messages';

/** `POST /api/auth/forgot-password` → 202 `{ message }`, whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/auth/reset-password` → 200 `{ message }`, or 410 `reset_link_invalid`. The password follows the registration rules. */
export const resetPasswordSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, SECURITY_MESSAGES.resetLinkInvalid),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: SECURITY_MESSAGES.passwordsMismatch, path: ['confirmPassword'] });

/**
 * A code from the authenticator app (6 digits) or a recovery code (16 letters and digits, grouped by dashes as shown);
 * spaces and dashes are ignored, letters compared in capitals.
 */
export const secondFactorCodeSchema = z
  .string()
  .max(40, SECURITY_MESSAGES.codeFormat)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^(\d{6}|[A-Z2-7]{16})$/, SECURITY_MESSAGES.codeFormat));

/** `POST /api/auth/login/second-factor` and `POST /api/account/totp/confirm`. */
export const secondFactorSchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

// An account without a password confirms with a fresh Google sign-in instead (as for the other sensitive changes).
const confirmation = z.string().max(1024).default('');

/** `POST /api/account/totp` (start enrolment) and `POST /api/account/passkeys/options` (start registering one). */
export const confirmIdentitySchema = z.object({ password: confirmation });
export type ConfirmIdentityInput = z.input<typeof confirmIdentitySchema>;

/** The account screen's "add a passkey" form: the password, and a name for the list (the browser does the rest). */
export const addPasskeyFormSchema = z.object({ password: confirmation, name: z.string().trim().max(60, SECURITY_MESSAGES.passkeyNameMax).default('') });

/** `DELETE /api/account/totp`: the password and a code (or a recovery code). */
export const disableTotpSchema = z.object({ password: confirmation, code: secondFactorCodeSchema });
export type DisableTotpInput = z.input<typeof disableTotpSchema>;

/**
 * `POST /api/account/recovery-codes` → `{ recoveryCodes }`: a new set for the old, after what turning the app off
 * asks (the password alone would let a stolen session with the password mint codes that pass for the app).
 */
export const newRecoveryCodesSchema = disableTotpSchema;
export type NewRecoveryCodesInput = DisableTotpInput;

/** `POST /api/account/totp` answers the secret once, to type or scan. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

const base64url = z.string().max(4096).regex(/^[\w-]*$/);
const extensions = z.record(z.string(), z.unknown());
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** A browser's answer to `navigator.credentials.create()`, as @simplewebauthn/browser sends it, with a name for the list. */
export const passkeyRegistrationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
  name: z.string().trim().max(60, SECURITY_MESSAGES.passkeyNameMax).optional(),
});
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;

/** A browser's answer to `navigator.credentials.get()`, as @simplewebauthn/browser sends it. */
export const passkeyAuthenticationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
});
export type PasskeyAuthenticationInput = z.infer<typeof passkeyAuthenticationSchema>;

/** One registered passkey, as account settings list it. */
export const passkeySchema = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof passkeySchema>;

/** `GET /api/account/security`: the account's second factors, and whether this session proved one. */
export const accountSecuritySchema = z.object({
  totp: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().nonnegative() }),
  passkeys: z.array(passkeySchema),
  hasPassword: z.boolean(),
  /** This session signed in with a second factor (or a passkey, or Google): what /admin asks of an admin who has one. */
  sessionSecondFactor: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** How a sign-in that needs a second factor may finish. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * `POST /api/auth/login` → 401 when the password was right and a second factor must follow: the ways to finish, and
 * how long the session holds the sign-in for them.
 */
export const secondFactorRequiredBodySchema = z.object({
  message: z.string(),
  code: z.literal('second_factor_required'),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)).min(1),
  expiresInSeconds: z.number().int().positive(),
});
export type SecondFactorRequiredBody = z.infer<typeof secondFactorRequiredBodySchema>;

/** `POST /api/account/totp/confirm` and `POST /api/account/recovery-codes` → the ten recovery codes, shown this once. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The options @simplewebauthn/server makes for the browser's WebAuthn call (read by @simplewebauthn/browser). */
export const passkeyOptionsSchema = z.object({ challenge: z.string() }).catchall(z.unknown());
