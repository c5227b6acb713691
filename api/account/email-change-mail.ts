import type { Locale } from '../../shared/contract/auth';
import { EMAIL_CHANGE_HOURS } from '../../shared/contract/account';
import { composeMail } from '../mail/compose';
import type { Mail } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/texts';

/** The mail to a new address, in the account's language: opening its link changes the account's address to it. */
export function emailChangeMail(to: string, { name, locale, link }: { name: string; locale: Locale; link: string }): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].emailChange({ name, hours: EMAIL_CHANGE_HOURS }), link);
}

/** The notice to the previous address once the account's address changed, in the account's language, with the way to support. */
export function emailChangedNotice(to: string, { name, locale, newEmail, contactLink }: { name: string; locale: Locale; newEmail: string; contactLink: string }): Mail {
  return composeMail(to, locale, MAIL_TEXTS[locale].emailChanged({ name, newEmail }), contactLink);
}
