// Kept apart from the zod schemas so the app's route definitions can read the ranges without loading zod.

/** The ranges the stats pages offer, in days ending today. */
export const STATS_RANGES = [7, 30, 90] as const;
/** One of the offered ranges. */
export type StatsRange = (typeof STATS_RANGES)[number];
