import { z } from 'zod';
import { CARD_LANGUAGES, type CardLanguage } from './card-languages';
import { LEAD_REMINDER_FILTERS, LEAD_SOURCES, LEAD_STATUSES, type LeadStatus } from './lead-statuses';
import { leadMailSchema } from './lead-mail';
import { typedValue, westernDigits } from './link-input';
import { visibleText } from './visible-text';
import { visitorFileInfoSchema } from './visitor-file-info';

export { LEAD_REMINDER_FILTERS, LEAD_SOURCES, LEAD_STATUSES, type LeadReminderFilter, type LeadSource, type LeadStatus } from './lead-statuses';

/** Hebrew messages of the lead form and the owner's lead screens. */
export const LEAD_MESSAGES = {
  nameRequired: 'יש להזין שם',
  tooLong: 'הטקסט ארוך מדי',
  phone: 'מספר טלפון לא תקין',
  email: 'כתובת מייל לא תקינה',
  contactRequired: 'יש להזין טלפון או מייל כדי שאפשר יהיה לחזור אליכם',
  consentRequired: 'יש לאשר את יצירת הקשר כדי לשלוח את הפרטים',
  sent: 'תודה! הפרטים נשלחו, ובעל הכרטיס יחזור אליכם בהקדם.',
  notFound: 'הפנייה לא נמצאה',
  nothingToUpdate: 'לא נשלח שינוי',
  eventTooLong: 'שם האירוע ארוך מדי',
  saved: 'הליד נשמר',
  sendCardNeedsEmail: 'כדי לקבל את הכרטיס במייל יש להזין כתובת מייל',
  cardMailLimit: 'הכרטיס כבר נשלח לכתובת הזו כמה פעמים היום. אפשר לשמור אותו בכפתור "שמירת איש קשר".',
  tag: 'תגית יכולה להכיל עד 30 תווים',
  tooManyTags: 'אפשר להוסיף עד 10 תגיות',
  remindAt: 'תאריך תזכורת לא תקין',
} as const;

/** Longest event name (the kiosk's, and the leads page's filter). */
export const EVENT_NAME_MAX = 80;


/**
 * The marketing consent the visitor may tick, naming the business, in the card's language; stored as shown: a lead keeps
 * the words it was given, and the visitor's details page shows them as stored (older Hebrew ones say «מ-Acme», whose
 * prefix a line could leave alone at its end, where «מאת Acme» is said now).
 */
export const MARKETING_CONSENT_TEXT = {
  he: (business: string) => `אני מסכים/ה לקבל עדכונים והצעות מאת ${business} במייל`,
  ar: (business: string) => `أوافق على تلقي الأخبار والعروض من ${business} عبر البريد الإلكتروني`,
  ru: (business: string) => `Я согласен(на) получать новости и предложения по эл. почте. Отправитель: ${business}`,
  en: (business: string) => `I agree to receive news and offers from ${business} by email`,
} as const satisfies Record<CardLanguage, (business: string) => string>;

/** Who collects the details a card's form asks for: the card's company, else its owner's name on the card. */
export const collectingBusiness = (card: { company: string; displayName: string }) => card.company.trim() || card.displayName;

/**
 * The consent the visitor ticks, in the card's language; stored with the lead as it was shown. "And their business":
 * the owner and admins of a team see the leads its members' cards receive while they are in it.
 */
export const LEAD_CONSENT_TEXT = {
  he: 'אני מסכים/ה שבעל הכרטיס ייצור איתי קשר בנוגע לפנייה זו. הפרטים נשמרים אצל בעל הכרטיס והעסק שלו ולא יועברו לאחרים.',
  ar: 'أوافق على أن يتواصل معي صاحب البطاقة بخصوص هذا الطلب. تُحفَظ بياناتي لدى صاحب البطاقة والجهة التي يعمل بها ولن تُنقَل إلى أي جهة أخرى.',
  ru: 'Я согласен(на), чтобы владелец визитки связался со мной по этому обращению. Мои данные хранятся у владельца визитки и его компании и не передаются третьим лицам.',
  en: 'I agree that the card owner may contact me about this enquiry. My details are kept by the card owner and their business and are not passed on.',
} as const satisfies Record<CardLanguage, string>;

/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

/** A visitor's or an owner's text about a lead, as it shows. */
const leadText = () => z.string().overwrite(visibleText).trim();

const optionalText = (max: number) => leadText().max(max, LEAD_MESSAGES.tooLong).default('');

/** An event's name; empty or absent for a lead that came through the card page. */
const eventName = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(EVENT_NAME_MAX, LEAD_MESSAGES.eventTooLong).optional());

/** A checkbox arrives as `true` in JSON and as `on` from a plain form post. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** `POST /api/public/profiles/{slug}/leads` body (JSON from the page's script, or a plain form post). */
export const publicLeadInputSchema = z
  .object({
    name: leadText().min(1, LEAD_MESSAGES.nameRequired).max(80, LEAD_MESSAGES.tooLong),
    phone: leadText()
      .overwrite((phone) => westernDigits(typedValue(phone)))
      .max(30, LEAD_MESSAGES.tooLong)
      .default('')
      .refine((v) => v === '' || /^\+?[0-9][0-9\s\-().]{5,22}$/.test(v), LEAD_MESSAGES.phone),
    email: optionalText(254)
      .overwrite(typedValue)
      .refine((v) => v === '' || z.email().safeParse(v).success, LEAD_MESSAGES.email),
    message: optionalText(2000),
    company: optionalText(120),
    consent: checkbox.refine((v) => v, LEAD_MESSAGES.consentRequired),
    /** Mail me this card (its vCard and link): needs an email address. */
    sendCard: checkbox.optional().default(false),
    /** The separate consent to news and offers by mail; never required. */
    marketingConsent: checkbox.optional().default(false),
    /** The event a kiosk took the lead at. */
    event: eventName,
    /** Chosen by the page's script once per form; empty from a plain form post (the server derives one). */
    idempotencyKey: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[\w-]{8,100}$/).optional()),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .superRefine((lead, ctx) => {
    if (lead.sendCard && !lead.email) ctx.addIssue({ code: 'custom', path: ['email'], message: LEAD_MESSAGES.sendCardNeedsEmail });
    if (lead.phone || lead.email) return;
    for (const path of ['phone', 'email']) ctx.addIssue({ code: 'custom', path: [path], message: LEAD_MESSAGES.contactRequired });
  });
export type PublicLeadInput = z.infer<typeof publicLeadInputSchema>;
export type PublicLeadFormValues = z.input<typeof publicLeadInputSchema>;

/** The answer to a lead submission (the same for a first submission, a retry and a bot). */
export const leadReceivedSchema = z.object({ message: z.string() });
export type LeadReceived = z.infer<typeof leadReceivedSchema>;

/** A lead as its owner sees it. */
export const leadSchema = z.object({
  id: z.number().int(),
  /** The card it came through; null once that card was deleted. */
  profileId: z.number().int().nullable(),
  cardName: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  company: z.string(),
  /** The event it was taken at (the kiosk's form, or a card scanned there); null for the card page's leads. */
  event: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  source: z.enum(LEAD_SOURCES),
  tags: z.array(z.string()),
  /** The day to be reminded of the lead (YYYY-MM-DD, Israel time), or null. */
  remindAt: z.string().nullable(),
  /**
   * The consent to be contacted as shown, its language and when it was given; '' and null where no form was shown (a
   * card the owner shared, a paper card the owner scanned).
   */
  consentText: z.string(),
  consentLanguage: z.enum(CARD_LANGUAGES).nullable(),
  consentedAt: z.string().nullable(),
  /** The separate consent to news and offers as shown, and when; null when not given. */
  marketingConsent: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** When the address refused the owner's mail (nothing more is sent to it); null when it has not. */
  mailRefusedAt: z.string().nullable(),
  /**
   * The card it came through as that card is now (its language, the owner's names on it, its company): what a reply
   * written for the lead speaks and is signed with. Null once the card was deleted.
   */
  card: z.object({ language: z.enum(CARD_LANGUAGES), displayName: z.string(), givenName: z.string(), company: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The photo or PDF the visitor attached, downloaded at `/api/leads/{id}/file`; null when none. */
  attachment: visitorFileInfoSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** One event in a lead's history: it arrived, a mail to it (sent, failed, refused or waiting), its refusal of mail. */
export const timelineEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), at: z.string(), source: z.enum(LEAD_SOURCES) }),
  z.object({ type: z.literal('mail'), at: z.string(), mail: leadMailSchema }),
  z.object({ type: z.literal('refusal'), at: z.string() }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** `GET /api/leads/{id}`: the lead with its history, oldest first. */
export const leadDetailSchema = leadSchema.extend({ timeline: z.array(timelineEntrySchema) });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** `GET /api/leads` query: card, status, source, tag, reminder, event, free-text search and paging. */
export const leadListQuerySchema = z.object({
  profileId: z.coerce.number().int().positive().optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  tag: z.string().trim().min(1).max(30).optional(),
  reminder: z.enum(LEAD_REMINDER_FILTERS).optional(),
  q: z.string().trim().max(100).optional(),
  event: z.string().trim().min(1).max(EVENT_NAME_MAX).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type LeadListSearch = z.input<typeof leadListQuerySchema>;

/** `GET /api/leads` answer: one page, the total matching, and how many of the (unfiltered by status) leads are in each status. */
export const leadListSchema = z.object({
  items: z.array(leadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  statusCounts: z.record(z.enum(LEAD_STATUSES), z.number().int()),
  /** The names of the events the owner took leads at, newest first (the filter's choices). */
  events: z.array(z.string()),
  /** How many months the owner keeps leads before they are deleted (0: until the owner deletes them). */
  retentionMonths: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;

const contactList = (max: number) => z.array(z.string().trim().min(1).max(254)).max(max).default([]);

/**
 * `POST /api/leads` (the owner's own lead: a paper card read and checked, or a badge's QR): JSON, or multipart with the
 * lead as JSON in the field `lead` and its photo in `photo`. With `read`, the server reads the photo and fills what
 * the lead leaves empty (a card scanned offline, sent when the connection returned).
 */
export const ownerLeadInputSchema = z
  .object({
    profileId: z.coerce.number().int().positive(),
    name: leadText().max(80, LEAD_MESSAGES.tooLong).default(''),
    title: optionalText(120),
    company: optionalText(120),
    phones: contactList(5),
    emails: contactList(5),
    websites: contactList(5),
    address: optionalText(300),
    note: optionalText(2000),
    event: eventName,
    read: z.boolean().default(false),
    idempotencyKey: z.string().regex(/^[\w-]{8,100}$/),
  })
  .refine((lead) => lead.read || lead.name !== '', { path: ['name'], message: LEAD_MESSAGES.nameRequired });
export type OwnerLeadInput = z.infer<typeof ownerLeadInputSchema>;
export type OwnerLeadValues = z.input<typeof ownerLeadInputSchema>;

/** A tag as the owner types it: trimmed, at most 30 characters. */
const tagSchema = z.string().trim().min(1, LEAD_MESSAGES.tag).max(30, LEAD_MESSAGES.tag);

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date(LEAD_MESSAGES.remindAt);

/**
 * `PUT` (or `PATCH`) `/api/leads/{id}` body: any of status, private note, tags (the whole list, kept once each whatever
 * the case) and reminder day (null clears it).
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    note: z.string().trim().max(2000, LEAD_MESSAGES.tooLong).optional(),
    tags: z
      .array(tagSchema)
      .max(10, LEAD_MESSAGES.tooManyTags)
      .transform((tags) => tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i))
      .optional(),
    remindAt: calendarDaySchema.nullable().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), LEAD_MESSAGES.nothingToUpdate);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** The 402 of the owner's lead endpoints: how many leads wait, and a card name for /subscription-required. */
export const leadsPlanRequiredBodySchema = z.object({
  message: z.string(),
  code: z.literal('payment_required'),
  waitingLeads: z.number().int(),
  profileName: z.string().nullable(),
});
export type LeadsPlanRequiredBody = z.infer<typeof leadsPlanRequiredBodySchema>;

/** Hebrew names of the statuses, for the CSV export (the app has its own per language). */
export const LEAD_STATUS_LABELS_HE: Record<LeadStatus, string> = {
  new: 'חדש',
  contacted: 'נוצר קשר',
  meeting: 'פגישה',
  customer: 'לקוח',
  not_relevant: 'לא רלוונטי',
};

/** Hebrew names of where a lead came from, for the exports. */
export const LEAD_SOURCE_LABELS_HE: Record<(typeof LEAD_SOURCES)[number], string> = {
  card: 'טופס הכרטיס',
  exchange: 'החלפת פרטים',
  shared: 'כרטיס ששלחת',
  event: 'אירוע',
  scan: 'כרטיס סרוק',
};
