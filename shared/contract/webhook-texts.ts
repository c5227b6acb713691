// Without zod: the text tables of the app import these.

/** How many webhooks one account may have. */
export const WEBHOOK_LIMIT = 5;

/** How many sample leads one account may send, and one address may receive, in a window of minutes. */
export const WEBHOOK_SAMPLE_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** Hebrew messages of the webhooks' screens and answers. */
export const WEBHOOK_MESSAGES = {
  invalidUrl: 'יש להזין כתובת אינטרנט מלאה, למשל https://example.com/kartis',
  httpsOnly: 'הכתובת חייבת להתחיל ב‑https://‎ כדי שהלידים יישלחו מוצפנים',
  credentials: 'אין לכלול שם משתמש או סיסמה בכתובת: השתמשו בסוד החתימה כדי לזהות את הבקשות',
  privateNetwork: 'לא ניתן לשלוח לכתובת ברשת פרטית או במחשב המקומי: יש להזין כתובת ציבורית באינטרנט',
  tooLong: 'הכתובת ארוכה מדי',
  limit: `אפשר להגדיר עד ${WEBHOOK_LIMIT} כתובות webhook לחשבון`,
  duplicate: 'הכתובת הזאת כבר מוגדרת',
  notFound: 'ה‑webhook לא נמצא',
  sampleDelivered: 'הליד לדוגמה נמסר לכתובת',
  sampleNotDelivered: 'הליד לדוגמה לא נמסר לכתובת',
  sampleLimit: `אפשר לשלוח עד ${WEBHOOK_SAMPLE_LIMIT.max} לידים לדוגמה בכל ${WEBHOOK_SAMPLE_LIMIT.windowMinutes} דקות. נסו שוב בעוד כמה דקות.`,
} as const;
