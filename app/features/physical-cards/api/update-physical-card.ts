import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhysicalCard, physicalCardSchema } from '../../../../shared/contract/physical-cards';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { PHYSICAL_CARDS_KEY } from './get-physical-cards';

/** One change to a physical card: re-link, (de)activate, or record that its tag was written or locked. */
export type PhysicalCardChange =
  | { id: number; action: 'link'; profileId: number }
  | { id: number; action: 'active'; active: boolean }
  | { id: number; action: 'written' | 'locked' };

function bodyOf(change: PhysicalCardChange): unknown {
  if (change.action === 'link') return { profileId: change.profileId };
  if (change.action === 'active') return { active: change.active };
  return undefined;
}

/** PUT /api/physical-cards/{id}/{link|active|written|locked}; the answer replaces the card in the list. */
export function useUpdatePhysicalCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PhysicalCardChange) => answer(await request('PUT', `${PHYSICAL_CARDS_KEY}/${change.id}/${change.action}`, bodyOf(change)), import.meta.env.DEV && physicalCardSchema),
    retry: false,
    onSuccess: (updated) => {
      queryClient.setQueryData<PhysicalCard[]>([PHYSICAL_CARDS_KEY], (list) => list?.map((card) => (card.id === updated.id ? updated : card)));
    },
  });
}
