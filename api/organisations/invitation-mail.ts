import type { Locale } from '../../shared/contract/auth';
import { INVITATION_DAYS } from '../../shared/contract/organisations';
import { composeMail } from '../mail/compose';
import type { Mail } from '../mail/mailer';
import { MAIL_TEXTS, otherLocale } from '../mail/texts';

/** Who an invitation is written for: an account reads its own language; an address without one, the inviter's and a line of the other. */
export type InvitationReader = { accountLocale: Locale } | { inviterLocale: Locale };

/** The mail that invites an address to an organisation: opening its link makes or joins the account and joins. */
export function invitationMail(
  to: string,
  reader: InvitationReader,
  { organisationName, inviterName, link }: { organisationName: string; inviterName: string; link: string },
): Mail {
  const locale = 'accountLocale' in reader ? reader.accountLocale : reader.inviterLocale;
  const words = MAIL_TEXTS[locale].invitation({ inviterName, organisationName, days: INVITATION_DAYS });
  if ('accountLocale' in reader) return composeMail(to, locale, words, link);
  const other = otherLocale(locale);
  return composeMail(to, locale, words, link, { locale: other, line: MAIL_TEXTS[other].invitationPointer({ organisationName }) });
}
