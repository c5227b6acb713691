import { useQuery } from '@tanstack/react-query';
import { slugAvailabilitySchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { loadServerTexts } from '../../../lib/server-texts';

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
    queryFn: async ({ signal }) => {
      const found = answer(await request('GET', key, undefined, { signal }), import.meta.env.DEV && slugAvailabilitySchema);
      // Its message is the server's: an English screen shows it in English.
      if (!found.available) await loadServerTexts();
      return found;
    },
    enabled: slug !== null,
    staleTime: 30_000,
  });
}
