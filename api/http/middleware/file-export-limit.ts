import type { UserContext } from '../context';
import type { RateLimits } from './rate-limit';

/** Spreadsheets and contact files one account may download an hour, every kind together: each reads all it lists. */
export const FILE_EXPORTS_PER_HOUR = 60;

/** The one count of an account's downloads (leads, statistics, the team's leads) that each of their routes takes from. */
export function fileExportLimit(limits: RateLimits) {
  return limits.rateLimit<UserContext>({ name: 'file exports', windowMs: 60 * 60_000, max: FILE_EXPORTS_PER_HOUR, key: (ctx) => `user:${ctx.state.user.id}` });
}

export type FileExportLimit = ReturnType<typeof fileExportLimit>;
