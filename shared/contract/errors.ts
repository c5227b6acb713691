/** The error catalogue: HTTP status → error type and Hebrew default message. */

export type ErrorType =
  | 'AuthenticationError'
  | 'ValidationError'
  | 'ServerError'
  | 'ClientError'
  | 'NetworkError';

/** Hebrew default message per status. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'הבקשה אינה תקינה',
  401: 'נדרשת התחברות כדי לבצע פעולה זו',
  402: 'נדרש תשלום או מנוי פעיל כדי להשתמש באפשרות זו',
  403: 'אין לך הרשאה לבצע פעולה זו',
  404: 'מה שביקשת לא נמצא',
  413: 'הקובץ שהועלה גדול מדי',
  429: 'יותר מדי בקשות, נסו שוב בעוד כמה דקות',
  500: 'שגיאת שרת, נסו שוב מאוחר יותר',
  503: 'השירות אינו זמין כרגע, נסו שוב מאוחר יותר',
};

/** Shown when a data fetch fails for lack of connection. */
export const NETWORK_ERROR_MESSAGE = 'בעיה בחיבור לאינטרנט, בדקו את החיבור ונסו שוב';

/** Server-side messages for statuses the catalogue above leaves to the status text. */
export const SERVER_MESSAGES = {
  conflict: 'הפריט כבר קיים או שהשתנה בינתיים',
  unsupportedMediaType: 'סוג התוכן של הבקשה אינו נתמך',
  methodNotAllowed: 'הפעולה אינה נתמכת בכתובת זו',
  csrf: 'טוקן האבטחה חסר או פג תוקף, רעננו את הדף ונסו שוב',
} as const;

/** Machine-readable codes carried in every error body next to the Hebrew message: every code the server answers with. */
export const ERROR_CODES = [
  // By status, when nothing more particular applies.
  'bad_request',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'server_error',
  'service_unavailable',
  'storage_unavailable',
  // Requests the server cannot read or will not take.
  'validation_failed',
  'malformed_json',
  'csrf_invalid',
  'cross_site_refused',
  'demo_read_only',
  // Accounts and signing in.
  'invalid_credentials',
  'account_blocked',
  'confirmation_invalid',
  'username_taken',
  'email_taken',
  'password_common',
  'wrong_password',
  'google_confirmation_required',
  'email_change_invalid',
  'reset_link_invalid',
  'second_factor_required',
  'second_factor_expired',
  'code_invalid',
  'totp_already_enabled',
  'totp_not_started',
  'totp_not_enabled',
  'passkey_invalid',
  'passkey_limit',
  'session_current',
  'last_admin',
  // Cards, their plan and their pictures.
  'slug_taken',
  'version_conflict',
  'plan_limit',
  'not_an_image',
  'image_too_many_pixels',
  'upload_quota_exceeded',
  // Physical cards, packages, support and visitors' files.
  'too_many_physical_cards',
  'order_move_refused',
  'product_in_use',
  'conversation_closed',
  'visitor_file_refused',
  'visitor_file_limit',
  // Organisations and their invitations.
  'already_in_organisation',
  'invitation_invalid',
  'invitation_cancelled',
  'invitation_replaced',
  'invitation_sign_in',
  'invitation_other_account',
  'template_locked',
  'seats_full',
  'member_own_card',
  'team_plan_paid',
  // Webhooks.
  'webhook_limit',
  // Reading paper cards.
  'ocr_unavailable',
  'ocr_failed',
  // Mail to leads.
  'card_mail_limit',
  'no_follow_up',
  'mail_no_email',
  'mail_no_consent',
  'mail_refused',
] as const;

/** One of ERROR_CODES. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field problem in a validation error. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** The body of every error response: `{ message, code, details? }`. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: ErrorDetail[];
}

/** Classifies a status into its error type (401 and 403 authentication, other 4xx validation, 5xx server, anything else client). */
export function errorTypeForStatus(status: number): ErrorType {
  if (status === 401 || status === 403) return 'AuthenticationError';
  if (status >= 400 && status < 500) return 'ValidationError';
  if (status >= 500 && status < 600) return 'ServerError';
  return 'ClientError';
}

/** The Hebrew default for a status, or `undefined` where the status text is shown instead. */
export function defaultMessageForStatus(status: number): string | undefined {
  return STATUS_MESSAGES[status];
}
