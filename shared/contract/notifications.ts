/** What a notification tells of, with the values its texts are made from (so the app can say it in English too). */
export type NotificationEvent =
  | { kind: 'lead'; params: { leadName: string; cardName: string } }
  | { kind: 'support_reply'; params: Record<string, never> }
  | { kind: 'plan_moved'; params: { packageName: string; packageNameEn: string } };

/**
 * A notification of the signed-in user (id, title, content, isRead, createdAt; title and content in
 * Hebrew), and, when known, what it tells of (`kind`, `params`).
 */
export type Notification = {
  id: number;
  title: string;
  content: string;
  isRead: boolean;
  createdAt: string;
} & (NotificationEvent | { kind: null; params: Record<string, never> });

/** How many notifications `GET /api/notifications` returns, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The Hebrew texts of the notification a new lead creates for the card's owner. */
export const LEAD_NOTIFICATION = {
  title: (leadName: string) => `ליד חדש: ${leadName}`,
  content: (cardName: string) => `התקבלה פנייה חדשה דרך הכרטיס "${cardName}". הפרטים מחכים לך בעמוד הלידים.`,
} as const;
