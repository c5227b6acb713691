import type { Locale } from '../../shared/contract/auth';
import { composeMail } from '../mail/compose';
import type { Mail } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/texts';
import { CONFIRMATION_HOURS } from './pending-registrations';

/** The mail that completes a sign-up, in the language of the app it was made in: the account is created when its link is opened. */
export function confirmationMail(to: string, username: string, link: string, locale: Locale): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].confirmation({ username, hours: CONFIRMATION_HOURS }), link);
}

/** The mail to an address that already has an account, in the account's language: someone (perhaps its owner) tried to register it again. */
export function alreadyRegisteredMail(to: string, loginLink: string, locale: Locale): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].alreadyRegistered, loginLink);
}
