import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSummaryListSchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles: the owner's cards, also the list's query key. */
export const PROFILES_KEY = '/api/profiles';

/** The owner's card list. */
export const profilesQueryOptions = queryOptions({
  queryKey: [PROFILES_KEY],
  queryFn: async () => answer(await request('GET', PROFILES_KEY), import.meta.env.DEV && profileSummaryListSchema),
});

/** The owner's card list, loaded on first use. */
export function useProfiles() {
  return useQuery(profilesQueryOptions);
}
