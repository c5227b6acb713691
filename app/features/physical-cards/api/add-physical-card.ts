import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClaimPhysicalCard, physicalCardSchema } from '../../../../shared/contract/physical-cards';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { PHYSICAL_CARDS_KEY } from './get-physical-cards';

/** POST /api/physical-cards: a fresh code for a blank tag, linked to one of my cards. */
export function useCreatePhysicalCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: number) => answer(await request('POST', PHYSICAL_CARDS_KEY, { profileId }), import.meta.env.DEV && physicalCardSchema),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [PHYSICAL_CARDS_KEY], exact: true }),
  });
}

/** POST /api/physical-cards/claim: makes a printed card's code mine (or re-activates my own). */
export function useClaimPhysicalCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimPhysicalCard) => answer(await request('POST', `${PHYSICAL_CARDS_KEY}/claim`, input), import.meta.env.DEV && physicalCardSchema),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [PHYSICAL_CARDS_KEY], exact: true }),
  });
}
