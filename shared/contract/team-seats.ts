// Without zod: the pricing cards and the checkout's address read these, and must not load the validation library.

/** Seats while the owner's 14-day trial runs, before any are bought: as many as the paid plan's cards. */
export const TEAM_TRIAL_SEATS = 5;
/** The most seats one team subscription holds. */
export const MAX_TEAM_SEATS = 500;

/** The 402 `seats_full` of inviting or joining past an organisation's seats (the app's Hebrew text table shows it too). */
export const SEATS_FULL_MESSAGE = 'כל המושבים של הצוות תפוסים: כדי לצרף חבר/ת צוות נוסף/ת יש לרכוש מושב נוסף בתוכנית הצוות';
