import type { Mail } from '../mail/mailer';
import { mailPage } from '../auth/registration-mail';
import { INVITATION_DAYS } from '../../shared/contract/organisations';

/** The mail that invites an address to an organisation: opening its link makes or joins the account and joins. */
export function invitationMail(to: string, { organisationName, inviterName, link }: { organisationName: string; inviterName: string; link: string }): Mail {
  const lines = [
    'שלום,',
    `${inviterName} מזמין/ה אותך להצטרף לארגון "${organisationName}" בכרטיס, כדי לקבל כרטיס ביקור דיגיטלי בעיצוב של הצוות. לפתיחת ההזמנה:`,
    `הקישור בתוקף ${INVITATION_DAYS} ימים. אם לא ציפית להזמנה, אפשר להתעלם מהמייל הזה.`,
  ];
  return {
    to,
    subject: `הזמנה להצטרף ל${organisationName} בכרטיס`,
    text: `${lines[0]}\n\n${lines[1]}\n${link}\n\n${lines[2]}\n`,
    html: mailPage(lines, { href: link, label: 'הצטרפות לארגון' }),
    link,
  };
}
