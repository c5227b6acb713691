import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FollowUp, type FollowUpInput, followUpSchema } from '../../../../shared/contract/lead-mail';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

const followUpKey = (profileId: number) => `/api/profiles/${profileId}/follow-up`;

/** A card's follow-up template (GET /api/profiles/{id}/follow-up). */
export function followUpQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: [followUpKey(profileId)],
    queryFn: async (): Promise<FollowUp> => answer(await request('GET', followUpKey(profileId)), import.meta.env.DEV && followUpSchema),
  });
}

export const useFollowUp = (profileId: number) => useQuery(followUpQueryOptions(profileId));

/** Saves a card's follow-up template (PUT /api/profiles/{id}/follow-up). */
export function useSaveFollowUp(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FollowUpInput): Promise<FollowUp> => answer(await request('PUT', followUpKey(profileId), input), import.meta.env.DEV && followUpSchema),
    onSuccess: (saved) => queryClient.setQueryData([followUpKey(profileId)], saved),
  });
}
