import type { Locale } from '../../shared/contract/auth';

/** One mail's words in one language: its subject, its paragraphs (the link goes after the second) and the link's label. */
export interface MailWords {
  subject: string;
  greeting: string;
  ask: string;
  closing: string;
  linkLabel: string;
}

/** What the mails say, per language; `{name}`-style values are filled by the functions. */
interface MailTexts {
  confirmation: (values: { username: string; hours: number }) => MailWords;
  alreadyRegistered: MailWords;
  invitation: (values: { inviterName: string; organisationName: string; days: number }) => MailWords;
  /** One line, in this language, for a reader of an invitation written in the other one. */
  invitationPointer: (values: { organisationName: string }) => string;
}

/** Every mail of the product in Hebrew and in English: a mail follows the language of the person it is for. */
export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = {
  he: {
    confirmation: ({ username, hours }) => ({
      subject: 'אישור ההרשמה לכרטיס',
      greeting: `שלום ${username},`,
      ask: 'כדי להשלים את ההרשמה לכרטיס ולהתחיל את 14 ימי הניסיון, יש לפתוח את הקישור הבא:',
      closing: `הקישור בתוקף ${hours} שעות. אם לא נרשמת לכרטיס, אפשר להתעלם מהמייל הזה.`,
      linkLabel: 'השלמת ההרשמה',
    }),
    alreadyRegistered: {
      subject: 'כבר יש לך חשבון בכרטיס',
      greeting: 'שלום,',
      ask: 'ניסו להירשם לכרטיס עם כתובת המייל הזאת, אבל כבר יש לה חשבון. אפשר פשוט להתחבר:',
      closing: 'אם לא ניסית להירשם, אפשר להתעלם מהמייל הזה: החשבון שלך לא השתנה.',
      linkLabel: 'התחברות',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `הזמנה להצטרף ל${organisationName} בכרטיס`,
      greeting: 'שלום,',
      ask: `${inviterName} מזמין/ה אותך להצטרף לארגון "${organisationName}" בכרטיס, כדי לקבל כרטיס ביקור דיגיטלי בעיצוב של הצוות. לפתיחת ההזמנה:`,
      closing: `הקישור בתוקף ${days} ימים. אם לא ציפית להזמנה, אפשר להתעלם מהמייל הזה.`,
      linkLabel: 'הצטרפות לארגון',
    }),
    invitationPointer: ({ organisationName }) => `בקצרה: הוזמנת להצטרף לארגון "${organisationName}" בכרטיס. הקישור שלמטה פותח את ההזמנה, ואפשר לבחור בה עברית.`,
  },
  en: {
    confirmation: ({ username, hours }) => ({
      subject: 'Confirm your sign-up to Kartis',
      greeting: `Hello ${username},`,
      ask: 'To complete your sign-up to Kartis and start your 14-day trial, open this link:',
      closing: `The link works for ${hours} hours. If you did not sign up to Kartis, you can ignore this mail.`,
      linkLabel: 'Complete the sign-up',
    }),
    alreadyRegistered: {
      subject: 'You already have a Kartis account',
      greeting: 'Hello,',
      ask: 'Someone tried to sign up to Kartis with this email address, but it already has an account. You can simply log in:',
      closing: 'If it was not you, you can ignore this mail: your account has not changed.',
      linkLabel: 'Log in',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `Join ${organisationName} on Kartis`,
      greeting: 'Hello,',
      ask: `${inviterName} invites you to join "${organisationName}" on Kartis, to get a digital business card in the team's design. To open the invitation:`,
      closing: `The link works for ${days} days. If you did not expect this invitation, you can ignore this mail.`,
      linkLabel: 'Join the organisation',
    }),
    invitationPointer: ({ organisationName }) => `In short: you are invited to join "${organisationName}" on Kartis. The link below opens the invitation, in English if you choose.`,
  },
};

/** The other of the two languages. */
export const otherLocale = (locale: Locale): Locale => (locale === 'he' ? 'en' : 'he');
