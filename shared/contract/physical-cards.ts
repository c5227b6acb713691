import { z } from 'zod';
import { CARD_LANGUAGES } from './card-languages';
import { TEMPLATES, colorSchema } from './profiles';

/** Hebrew messages of the physical-card screens and endpoints. */
export const PHYSICAL_CARD_MESSAGES = {
  codeFormat: 'קוד הכרטיס מורכב מ‑6 עד 12 אותיות באנגלית וספרות',
  notFound: 'הכרטיס הפיזי לא נמצא',
  codeUnavailable: 'הקוד לא נמצא או שכבר שויך לחשבון אחר. בדקו את הקוד המודפס על הכרטיס',
  profileNotFound: 'הכרטיס הדיגיטלי לא נמצא',
  profileRequired: 'יש לבחור כרטיס דיגיטלי',
  tooManyCards: 'הגעתם למספר הכרטיסים הפיזיים המרבי בחשבון',
  quantity: 'יש לבחור כמות בין 1 ל‑100',
  shippingName: 'יש להזין שם מלא למשלוח',
  phone: 'מספר טלפון לא תקין, יש להזין מספר ישראלי (למשל 050-1234567)',
  address: 'יש להזין כתובת למשלוח (רחוב ומספר)',
  city: 'יש להזין עיר',
  tooLong: 'הטקסט ארוך מדי',
  template: 'יש לבחור עיצוב',
  language: 'יש לבחור שפה שהכרטיס כתוב בה',
  orderingUnavailable: 'הזמנת כרטיסים פיזיים אינה זמינה כרגע, נסו שוב מאוחר יותר',
  color: 'צבע לא תקין: יש להזין 6 ספרות הקסדצימליות (למשל 1d4ed8)',
  printMissing: 'לא נשמר קובץ הדפסה להזמנה הזו',
  orderNotFound: 'ההזמנה לא נמצאה',
  orderStatus: 'יש לבחור מצב להזמנה: שולמה, נשלחה או בוטלה',
  orderNotPaid: 'אפשר לסמן כנשלחה רק הזמנה ששולמה',
  orderAlreadyPaid: 'ההזמנה כבר סומנה כשולמה',
  orderShipped: 'ההזמנה כבר נשלחה, ולכן אי אפשר לשנות או לבטל אותה',
  orderCancelled: 'ההזמנה בוטלה, ולכן אי אפשר לשנות אותה',
  orderPaidNoCancel: 'ההזמנה כבר שולמה, ולכן אפשר לבטל אותה רק דרך צוות התמיכה',
} as const;

/** Codes are 6–12 letters and digits; case does not matter (stored lower-case). */
export const PHYSICAL_CARD_CODE = /^[a-z0-9]{6,12}$/;

/** Normalises a code as typed or read from a URL; undefined when it cannot be a code. */
export function normalizeCardCode(raw: string): string | undefined {
  const code = raw.trim().toLowerCase();
  return PHYSICAL_CARD_CODE.test(code) ? code : undefined;
}

/** A physical card's code as typed: trimmed, lower-cased, 6–12 letters and digits. */
export const cardCodeSchema = z.string().trim().toLowerCase().regex(PHYSICAL_CARD_CODE, PHYSICAL_CARD_MESSAGES.codeFormat);

const profileIdSchema = z.number({ error: PHYSICAL_CARD_MESSAGES.profileRequired }).int().positive(PHYSICAL_CARD_MESSAGES.profileRequired);

/** `POST /api/physical-cards`: a new physical card with a generated code, linked to one of my cards (to write on a blank tag). */
export const createPhysicalCardSchema = z.object({ profileId: profileIdSchema });

/** `POST /api/physical-cards/claim`: makes an unclaimed code mine (or re-activates my own), linked to a card (default: my primary card). */
export const claimPhysicalCardSchema = z.object({ code: cardCodeSchema, profileId: profileIdSchema.optional() });
export type ClaimPhysicalCard = z.infer<typeof claimPhysicalCardSchema>;

/** `PUT /api/physical-cards/{id}/link`: points the card at another of my cards (the chip is not rewritten). */
export const linkPhysicalCardSchema = z.object({ profileId: profileIdSchema });

/** `PUT /api/physical-cards/{id}/active`: deactivates or reactivates a card. */
export const physicalCardActiveSchema = z.object({ active: z.boolean() });

/** The card a physical card opens. */
export const linkedProfileSchema = z.object({ id: z.number().int(), slug: z.string(), displayName: z.string() });
export type LinkedProfile = z.infer<typeof linkedProfileSchema>;

/** A physical card as its owner sees it. */
export const physicalCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** What the chip holds: {publicUrl}/c/{code}. */
  shortUrl: z.string(),
  profile: linkedProfileSchema.nullable(),
  isActive: z.boolean(),
  writtenAt: z.string().nullable(),
  lockedAt: z.string().nullable(),
  lastTapAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PhysicalCard = z.infer<typeof physicalCardSchema>;
export const physicalCardListSchema = z.array(physicalCardSchema);

/** An Israeli phone number: mobile 05X, 07X or a landline, with 0 or +972, spaces and dashes allowed. */
export const israeliPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .refine((value) => /^(?:0|\+972)(?:5\d|7\d|[23489])\d{7}$/.test(value), PHYSICAL_CARD_MESSAGES.phone);

const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, PHYSICAL_CARD_MESSAGES.tooLong);

/** `POST /api/physical-cards/orders`: printed cards for one of my cards, in a chosen design, shipped to an address. */
export const nfcOrderInputSchema = z.object({
  profileId: profileIdSchema,
  template: z.enum(TEMPLATES, { error: PHYSICAL_CARD_MESSAGES.template }),
  primaryColor: colorSchema,
  backgroundColor: colorSchema,
  /** The version of the card to print (one of the languages it is written in); the card's own when left out. */
  language: z.enum(CARD_LANGUAGES, { error: PHYSICAL_CARD_MESSAGES.language }).optional(),
  quantity: z.coerce.number({ error: PHYSICAL_CARD_MESSAGES.quantity }).int(PHYSICAL_CARD_MESSAGES.quantity).min(1, PHYSICAL_CARD_MESSAGES.quantity).max(100, PHYSICAL_CARD_MESSAGES.quantity),
  shippingName: requiredText(2, 80, PHYSICAL_CARD_MESSAGES.shippingName),
  phone: israeliPhoneSchema,
  address: requiredText(3, 120, PHYSICAL_CARD_MESSAGES.address),
  city: requiredText(2, 60, PHYSICAL_CARD_MESSAGES.city),
});
export type NfcOrderInput = z.infer<typeof nfcOrderInputSchema>;
export type NfcOrderFormValues = z.input<typeof nfcOrderInputSchema>;

/** Where an order stands: pending until an admin marks it paid (payment is not active), then shipped; or cancelled. */
export const NFC_ORDER_STATUSES = ['pending', 'paid', 'shipped', 'cancelled'] as const;
export type NfcOrderStatus = (typeof NFC_ORDER_STATUSES)[number];

/** The statuses an admin moves an order to. */
export const NFC_ORDER_TARGETS = ['paid', 'shipped', 'cancelled'] as const;
export type NfcOrderTarget = (typeof NFC_ORDER_TARGETS)[number];

/** Where an admin may move an order from each status: paid, then shipped; cancelled until it ships. */
export const NFC_ORDER_MOVES: Readonly<Record<NfcOrderStatus, readonly NfcOrderTarget[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

/** `PATCH /api/admin/physical-card-orders/{id}`: moves an order on (see NFC_ORDER_MOVES). */
export const nfcOrderMoveSchema = z.object({ status: z.enum(NFC_ORDER_TARGETS, { error: PHYSICAL_CARD_MESSAGES.orderStatus }) });

/** An order as its owner sees it; prices are in shekels, as the products show them. */
export const nfcOrderSchema = z.object({
  id: z.number().int(),
  profile: linkedProfileSchema.nullable(),
  template: z.enum(TEMPLATES),
  primaryColor: z.string(),
  backgroundColor: z.string(),
  /** The version printed; null for the card in its own language. */
  language: z.enum(CARD_LANGUAGES).nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  shippingName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  status: z.enum(NFC_ORDER_STATUSES),
  createdAt: z.string(),
});
export type NfcOrder = z.infer<typeof nfcOrderSchema>;
export const nfcOrderListSchema = z.array(nfcOrderSchema);

/** A colour in an address: six hex digits, with or without `#`. */
const colorParam = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/, PHYSICAL_CARD_MESSAGES.color)
  .transform((value) => `#${value.replace('#', '').toLowerCase()}`);

/** The sides of a printed card. */
export const PRINT_SIDES = ['front', 'back'] as const;

/**
 * `GET /api/profiles/{id}/print-preview.png?side=&template=&primaryColor=&backgroundColor=&lang=`: the order form's
 * design and version; the card's own where left out.
 */
export const printPreviewQuerySchema = z.object({
  side: z.enum(PRINT_SIDES).default('front'),
  template: z.enum(TEMPLATES, { error: PHYSICAL_CARD_MESSAGES.template }).optional(),
  primaryColor: colorParam.optional(),
  backgroundColor: colorParam.optional(),
  lang: z.enum(CARD_LANGUAGES, { error: PHYSICAL_CARD_MESSAGES.language }).optional(),
});
