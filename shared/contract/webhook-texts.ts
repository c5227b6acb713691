// Without zod: the text tables of the app import these.

/** How many webhooks one account may have. */
export const WEBHOOK_LIMIT = 5;

/** Hebrew messages of the webhooks' screens and answers. */
export const WEBHOOK_MESSAGES = {
  invalidUrl: 'יש להזין כתובת אינטרנט מלאה, למשל https://example.com/kartis',
  httpsOnly: 'הכתובת חייבת להתחיל ב-https:// כדי שהלידים יישלחו מוצפנים',
  credentials: 'אין לכלול שם משתמש או סיסמה בכתובת: השתמשו בסוד החתימה כדי לזהות את הבקשות',
  privateNetwork: 'לא ניתן לשלוח לכתובת ברשת פרטית או במחשב המקומי: יש להזין כתובת ציבורית באינטרנט',
  tooLong: 'הכתובת ארוכה מדי',
  limit: `אפשר להגדיר עד ${WEBHOOK_LIMIT} כתובות webhook לחשבון`,
  duplicate: 'הכתובת הזאת כבר מוגדרת',
  notFound: 'ה-webhook לא נמצא',
  testQueued: 'ליד לדוגמה נשלח לכתובת',
} as const;
