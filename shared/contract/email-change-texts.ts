// Without zod: the app's text tables read these, and must not load the validation library.

/** How long the link that confirms a new address works. */
export const EMAIL_CHANGE_HOURS = 24;
/** How many links to a new address an account may have mailed in a day. */
export const EMAIL_CHANGE_MAILS_PER_DAY = 5;

/** The Hebrew answers of a change of address (the settings screen and the link's page show them too). */
export const EMAIL_CHANGE_MESSAGES = {
  unchanged: 'זו כבר כתובת המייל של החשבון',
  invalid: 'הקישור לשינוי כתובת המייל לא בתוקף: ייתכן שכבר נוצל, שבוטל או שפג תוקפו. אפשר לבקש שינוי חדש בהגדרות החשבון',
  takenMeanwhile: 'הכתובת החדשה שייכת בינתיים לחשבון אחר, ולכן כתובת החשבון לא שונתה',
  changed: 'כתובת המייל של החשבון שונתה',
} as const;
