// Kept apart from the zod schemas so the app's route definitions can read the statuses without loading zod.

/** Where a lead is in the owner's follow-up. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
/** One of the follow-up statuses. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];
