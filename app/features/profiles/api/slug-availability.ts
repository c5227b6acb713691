import { useQuery } from '@tanstack/react-query';
import { slugAvailabilitySchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles/slug-available for a slug (the card's own slug counts as free), also its query key. */
export function slugAvailabilityKey(slug: string, profileId?: number): string {
  const query = new URLSearchParams({ slug });
  if (profileId !== undefined) query.set('profileId', String(profileId));
  return `/api/profiles/slug-available?${query}`;
}

/** Whether a well-formed slug is free, with suggestions when it is not; idle while `slug` is null. */
export function useSlugAvailability(slug: string | null, profileId?: number) {
  const key = slug === null ? '' : slugAvailabilityKey(slug, profileId);
  return useQuery({
    queryKey: [key],
    queryFn: async ({ signal }) => answer(await request('GET', key, undefined, { signal }), import.meta.env.DEV && slugAvailabilitySchema),
    enabled: slug !== null,
    staleTime: 30_000,
  });
}
