import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';

/** GET /api/profiles/{id}: one of my cards, whose template and colours are an order's default design. */
export function cardDesignQueryOptions(id: number) {
  const key = `/api/profiles/${id}`;
  return queryOptions({
    queryKey: [key],
    queryFn: async () => (await request('GET', key)) as Profile,
  });
}
