import type { Locale } from '../../shared/contract/auth';

/** One mail's words in one language: its subject, its paragraphs (the link goes after the ask) and the link's label. */
export interface MailWords {
  subject: string;
  greeting: string;
  /** What happened, before the ask, when the mail needs it said first. */
  context?: string;
  /** What to do; the link follows it. */
  ask: string;
  /** The paragraphs after the link. */
  closing: readonly string[];
  linkLabel: string;
}

/** The morning digest's words; its lists of leads are filled in by the digest. */
export interface DigestWords {
  subject: (count: number) => string;
  hello: (name: string) => string;
  reminders: string;
  newLeads: string;
  open: string;
  stop: string;
  via: (card: string) => string;
}

/** What the mails say, per language; `{name}`-style values are filled by the functions. */
interface MailTexts {
  confirmation: (values: { username: string; hours: number }) => MailWords;
  alreadyRegistered: MailWords;
  invitation: (values: { inviterName: string; organisationName: string; days: number }) => MailWords;
  /** One line, in this language, for a reader of an invitation written in the other one. */
  invitationPointer: (values: { organisationName: string }) => string;
  passwordReset: (values: { name: string; minutes: number; contactUrl: string }) => MailWords;
  /** To an address without an account that asked for a reset. */
  noAccount: MailWords;
  passwordChanged: (values: { name: string }) => MailWords;
  /** To the new address of a change: its link makes it the account's address. */
  emailChange: (values: { name: string; hours: number }) => MailWords;
  /** To the previous address, once the change is made. */
  emailChanged: (values: { name: string; newEmail: string }) => MailWords;
  /** To the account that ordered printed cards, once the order has shipped; `address` is where it goes. */
  orderShipped: (values: { name: string; orderId: number; address: string }) => MailWords;
  /**
   * To the account, when it is signed in from a device (browser) it had not been signed in from before: `device` names
   * it ("Chrome on Android"), `date` and `time` are Israel's, the link opens the account's list of signed-in devices.
   */
  newSignIn: (values: { name: string; device: string; date: string; time: string }) => MailWords;
  digest: DigestWords;
}

/** Every mail of the product to an account (or one being made) in Hebrew and in English: a mail follows the language of the person it is for. */
export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = {
  he: {
    confirmation: ({ username, hours }) => ({
      subject: 'אישור ההרשמה לכרטיס',
      greeting: `שלום ${username},`,
      ask: 'כדי להשלים את ההרשמה לכרטיס ולהתחיל את 14 ימי הניסיון, יש לפתוח את הקישור הבא:',
      closing: [`הקישור בתוקף ${hours} שעות. אם לא נרשמת לכרטיס, אפשר להתעלם מהמייל הזה.`],
      linkLabel: 'השלמת ההרשמה',
    }),
    alreadyRegistered: {
      subject: 'כבר יש לך חשבון בכרטיס',
      greeting: 'שלום,',
      ask: 'ניסו להירשם לכרטיס עם כתובת המייל הזאת, אבל כבר יש לה חשבון. אפשר פשוט להתחבר:',
      closing: ['אם לא ניסית להירשם, אפשר להתעלם מהמייל הזה: החשבון שלך לא השתנה.'],
      linkLabel: 'התחברות',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `הזמנה להצטרף ל${organisationName} בכרטיס`,
      greeting: 'שלום,',
      ask: `${inviterName} מזמין/ה אותך להצטרף לארגון "${organisationName}" בכרטיס, כדי לקבל כרטיס ביקור דיגיטלי בעיצוב של הצוות. לפתיחת ההזמנה:`,
      closing: [`הקישור בתוקף ${days} ימים. אם לא ציפית להזמנה, אפשר להתעלם מהמייל הזה.`],
      linkLabel: 'הצטרפות לארגון',
    }),
    invitationPointer: ({ organisationName }) => `בקצרה: הוזמנת להצטרף לארגון "${organisationName}" בכרטיס. הקישור שלמטה פותח את ההזמנה, ואפשר לבחור בה עברית.`,
    passwordReset: ({ name, minutes, contactUrl }) => ({
      subject: 'איפוס הסיסמה לכרטיס',
      greeting: `שלום ${name},`,
      ask: 'ביקשת לבחור סיסמה חדשה לחשבון שלך בכרטיס. לבחירת סיסמה חדשה יש לפתוח את הקישור הבא:',
      closing: [`הקישור בתוקף ${minutes} דקות ואפשר להשתמש בו פעם אחת. אם לא ביקשת, אפשר להתעלם מהמייל הזה: הסיסמה לא תשתנה.`, `צריך עזרה? פנו לתמיכה: ${contactUrl}`],
      linkLabel: 'בחירת סיסמה חדשה',
    }),
    noAccount: {
      subject: 'אין חשבון בכרטיס לכתובת הזאת',
      greeting: 'שלום,',
      ask: 'ביקשו לאפס את הסיסמה לכרטיס עבור כתובת המייל הזאת, אבל אין לה חשבון. אפשר להירשם:',
      closing: ['אם לא ביקשת, אפשר להתעלם מהמייל הזה.'],
      linkLabel: 'הרשמה',
    },
    passwordChanged: ({ name }) => ({
      subject: 'הסיסמה שלך בכרטיס שונתה',
      greeting: `שלום ${name},`,
      context: 'הסיסמה של החשבון שלך בכרטיס שונתה עכשיו דרך קישור האיפוס, והחשבון נותק מכל המכשירים.',
      ask: 'אם לא את/ה שינית אותה, פנו מיד לתמיכה:',
      closing: [],
      linkLabel: 'פנייה לתמיכה',
    }),
    emailChange: ({ name, hours }) => ({
      subject: 'אישור כתובת המייל החדשה בכרטיס',
      greeting: `שלום ${name},`,
      ask: 'ביקשת שזו תהיה כתובת המייל של החשבון שלך בכרטיס. כדי לאשר, יש לפתוח את הקישור:',
      closing: [`הקישור בתוקף ${hours} שעות ופועל פעם אחת. עד שייפתח, החשבון נשאר עם הכתובת הקודמת. אם לא ביקשת את השינוי, אפשר להתעלם מהמייל הזה.`],
      linkLabel: 'אישור הכתובת החדשה',
    }),
    emailChanged: ({ name, newEmail }) => ({
      subject: 'כתובת המייל של החשבון שלך בכרטיס שונתה',
      greeting: `שלום ${name},`,
      ask: `כתובת המייל של החשבון שלך בכרטיס שונתה ל-${newEmail}, ומעכשיו מתחברים איתה. אם לא ביקשת את השינוי, יש לפנות אלינו מיד:`,
      closing: ['המייל הזה נשלח לכתובת הקודמת של החשבון.'],
      linkLabel: 'פנייה לתמיכה',
    }),
    orderShipped: ({ name, orderId, address }) => ({
      subject: `הזמנה ${orderId} של כרטיסי NFC נשלחה`,
      greeting: `שלום ${name},`,
      context: `הכרטיסים המודפסים שהזמנת (הזמנה ${orderId}) יצאו למשלוח אל ${address}, ויגיעו תוך 3-5 ימי עסקים.`,
      ask: 'ההזמנות שלך מופיעות בעמוד כרטיסי ה-NFC:',
      closing: ['יש שאלה על המשלוח? אפשר לכתוב לנו בצ׳אט התמיכה באתר.'],
      linkLabel: 'להזמנות שלי',
    }),
    newSignIn: ({ name, device, date, time }) => ({
      subject: 'התחברות חדשה לחשבון שלך בכרטיס',
      greeting: `שלום ${name},`,
      context: `התחברות חדשה לחשבון שלך בכרטיס: ${device}, ב-${date} בשעה ${time} (שעון ישראל).`,
      ask: 'אם התחברת בעצמך, אין צורך לעשות דבר. אם לא, כדאי לנתק את המכשיר הזה ולהחליף סיסמה:',
      closing: ['המייל הזה נשלח כשמתחברים לחשבון ממכשיר או מדפדפן שלא התחברו ממנו קודם.'],
      linkLabel: 'איפה החשבון מחובר',
    }),
    digest: {
      subject: (count) => `הלידים שלך להיום: ${count}`,
      hello: (name) => `בוקר טוב ${name},`,
      reminders: 'תזכורות להיום:',
      newLeads: 'לידים חדשים מאתמול:',
      open: 'לעמוד הלידים:',
      stop: 'אפשר להפסיק את המייל הזה בהגדרות החשבון:',
      via: (card) => `דרך "${card}"`,
    },
  },
  en: {
    confirmation: ({ username, hours }) => ({
      subject: 'Confirm your sign-up to Kartis',
      greeting: `Hello ${username},`,
      ask: 'To complete your sign-up to Kartis and start your 14-day trial, open this link:',
      closing: [`The link works for ${hours} hours. If you did not sign up to Kartis, you can ignore this mail.`],
      linkLabel: 'Complete the sign-up',
    }),
    alreadyRegistered: {
      subject: 'You already have a Kartis account',
      greeting: 'Hello,',
      ask: 'Someone tried to sign up to Kartis with this email address, but it already has an account. You can simply log in:',
      closing: ['If it was not you, you can ignore this mail: your account has not changed.'],
      linkLabel: 'Log in',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `Join ${organisationName} on Kartis`,
      greeting: 'Hello,',
      ask: `${inviterName} invites you to join "${organisationName}" on Kartis, to get a digital business card in the team's design. To open the invitation:`,
      closing: [`The link works for ${days} days. If you did not expect this invitation, you can ignore this mail.`],
      linkLabel: 'Join the organisation',
    }),
    invitationPointer: ({ organisationName }) => `In short: you are invited to join "${organisationName}" on Kartis. The link below opens the invitation, in English if you choose.`,
    passwordReset: ({ name, minutes, contactUrl }) => ({
      subject: 'Reset your Kartis password',
      greeting: `Hello ${name},`,
      ask: 'You asked to choose a new password for your Kartis account. Open this link to choose one:',
      closing: [`The link works for ${minutes} minutes, once. If you did not ask, ignore this mail: your password stays as it is.`, `Need help? Contact support: ${contactUrl}`],
      linkLabel: 'Choose a new password',
    }),
    noAccount: {
      subject: 'There is no Kartis account for this address',
      greeting: 'Hello,',
      ask: 'Someone asked to reset the Kartis password of this email address, but it has no account. You can sign up:',
      closing: ['If it was not you, you can ignore this mail.'],
      linkLabel: 'Sign up',
    },
    passwordChanged: ({ name }) => ({
      subject: 'Your Kartis password was changed',
      greeting: `Hello ${name},`,
      context: 'The password of your Kartis account was just changed through a reset link, and every device was signed out.',
      ask: 'If it was not you, contact support at once:',
      closing: [],
      linkLabel: 'Contact support',
    }),
    emailChange: ({ name, hours }) => ({
      subject: 'Confirm your new Kartis email address',
      greeting: `Hello ${name},`,
      ask: 'You asked for this to be the email address of your Kartis account. To confirm, open this link:',
      closing: [`The link works once, for ${hours} hours. Until it is opened, the account keeps its previous address. If you did not ask for this, you can ignore this email.`],
      linkLabel: 'Confirm the new address',
    }),
    emailChanged: ({ name, newEmail }) => ({
      subject: 'The email address of your Kartis account was changed',
      greeting: `Hello ${name},`,
      ask: `The email address of your Kartis account was changed to ${newEmail}, and signing in now uses it. If you did not ask for this, contact us at once:`,
      closing: ['This email was sent to the account’s previous address.'],
      linkLabel: 'Contact support',
    }),
    orderShipped: ({ name, orderId, address }) => ({
      subject: `Your order ${orderId} of NFC cards has shipped`,
      greeting: `Hello ${name},`,
      context: `The printed cards you ordered (order ${orderId}) are on their way to ${address} and should arrive within 3–5 business days.`,
      ask: 'Your orders are on the NFC cards page:',
      closing: ['A question about the delivery? Write to us in the support chat on the site.'],
      linkLabel: 'My orders',
    }),
    newSignIn: ({ name, device, date, time }) => ({
      subject: 'A new sign-in to your Kartis account',
      greeting: `Hello ${name},`,
      context: `A new sign-in to your Kartis account: ${device}, on ${date} at ${time} (Israel time).`,
      ask: 'If it was you, there is nothing to do. If not, sign that device out and change your password:',
      closing: ['This mail is sent when your account is signed in from a device or browser it was not signed in from before.'],
      linkLabel: 'Where you’re signed in',
    }),
    digest: {
      subject: (count) => `Your leads for today: ${count}`,
      hello: (name) => `Good morning ${name},`,
      reminders: "Today's reminders:",
      newLeads: "Yesterday's new leads:",
      open: 'Open your leads:',
      stop: 'You can stop this mail in your account settings:',
      via: (card) => `via "${card}"`,
    },
  },
};

/** The other of the two languages. */
export const otherLocale = (locale: Locale): Locale => (locale === 'he' ? 'en' : 'he');
