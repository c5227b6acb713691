import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles/{id}, also the card's query key. */
export const profileKey = (id: number) => `/api/profiles/${id}`;

/** One of the owner's cards. */
export function profileQueryOptions(id: number) {
  return queryOptions({
    queryKey: [profileKey(id)],
    queryFn: async () => answer(await request('GET', profileKey(id)), import.meta.env.DEV && profileSchema),
    // The editor copies the card into its form once; a refetch on focus would only be overwritten by the form.
    refetchOnWindowFocus: false,
  });
}

/** One of the owner's cards. */
export function useProfile(id: number) {
  return useQuery(profileQueryOptions(id));
}
