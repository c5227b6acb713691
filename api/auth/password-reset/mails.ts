import { RESET_LINK_MINUTES } from '../../../shared/contract/security';
import type { Mail } from '../../mail/mailer';
import { mailPage } from '../registration-mail';

type Locale = 'he' | 'en';

/** A mail of a few paragraphs and one link, its text and HTML made from the same lines. */
function mail(to: string, locale: Locale, subject: string, lines: string[], link: { href: string; label: string }, linkAfter = 1): Mail {
  const text = [...lines.slice(0, linkAfter), link.href, ...lines.slice(linkAfter)].join('\n\n');
  return { to, subject, text: `${text}\n`, html: mailPage(lines, link, locale) };
}

const RESET_TEXTS = {
  he: {
    subject: 'איפוס הסיסמה לכרטיס',
    lines: (name: string, contact: string) => [
      `שלום ${name},`,
      'ביקשת לבחור סיסמה חדשה לחשבון שלך בכרטיס. לבחירת סיסמה חדשה יש לפתוח את הקישור הבא:',
      `הקישור בתוקף ${RESET_LINK_MINUTES} דקות ואפשר להשתמש בו פעם אחת. אם לא ביקשת, אפשר להתעלם מהמייל הזה: הסיסמה לא תשתנה.`,
      `צריך עזרה? פנו לתמיכה: ${contact}`,
    ],
    label: 'בחירת סיסמה חדשה',
  },
  en: {
    subject: 'Reset your Kartis password',
    lines: (name: string, contact: string) => [
      `Hello ${name},`,
      'You asked to choose a new password for your Kartis account. Open this link to choose one:',
      `The link works for ${RESET_LINK_MINUTES} minutes, once. If you did not ask, ignore this mail: your password stays as it is.`,
      `Need help? Contact support: ${contact}`,
    ],
    label: 'Choose a new password',
  },
} as const;

/** The mail with the link that sets a new password, in the account's language; the link is left out of the log. */
export function passwordResetMail(to: string, locale: Locale, name: string, link: string, contactUrl: string): Mail {
  const texts = RESET_TEXTS[locale];
  return mail(to, locale, texts.subject, texts.lines(name, contactUrl), { href: link, label: texts.label }, 2);
}

/** The mail to an address without an account that asked for a reset: only its owner learns there is none. */
export function noAccountMail(to: string, registerUrl: string): Mail {
  const lines = [
    'שלום,',
    'ביקשו לאפס את הסיסמה לכרטיס עבור כתובת המייל הזאת, אבל אין לה חשבון. אפשר להירשם:',
    'אם לא ביקשת, אפשר להתעלם מהמייל הזה.',
  ];
  return mail(to, 'he', 'אין חשבון בכרטיס לכתובת הזאת', lines, { href: registerUrl, label: 'הרשמה' }, 2);
}

const CHANGED_TEXTS = {
  he: {
    subject: 'הסיסמה שלך בכרטיס שונתה',
    lines: (name: string) => [
      `שלום ${name},`,
      'הסיסמה של החשבון שלך בכרטיס שונתה עכשיו דרך קישור האיפוס, והחשבון נותק מכל המכשירים.',
      'אם לא את/ה שינית אותה, פנו מיד לתמיכה:',
    ],
    label: 'פנייה לתמיכה',
  },
  en: {
    subject: 'Your Kartis password was changed',
    lines: (name: string) => [
      `Hello ${name},`,
      'The password of your Kartis account was just changed through a reset link, and every device was signed out.',
      'If it was not you, contact support at once:',
    ],
    label: 'Contact support',
  },
} as const;

/** The notice that the password was changed, in the account's language, pointing to support. */
export function passwordChangedMail(to: string, locale: Locale, name: string, contactUrl: string): Mail {
  const texts = CHANGED_TEXTS[locale];
  return mail(to, locale, texts.subject, texts.lines(name), { href: contactUrl, label: texts.label }, 3);
}
