import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';

/** GET /api/profiles: the owner's cards, also the list's query key. */
export const PROFILES_KEY = '/api/profiles';

/** The owner's card list. */
export const profilesQueryOptions = queryOptions({
  queryKey: [PROFILES_KEY],
  queryFn: async () => (await request('GET', PROFILES_KEY)) as ProfileSummary[],
});

/** The owner's card list, loaded on first use. */
export function useProfiles() {
  return useQuery(profilesQueryOptions);
}
