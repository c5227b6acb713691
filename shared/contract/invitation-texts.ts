// Without zod: the app's text tables read these, and must not load the validation library.

/**
 * How many invitation mails an organisation sends in 24 hours: to one address, and in all (beyond them, 429 and no mail).
 * Every invitation sent counts, also one replaced or cancelled since.
 */
export const INVITATION_MAIL_LIMITS = { perAddress: 3, perOrganisation: 50, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The Hebrew answers about invitations that the team and join pages show in the language shown. */
export const INVITATION_TEXTS = {
  cancelled: 'ההזמנה בוטלה. אפשר לבקש מבעלי הצוות הזמנה חדשה',
  replaced: 'לכתובת הזאת נשלחה הזמנה חדשה יותר, והקישור הזה כבר לא בתוקף: יש לפתוח את הקישור שבמייל האחרון',
  mailsToAddress: `לכתובת הזאת כבר נשלחו ${INVITATION_MAIL_LIMITS.perAddress} הזמנות ב‑24 השעות האחרונות. אפשר לשלוח אליה עוד הזמנה מאוחר יותר`,
  mailsToOrganisation: `הצוות שלח ${INVITATION_MAIL_LIMITS.perOrganisation} הזמנות ב‑24 השעות האחרונות, המספר המרבי. אפשר לשלוח עוד הזמנות מאוחר יותר`,
} as const;
