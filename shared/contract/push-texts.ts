// Without zod: the text tables of the app import these.

/** How many devices one account may be told on; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTION_LIMIT = 10;

/** Hebrew messages of the push subscription's answers. */
export const PUSH_MESSAGES = {
  invalidSubscription: 'פרטי המינוי להתראות של הדפדפן אינם תקינים',
  httpsOnly: 'כתובת שירות ההתראות חייבת להתחיל ב‑https://‎',
  privateNetwork: 'לא ניתן לשלוח התראות לכתובת ברשת פרטית או במחשב המקומי',
} as const;
