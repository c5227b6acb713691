// Plain constants without zod, so the app's first load can use them without the schema library.

/** How long a mailed password-reset link works. */
export const RESET_LINK_MINUTES = 60;

/** How many one-time recovery codes an authenticator app's enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** The server's texts for recovering an account and for second factors, word for word as the app shows them. */
export const SECURITY_MESSAGES = {
  resetRequested: `אם יש חשבון לכתובת הזאת, שלחנו אליה קישור לבחירת סיסמה חדשה. הקישור בתוקף ${RESET_LINK_MINUTES} דקות.`,
  resetLinkInvalid: 'הקישור לאיפוס הסיסמה אינו בתוקף או שכבר נעשה בו שימוש. אפשר לבקש קישור חדש.',
  passwordReset: 'הסיסמה החדשה נשמרה, והחשבון נותק מכל המכשירים. אפשר להתחבר עם הסיסמה החדשה.',
  passwordsMismatch: 'הסיסמאות אינן תואמות',
  secondFactorRequired: 'נדרש אימות נוסף: הזינו קוד מאפליקציית האימות או השתמשו במפתח גישה',
  secondFactorExpired: 'עבר יותר מדי זמן מאז הזנת הסיסמה. התחברו שוב.',
  codeInvalid: 'הקוד שגוי או שכבר נעשה בו שימוש',
  codeFormat: 'הזינו את 6 הספרות מאפליקציית האימות או קוד שחזור',
  totpAlreadyEnabled: 'אפליקציית אימות כבר מוגדרת לחשבון',
  totpNotStarted: 'ההגדרה לא התחילה או שפג תוקפה. התחילו שוב.',
  totpNotEnabled: 'לא מוגדרת אפליקציית אימות לחשבון',
  passkeyInvalid: 'מפתח הגישה לא אומת. נסו שוב.',
  passkeyNameMax: 'השם יכול להכיל עד 60 תווים',
  passkeyLimit: 'אפשר לרשום עד 10 מפתחות גישה',
  adminSecondFactor: 'כדי להיכנס לניהול המערכת יש לאמת את הכניסה בגורם נוסף',
  sessionCurrent: 'זה החיבור של המכשיר הזה. כדי להתנתק ממנו, בחרו "התנתקות" בתפריט.',
  sessionEnded: 'החיבור הזה כבר הסתיים',
} as const;
