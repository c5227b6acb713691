import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles/{id}: one of my cards, whose template and colours are an order's default design. */
export function cardDesignQueryOptions(id: number) {
  const key = `/api/profiles/${id}`;
  return queryOptions({
    queryKey: [key],
    queryFn: async () => answer(await request('GET', key), import.meta.env.DEV && profileSchema),
  });
}
