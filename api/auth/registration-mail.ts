import { escapeHtml } from '../../shared/html-escape';
import type { Mail } from '../mail/mailer';
import { CONFIRMATION_HOURS } from './pending-registrations';

/** A short mail page (right to left in Hebrew): its paragraphs, escaped, and the one link it asks the reader to open. */
export function mailPage(paragraphs: string[], link: { href: string; label: string }, lang: 'he' | 'en' = 'he'): string {
  return `<!doctype html><html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;line-height:1.6">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

/** The mail that completes a sign-up: the account is created when its link is opened. */
export function confirmationMail(to: string, username: string, link: string): Mail {
  const lines = [
    `שלום ${username},`,
    'כדי להשלים את ההרשמה לכרטיס ולהתחיל את 14 ימי הניסיון, יש לפתוח את הקישור הבא:',
    `הקישור בתוקף ${CONFIRMATION_HOURS} שעות. אם לא נרשמת לכרטיס, אפשר להתעלם מהמייל הזה.`,
  ];
  return {
    to,
    subject: 'אישור ההרשמה לכרטיס',
    text: `${lines[0]}\n\n${lines[1]}\n${link}\n\n${lines[2]}\n`,
    html: mailPage(lines, { href: link, label: 'השלמת ההרשמה' }),
    link,
  };
}

/** The mail to an address that already has an account: someone (perhaps its owner) tried to register it again. */
export function alreadyRegisteredMail(to: string, loginLink: string): Mail {
  const lines = [
    'שלום,',
    'ניסו להירשם לכרטיס עם כתובת המייל הזאת, אבל כבר יש לה חשבון. אפשר פשוט להתחבר:',
    'אם לא ניסית להירשם, אפשר להתעלם מהמייל הזה: החשבון שלך לא השתנה.',
  ];
  return {
    to,
    subject: 'כבר יש לך חשבון בכרטיס',
    text: `${lines[0]}\n\n${lines[1]}\n${loginLink}\n\n${lines[2]}\n`,
    html: mailPage(lines, { href: loginLink, label: 'התחברות' }),
    link: loginLink,
  };
}
