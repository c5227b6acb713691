import { z } from 'zod';
import { CARD_LANGUAGES } from './card-languages';

/** What a mail to a lead is: the card the visitor asked for, a follow-up, or a card the owner shared with them. */
export const LEAD_MAIL_KINDS = ['card', 'follow_up', 'shared_card'] as const;
export type LeadMailKind = (typeof LEAD_MAIL_KINDS)[number];

/** Where a mail to a lead stands: waiting for its time, sent, failed to send, or refused by the rules. */
export const LEAD_MAIL_STATUSES = ['pending', 'sent', 'failed', 'refused'] as const;
export type LeadMailStatus = (typeof LEAD_MAIL_STATUSES)[number];

/**
 * Why a mail was not sent: the lead gave no address, a marketing mail without the marketing consent, an address that
 * refused the owner's mail, or the mail server's failure.
 */
export const LEAD_MAIL_REASONS = ['no_email', 'no_consent', 'refused', 'send_error'] as const;
export type LeadMailReason = (typeof LEAD_MAIL_REASONS)[number];

/** When a card's follow-up goes after a new lead: at once, or the next morning at 09:00 Israel time. */
export const FOLLOW_UP_WHEN = ['now', 'next-morning'] as const;
export type FollowUpWhen = (typeof FOLLOW_UP_WHEN)[number];

/** Hebrew messages of mail to leads. */
export const LEAD_MAIL_MESSAGES = {
  subject: 'יש להזין נושא של עד 150 תווים',
  body: 'יש להזין תוכן של עד 5,000 תווים',
  noTemplate: 'לכרטיס הזה אין עדיין מייל המשך. כתבו אותו בעמוד מייל ההמשך של הכרטיס.',
  noEmail: 'לליד הזה אין כתובת מייל',
  noConsent: 'מייל שיווקי (פרסומת) נשלח רק למי שהסכים לקבל עדכונים והצעות',
  refused: 'הכתובת הזו ביקשה לא לקבל ממך עוד דיוור',
  queued: 'המייל נשלח',
  shareTarget: 'זה לא מספר טלפון וגם לא כתובת מייל',
  shareLimit: 'שלחת היום את הכרטיס במייל פעמים רבות. אפשר לשתף אותו בוואטסאפ או ב‑SMS, או לנסות שוב מחר.',
  followUpLimit: 'נשלחו היום מיילים רבים ללידים. אפשר לנסות שוב מחר.',
} as const;

/** A mail to a lead as its owner sees it on the lead's timeline, with the text sent. */
export const leadMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_MAIL_KINDS),
  marketing: z.boolean(),
  toEmail: z.string(),
  language: z.enum(CARD_LANGUAGES),
  subject: z.string(),
  body: z.string(),
  status: z.enum(LEAD_MAIL_STATUSES),
  reason: z.enum(LEAD_MAIL_REASONS).nullable(),
  dueAt: z.string(),
  settledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadMail = z.infer<typeof leadMailSchema>;

/** `PUT /api/profiles/{id}/follow-up` body: the card's follow-up template. */
export const followUpInputSchema = z.object({
  enabled: z.boolean(),
  subject: z.string().trim().min(1, LEAD_MAIL_MESSAGES.subject).max(150, LEAD_MAIL_MESSAGES.subject),
  body: z.string().trim().min(1, LEAD_MAIL_MESSAGES.body).max(5000, LEAD_MAIL_MESSAGES.body),
  when: z.enum(FOLLOW_UP_WHEN),
  marketing: z.boolean(),
});
export type FollowUpInput = z.infer<typeof followUpInputSchema>;

/** `GET`/`PUT /api/profiles/{id}/follow-up` answer: the template (a disabled one in the card's language until saved). */
export const followUpSchema = followUpInputSchema.extend({
  profileId: z.number().int(),
  language: z.enum(CARD_LANGUAGES),
  /** What the preview fills in: the owner's name as the card shows it, and the card's link. */
  ownerName: z.string(),
  business: z.string(),
  cardUrl: z.string(),
  /** How the owner is reached (the card's first email or phone, else the card's link), named in every mail. */
  contact: z.string(),
  saved: z.boolean(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** `POST /api/profiles/{id}/share` body: the card sent by the owner to a phone (WhatsApp, SMS) or an address (mail). */
export const shareCardInputSchema = z
  .object({
    channel: z.enum(['email', 'whatsapp', 'sms']),
    name: z.string().trim().max(80).default(''),
    email: z.string().trim().max(254).default(''),
    phone: z.string().trim().max(30).default(''),
  })
  .superRefine((share, ctx) => {
    if (share.channel === 'email' && !z.email().safeParse(share.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: LEAD_MAIL_MESSAGES.shareTarget });
    if (share.channel !== 'email' && !/^\+?[0-9][0-9\s\-().]{5,22}$/.test(share.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: LEAD_MAIL_MESSAGES.shareTarget });
  });
export type ShareCardInput = z.infer<typeof shareCardInputSchema>;
