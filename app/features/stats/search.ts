import { STATS_RANGES, type StatsRange } from '../../../shared/contract/stats-ranges';

/** The stats pages' search: `?days=7|30|90`, 30 for anything else. */
export function parseStatsSearch(search: { days?: unknown }): { days: StatsRange } {
  const days = Number(search.days);
  return { days: (STATS_RANGES as readonly number[]).includes(days) ? (days as StatsRange) : 30 };
}
