// Plain constants without zod, so the app's first load can use them without the schema library.

/** The forms' validation messages, word for word as the app shows them. */
export const AUTH_MESSAGES = {
  invalidEmail: 'כתובת מייל לא תקינה',
  passwordMin: 'סיסמה חייבת להכיל לפחות 6 תווים',
  passwordMax: 'סיסמה יכולה להכיל עד 128 תווים',
  passwordCommon: 'הסיסמה נפוצה מדי וקלה לניחוש, בחרו סיסמה אחרת',
  usernameMin: 'שם משתמש חייב להכיל לפחות 2 תווים',
  usernameMax: 'שם משתמש חייב להיות עד 20 תווים',
  usernameChars: 'שם משתמש יכול להכיל רק אותיות באנגלית, ספרות, נקודה, קו תחתון ומקף',
  usernameReserved: 'שם המשתמש שמור למערכת, בחרו שם אחר',
  usernameTaken: 'שם המשתמש כבר תפוס',
  emailTaken: 'כתובת המייל כבר רשומה במערכת',
  confirmMin: 'אימות סיסמה חייב להכיל לפחות 6 תווים',
  passwordsMismatch: 'הסיסמאות אינן תואמות',
  invalidCredentials: 'כתובת המייל או הסיסמה שגויים',
  accountBlocked: 'החשבון הזה חסום. לבירור אפשר לכתוב לנו בעמוד צור קשר.',
  loginMissingData: 'התחברות נכשלה - המידע מהשרת חסר',
  registerFailed: 'ההרשמה נכשלה',
  registrationPending: 'כמעט סיימנו: שלחנו לכתובת שהזנת מייל עם קישור להשלמת ההרשמה. פתחו אותו כדי להתחיל.',
  confirmationInvalid: 'הקישור לאישור ההרשמה אינו בתוקף או שכבר נעשה בו שימוש. אפשר להירשם שוב.',
} as const;

/** The success texts of login, registration, the current user and logout, word for word as the app shows them. */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'התחברת בהצלחה',
  register: 'נרשמת בהצלחה',
  current: 'החיבור לחשבון בתוקף',
  logout: 'התנתקת בהצלחה',
} as const;

/** Handles that would collide with the product's own paths under /@… or read as official. */
export const RESERVED_USERNAMES = [
  'admin', 'administrator', 'api', 'app', 'p', 'c', 'r', 'www', 'root', 'support', 'help', 'blog', 'about',
  'login', 'logout', 'register', 'signup', 'signin', 'account', 'dashboard', 'editor', 'stats', 'leads',
  'wallet', 'checkout', 'subscription', 'kartis', 'system', 'static', 'assets', 'uploads', 'null', 'undefined',
  'demo', 'demo-admin', 'moderator', 'security', 'billing', 'contact', 'examples', 'embed', 'sitemap', 'robots',
] as const;
