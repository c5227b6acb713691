import { EMAIL_CHANGE_HOURS } from '../../shared/contract/account';
import { mailPage } from '../auth/registration-mail';
import type { Mail } from '../mail/mailer';

type Locale = 'he' | 'en';

/** A mail of lines, the link after the second, in the account's language. */
function mail(to: string, locale: Locale, subject: string, lines: string[], link: { href: string; label: string }): Mail {
  const [greeting, lead, ...rest] = lines;
  return {
    to,
    subject,
    text: `${greeting}\n\n${lead}\n${link.href}\n\n${rest.join('\n\n')}\n`,
    html: mailPage(lines, link, locale),
    link: link.href,
  };
}

const CONFIRM = {
  he: (name: string) => ({
    subject: 'אישור כתובת המייל החדשה בכרטיס',
    lines: [
      `שלום ${name},`,
      'ביקשת שזו תהיה כתובת המייל של החשבון שלך בכרטיס. כדי לאשר, יש לפתוח את הקישור:',
      `הקישור בתוקף ${EMAIL_CHANGE_HOURS} שעות ופועל פעם אחת. עד שייפתח, החשבון נשאר עם הכתובת הקודמת. אם לא ביקשת את השינוי, אפשר להתעלם מהמייל הזה.`,
    ],
    label: 'אישור הכתובת החדשה',
  }),
  en: (name: string) => ({
    subject: 'Confirm your new Kartis email address',
    lines: [
      `Hello ${name},`,
      'You asked for this to be the email address of your Kartis account. To confirm, open this link:',
      `The link works once, for ${EMAIL_CHANGE_HOURS} hours. Until it is opened, the account keeps its previous address. If you did not ask for this, you can ignore this email.`,
    ],
    label: 'Confirm the new address',
  }),
} as const;

const NOTICE = {
  he: (name: string, email: string) => ({
    subject: 'כתובת המייל של החשבון שלך בכרטיס שונתה',
    lines: [
      `שלום ${name},`,
      `כתובת המייל של החשבון שלך בכרטיס שונתה ל-${email}, ומעכשיו מתחברים איתה. אם לא ביקשת את השינוי, יש לפנות אלינו מיד:`,
      'המייל הזה נשלח לכתובת הקודמת של החשבון.',
    ],
    label: 'פנייה לתמיכה',
  }),
  en: (name: string, email: string) => ({
    subject: 'The email address of your Kartis account was changed',
    lines: [
      `Hello ${name},`,
      `The email address of your Kartis account was changed to ${email}, and signing in now uses it. If you did not ask for this, contact us at once:`,
      'This email was sent to the account’s previous address.',
    ],
    label: 'Contact support',
  }),
} as const;

/** The mail to a new address: opening its link changes the account's address to it. */
export function emailChangeMail(to: string, { name, locale, link }: { name: string; locale: Locale; link: string }): Mail {
  const { subject, lines, label } = CONFIRM[locale](name);
  return mail(to, locale, subject, lines, { href: link, label });
}

/** The notice to the previous address once the account's address changed, with the way to support. */
export function emailChangedNotice(to: string, { name, locale, newEmail, contactLink }: { name: string; locale: Locale; newEmail: string; contactLink: string }): Mail {
  const { subject, lines, label } = NOTICE[locale](name, newEmail);
  return mail(to, locale, subject, lines, { href: contactLink, label });
}
