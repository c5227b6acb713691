import type { Locale } from '../../../shared/contract/auth';
import { RESET_LINK_MINUTES } from '../../../shared/contract/security';
import { composeMail } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';
import { MAIL_TEXTS } from '../../mail/texts';

/** The mail with the link that sets a new password, in the account's language. */
export function passwordResetMail(to: string, locale: Locale, name: string, link: string, contactUrl: string): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].passwordReset({ name, minutes: RESET_LINK_MINUTES, contactUrl }), link);
}

/** The mail to an address without an account that asked for a reset, in the app's language: only its owner learns there is none. */
export function noAccountMail(to: string, locale: Locale, registerUrl: string): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].noAccount, registerUrl);
}

/** The notice that the password was changed (by a reset link or in the settings), in the account's language, pointing to support. */
export function passwordChangedMail(to: string, locale: Locale, name: string, contactUrl: string, way: 'reset' | 'settings' = 'reset'): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].passwordChanged({ name, way }), contactUrl);
}
