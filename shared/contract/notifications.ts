import { z } from 'zod';

/** No values: the notification's text says it all. */
const noParams = z.record(z.string(), z.never());

/** What a notification tells of, with the values its texts are made from (so the app can say it in English too). */
export const notificationEventSchema = z.discriminatedUnion('kind', [
  // Older notices have no `leadId`: they are known by the lead's and the card's names.
  z.object({ kind: z.literal('lead'), params: z.object({ leadName: z.string(), cardName: z.string(), leadId: z.string().optional() }) }),
  z.object({ kind: z.literal('support_reply'), params: noParams }),
  // Older notices have the package's Hebrew and English names only.
  z.object({
    kind: z.literal('plan_moved'),
    params: z.object({ packageName: z.string(), packageNameEn: z.string(), packageNameAr: z.string().optional(), packageNameRu: z.string().optional() }),
  }),
  z.object({ kind: z.literal('lead_reminder'), params: z.object({ leadName: z.string(), leadId: z.string() }) }),
  // Names no one: the person asked for their details to be erased.
  z.object({ kind: z.literal('lead_deleted'), params: noParams }),
  z.object({ kind: z.literal('order_shipped'), params: z.object({ orderId: z.string(), city: z.string() }) }),
  z.object({ kind: z.literal('team_left'), params: z.object({ memberName: z.string(), organisationName: z.string() }) }),
  z.object({ kind: z.literal('team_closed'), params: z.object({ organisationName: z.string() }) }),
  z.object({ kind: z.literal('team_removed'), params: z.object({ organisationName: z.string() }) }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * A notification of the signed-in user (id, title, content, isRead, createdAt; title and content in
 * Hebrew), and, when known, what it tells of (`kind`, `params`).
 */
export const notificationSchema = z
  .object({ id: z.number().int(), title: z.string(), content: z.string(), isRead: z.boolean(), createdAt: z.string() })
  .and(z.union([notificationEventSchema, z.object({ kind: z.null(), params: noParams })]));
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/**
 * `PUT /api/notifications/read-all`: every notification read, or (`upTo`, the newest id the bell showed) those the
 * owner saw, so one that arrives while the bell is open stays unread.
 */
export const markNotificationsReadSchema = z.object({ upTo: z.number().int().positive().optional() });

/** How many notifications `GET /api/notifications` returns, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** A paper card photographed offline was read once the connection returned, and stored as a lead. */
export const SCANNED_CARD_NOTIFICATION = {
  title: (leadName: string) => `כרטיס ביקור נקרא: ${leadName}`,
  content: (cardName: string) => `כרטיס הביקור שצילמת בלי חיבור נקרא ונשמר כליד בכרטיס "${cardName}". כדאי לבדוק את הפרטים בעמוד הלידים.`,
} as const;

/** The Hebrew texts of the notification a new lead creates for the card's owner. */
export const LEAD_NOTIFICATION = {
  title: (leadName: string) => `ליד חדש: ${leadName}`,
  content: (cardName: string) => `התקבלה פנייה חדשה דרך הכרטיס "${cardName}". הפרטים מחכים לך בעמוד הלידים.`,
} as const;

/** The Hebrew texts of the bell's reminder of a lead, on the day the owner chose or at once for a day already past. */
export const REMINDER_NOTIFICATION = {
  title: (leadName: string) => `תזכורת: ${leadName}`,
  content: () => 'הגיע מועד התזכורת שקבעת לחזור לליד הזה. הפרטים מחכים לך בעמוד הלידים.',
} as const;

/** The Hebrew texts of the notification that a visitor deleted the details they had left (naming no one). */
export const LEAD_DELETED_NOTIFICATION = {
  title: () => 'מבקר/ת מחק/ה את הפרטים שהשאיר/ה',
  content: () => 'לפי זכותו/ה בחוק הגנת הפרטיות, הליד נמחק לצמיתות, עם הקובץ שצירף/ה והמיילים שנשלחו אליו/ה.',
} as const;

/** The Hebrew texts of the notification that an order of printed cards has shipped. */
export const ORDER_SHIPPED_NOTIFICATION = {
  title: () => 'ההזמנה שלך נשלחה',
  content: (orderId: string, city: string) => `הזמנה ${orderId} של כרטיסי NFC יצאה למשלוח אל ${city}, ותגיע תוך 3-5 ימי עסקים. ההזמנות שלך מופיעות בעמוד כרטיסי ה‑NFC.`,
} as const;

/** The Hebrew texts of the notification that tells an organisation's owner a member left it. */
export const TEAM_LEFT_NOTIFICATION = {
  title: (memberName: string) => `${memberName} עזב/ה את הצוות`,
  content: (memberName: string, organisationName: string) =>
    `${memberName} יצא/ה מהצוות "${organisationName}", והמושב שלו/ה התפנה. הלידים שהגיעו לכרטיסים שלו/ה בזמן שהיה/תה בצוות נשארו אצלך.`,
} as const;

/** The Hebrew texts of the notification that tells every member their organisation was closed by its owner. */
export const TEAM_CLOSED_NOTIFICATION = {
  title: (organisationName: string) => `הצוות "${organisationName}" נסגר`,
  content: () => 'בעלי הצוות סגרו אותו. הכרטיסים שלך נשארו בחשבון שלך, ועכשיו אפשר לשנות בהם הכול: תבנית הצוות כבר לא נועלת אותם.',
} as const;

/** The Hebrew texts of the notification that tells a member the organisation's owner or an admin removed them from it. */
export const TEAM_REMOVED_NOTIFICATION = {
  title: (organisationName: string) => `הוסרת מהצוות "${organisationName}"`,
  content: () =>
    'מנהלי הצוות הסירו אותך ממנו. הכרטיסים שלך נשארו בחשבון שלך, ועכשיו אפשר לשנות בהם הכול: תבנית הצוות כבר לא נועלת אותם. הלידים שהגיעו אליהם בזמן שהיית בצוות נשארו אצל בעלי הצוות.',
} as const;
