import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOverviewSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/overview, also its query key. */
export const OVERVIEW_KEY = '/api/admin/overview';

/** The system's figures for the admin dashboard. */
export const getOverview = () => getJson(OVERVIEW_KEY, import.meta.env.DEV && adminOverviewSchema);

export const overviewQueryOptions = queryOptions({ queryKey: [OVERVIEW_KEY], queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
