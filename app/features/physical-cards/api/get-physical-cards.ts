import { queryOptions } from '@tanstack/react-query';
import { physicalCardListSchema } from '../../../../shared/contract/physical-cards';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/physical-cards: my physical cards, also the list's query key. */
export const PHYSICAL_CARDS_KEY = '/api/physical-cards';

/** My physical cards, oldest first. */
export const physicalCardsQueryOptions = queryOptions({
  queryKey: [PHYSICAL_CARDS_KEY],
  queryFn: async () => answer(await request('GET', PHYSICAL_CARDS_KEY), import.meta.env.DEV && physicalCardListSchema),
});
