import { ACCOUNT_MESSAGES } from '../contract/account';
import { ADMIN_MESSAGES } from '../contract/admin';
import { AUTH_MESSAGES, AUTH_SUCCESS_MESSAGES, DEMO_READ_ONLY_MESSAGE } from '../contract/auth';
import { BLOG_MESSAGES } from '../contract/blog';
import { CARD_SCAN_MESSAGES } from '../contract/card-scan';
import { CHECKOUT_MESSAGES } from '../contract/checkout-texts';
import { CONTACT_MESSAGES } from '../contract/contact';
import { EMAIL_CHANGE_MESSAGES } from '../contract/email-change-texts';
import { NETWORK_ERROR_MESSAGE, SERVER_MESSAGES, STATUS_MESSAGES, type ErrorCode } from '../contract/errors';
import { LEAD_MAIL_MESSAGES } from '../contract/lead-mail';
import { LEAD_MESSAGES } from '../contract/leads';
import { LIVE_MESSAGES } from '../contract/live-events';
import { ORGANISATION_MESSAGES } from '../contract/organisations';
import { PHYSICAL_CARD_MESSAGES } from '../contract/physical-cards';
import { PROFILE_MESSAGES, UPLOAD_MESSAGES } from '../contract/profiles';
import { PUSH_MESSAGES } from '../contract/push-texts';
import { SECURITY_MESSAGES } from '../contract/security-messages';
import { SUPPORT_MESSAGES } from '../contract/support-texts';
import { VISITOR_FILE_MESSAGES } from '../contract/visitor-files';
import { WEBHOOK_MESSAGES } from '../contract/webhook-texts';

// The server speaks Hebrew, as the spec asks of the API; an app shown in another language puts each of its messages
// into that language from the language's words (en-server.ts, ar-server.ts, ru-server.ts): by the message itself where
// the contract names it, else by the answer's code.

/** A table of Hebrew messages in another language: the same keys, for every text (messages built from values are left out). */
type TextsOf<T> = { readonly [K in keyof T as T[K] extends string ? K : never]: string };

/** One language's words for every message of the contract, and for the codes no table words. */
export interface ServerWords {
  ACCOUNT: TextsOf<typeof ACCOUNT_MESSAGES>;
  ADMIN: TextsOf<typeof ADMIN_MESSAGES>;
  AUTH: TextsOf<typeof AUTH_MESSAGES>;
  AUTH_SUCCESS: TextsOf<typeof AUTH_SUCCESS_MESSAGES>;
  BLOG: TextsOf<typeof BLOG_MESSAGES>;
  CARD_SCAN: TextsOf<typeof CARD_SCAN_MESSAGES>;
  CHECKOUT: TextsOf<typeof CHECKOUT_MESSAGES>;
  CONTACT: TextsOf<typeof CONTACT_MESSAGES>;
  EMAIL_CHANGE: TextsOf<typeof EMAIL_CHANGE_MESSAGES>;
  LEAD: TextsOf<typeof LEAD_MESSAGES>;
  LEAD_MAIL: TextsOf<typeof LEAD_MAIL_MESSAGES>;
  LIVE: TextsOf<typeof LIVE_MESSAGES>;
  ORGANISATION: TextsOf<typeof ORGANISATION_MESSAGES>;
  PHYSICAL_CARD: TextsOf<typeof PHYSICAL_CARD_MESSAGES>;
  PROFILE: TextsOf<typeof PROFILE_MESSAGES>;
  UPLOAD: TextsOf<typeof UPLOAD_MESSAGES>;
  SECURITY: TextsOf<typeof SECURITY_MESSAGES>;
  SUPPORT: TextsOf<typeof SUPPORT_MESSAGES>;
  VISITOR_FILE: TextsOf<typeof VISITOR_FILE_MESSAGES>;
  PUSH: TextsOf<typeof PUSH_MESSAGES>;
  WEBHOOK: TextsOf<typeof WEBHOOK_MESSAGES>;
  SERVER: TextsOf<typeof SERVER_MESSAGES>;
  /** The status defaults (spec §8); a status without one shows its status text. */
  STATUS: Readonly<Record<400 | 401 | 402 | 403 | 404 | 413 | 429 | 500 | 503, string>>;
  demoReadOnly: string;
  network: string;
  /** The codes whose answers carry a message no table words. */
  validationFailed: string;
  malformedJson: string;
  crossSiteRefused: string;
  orderMoveRefused: string;
  /** A message of the server's that neither the tables nor its code explain. */
  general: string;
  /** A field's problem the tables do not name (say, a check of the validation library's own). */
  field: string;
}

/** What the app looks a server's message up in, for one language. */
export interface ServerTexts {
  /** Every table of the contract's messages with its words in the language, key by key. */
  tables: readonly (readonly [Readonly<Record<string, unknown>>, Readonly<Record<string, string>>])[];
  /** What each error code means, for a message of the server's that no table names. */
  codes: Readonly<Record<ErrorCode, string>>;
  general: string;
  field: string;
}

/** A language's lookup of the server's messages, from its words. */
export function serverTextsFrom(words: ServerWords): ServerTexts {
  const { ACCOUNT, ADMIN, AUTH, AUTH_SUCCESS, BLOG, CARD_SCAN, CHECKOUT, CONTACT, EMAIL_CHANGE, LEAD, LEAD_MAIL, LIVE, ORGANISATION } = words;
  const { PHYSICAL_CARD, PROFILE, UPLOAD, SECURITY, SUPPORT, VISITOR_FILE, PUSH, WEBHOOK, SERVER, STATUS } = words;
  return {
    tables: [
      [ACCOUNT_MESSAGES, ACCOUNT],
      [ADMIN_MESSAGES, ADMIN],
      [AUTH_MESSAGES, AUTH],
      [AUTH_SUCCESS_MESSAGES, AUTH_SUCCESS],
      [BLOG_MESSAGES, BLOG],
      [CARD_SCAN_MESSAGES, CARD_SCAN],
      [CHECKOUT_MESSAGES, CHECKOUT],
      [CONTACT_MESSAGES, CONTACT],
      [EMAIL_CHANGE_MESSAGES, EMAIL_CHANGE],
      [LEAD_MESSAGES, LEAD],
      [LEAD_MAIL_MESSAGES, LEAD_MAIL],
      [LIVE_MESSAGES, LIVE],
      [ORGANISATION_MESSAGES, ORGANISATION],
      [PHYSICAL_CARD_MESSAGES, PHYSICAL_CARD],
      [PROFILE_MESSAGES, PROFILE],
      [SECURITY_MESSAGES, SECURITY],
      [UPLOAD_MESSAGES, UPLOAD],
      [SUPPORT_MESSAGES, SUPPORT],
      [VISITOR_FILE_MESSAGES, VISITOR_FILE],
      [PUSH_MESSAGES, PUSH],
      [WEBHOOK_MESSAGES, WEBHOOK],
      [SERVER_MESSAGES, SERVER],
      [STATUS_MESSAGES, STATUS],
      [
        { demoReadOnly: DEMO_READ_ONLY_MESSAGE, network: NETWORK_ERROR_MESSAGE },
        { demoReadOnly: words.demoReadOnly, network: words.network },
      ],
    ],
    codes: {
      bad_request: STATUS[400],
      unauthorized: STATUS[401],
      payment_required: STATUS[402],
      forbidden: STATUS[403],
      not_found: STATUS[404],
      method_not_allowed: SERVER.methodNotAllowed,
      conflict: SERVER.conflict,
      payload_too_large: STATUS[413],
      unsupported_media_type: SERVER.unsupportedMediaType,
      rate_limited: STATUS[429],
      server_error: STATUS[500],
      service_unavailable: STATUS[503],
      storage_unavailable: STATUS[503],
      validation_failed: words.validationFailed,
      malformed_json: words.malformedJson,
      csrf_invalid: SERVER.csrf,
      cross_site_refused: words.crossSiteRefused,
      demo_read_only: words.demoReadOnly,
      invalid_credentials: AUTH.invalidCredentials,
      account_blocked: AUTH.accountBlocked,
      confirmation_invalid: AUTH.confirmationInvalid,
      username_taken: AUTH.usernameTaken,
      email_taken: AUTH.emailTaken,
      password_common: AUTH.passwordCommon,
      wrong_password: ACCOUNT.wrongPassword,
      google_confirmation_required: ACCOUNT.googleConfirmationRequired,
      email_change_invalid: EMAIL_CHANGE.invalid,
      reset_link_invalid: SECURITY.resetLinkInvalid,
      second_factor_required: SECURITY.secondFactorRequired,
      second_factor_expired: SECURITY.secondFactorExpired,
      code_invalid: SECURITY.codeInvalid,
      totp_already_enabled: SECURITY.totpAlreadyEnabled,
      totp_not_started: SECURITY.totpNotStarted,
      totp_not_enabled: SECURITY.totpNotEnabled,
      passkey_invalid: SECURITY.passkeyInvalid,
      passkey_limit: SECURITY.passkeyLimit,
      session_current: SECURITY.sessionCurrent,
      last_admin: ACCOUNT.lastAdmin,
      slug_taken: PROFILE.slugTaken,
      version_conflict: PROFILE.versionConflict,
      plan_limit: PROFILE.planLimit,
      not_an_image: UPLOAD.notImage,
      image_too_many_pixels: UPLOAD.tooManyPixels,
      upload_quota_exceeded: UPLOAD.quota,
      too_many_physical_cards: PHYSICAL_CARD.tooManyCards,
      order_move_refused: words.orderMoveRefused,
      product_in_use: ADMIN.productInUse,
      conversation_closed: `${SUPPORT.closed}. ${SUPPORT.closedAdvice}`,
      visitor_file_refused: VISITOR_FILE.refused,
      visitor_file_limit: VISITOR_FILE.dailyLimit,
      already_in_organisation: ORGANISATION.alreadyInOrganisation,
      invitation_invalid: ORGANISATION.invitationInvalid,
      invitation_cancelled: ORGANISATION.invitationCancelled,
      invitation_replaced: ORGANISATION.invitationReplaced,
      invitation_sign_in: ORGANISATION.invitationSignIn,
      invitation_other_account: ORGANISATION.invitationOtherAccount,
      template_locked: ORGANISATION.templateLocked,
      seats_full: ORGANISATION.seatsFull,
      member_own_card: ORGANISATION.memberOwnCard,
      team_plan_paid: ORGANISATION.closePaidSeats,
      webhook_limit: WEBHOOK.limit,
      ocr_unavailable: CARD_SCAN.unavailable,
      ocr_failed: CARD_SCAN.failed,
      card_mail_limit: LEAD.cardMailLimit,
      no_follow_up: LEAD_MAIL.noTemplate,
      mail_no_email: LEAD_MAIL.noEmail,
      mail_no_consent: LEAD_MAIL.noConsent,
      mail_refused: LEAD_MAIL.refused,
    },
    general: words.general,
    field: words.field,
  };
}
