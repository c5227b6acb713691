// Kept apart from the zod schemas so the app's route definitions can read the statuses without loading zod.

/** Where a lead is in the owner's pipeline. */
export const LEAD_STATUSES = ['new', 'contacted', 'meeting', 'customer', 'not_relevant'] as const;
/** One of the pipeline statuses. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Where a lead came from: the card's form, an exchange (the visitor also asked for the card), a card the owner shared,
 * an event's kiosk, a scanned paper card.
 */
export const LEAD_SOURCES = ['card', 'exchange', 'shared', 'event', 'scan'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The reminder filters of the lead list: a reminder due by today, or any reminder set. */
export const LEAD_REMINDER_FILTERS = ['due', 'set'] as const;
export type LeadReminderFilter = (typeof LEAD_REMINDER_FILTERS)[number];
