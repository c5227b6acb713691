import { queryOptions } from '@tanstack/react-query';
import { profileSummaryListSchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles: the digital cards a physical card can lead to (the profiles feature's list key). */
export const MY_CARDS_KEY = '/api/profiles';

/** My digital cards, primary first. */
export const myCardsQueryOptions = queryOptions({
  queryKey: [MY_CARDS_KEY],
  queryFn: async () => answer(await request('GET', MY_CARDS_KEY), import.meta.env.DEV && profileSummaryListSchema),
});
