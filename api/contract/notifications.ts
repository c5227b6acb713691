/** A notification of the signed-in user (spec §3: id, title, content, isRead, createdAt). */
export interface Notification {
  id: number;
  title: string;
  content: string;
  isRead: boolean;
  createdAt: string;
}

/** How many notifications `GET /api/notifications` returns, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The Hebrew texts of the notification a new lead creates for the card's owner. */
export const LEAD_NOTIFICATION = {
  title: (leadName: string) => `ליד חדש: ${leadName}`,
  content: (cardName: string) => `התקבלה פנייה חדשה דרך הכרטיס "${cardName}". הפרטים מחכים לך בעמוד הלידים.`,
} as const;
