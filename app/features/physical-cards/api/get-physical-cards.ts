import { queryOptions } from '@tanstack/react-query';
import type { PhysicalCard } from '../../../../shared/contract/physical-cards';
import { request } from '../../../lib/api';

/** GET /api/physical-cards: my physical cards, also the list's query key. */
export const PHYSICAL_CARDS_KEY = '/api/physical-cards';

/** My physical cards, oldest first. */
export const physicalCardsQueryOptions = queryOptions({
  queryKey: [PHYSICAL_CARDS_KEY],
  queryFn: async () => (await request('GET', PHYSICAL_CARDS_KEY)) as PhysicalCard[],
});
