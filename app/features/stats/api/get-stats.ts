import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StatsRange, statsReportSchema } from '../../../../shared/contract/stats';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles/{id}/stats or, without a card, GET /api/stats: also the query key. */
export function statsPath(profileId: number | undefined, days: StatsRange): string {
  return `${profileId === undefined ? '/api/stats' : `/api/profiles/${profileId}/stats`}?days=${days}`;
}

/** The CSV download of the same report. */
export function statsCsvPath(profileId: number | undefined, days: StatsRange): string {
  return `${profileId === undefined ? '/api/stats' : `/api/profiles/${profileId}/stats`}/export.csv?days=${days}`;
}

/** A stats report. */
export function statsQueryOptions(profileId: number | undefined, days: StatsRange) {
  const path = statsPath(profileId, days);
  return queryOptions({
    queryKey: [path],
    queryFn: async () => answer(await request('GET', path), import.meta.env.DEV && statsReportSchema),
  });
}

/** The report of one card, or of all the user's cards when `profileId` is undefined. */
export function useStats(profileId: number | undefined, days: StatsRange) {
  return useQuery(statsQueryOptions(profileId, days));
}
