import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LeadMail, leadMailSchema } from '../../../../shared/contract/lead-mail';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { leadKey } from './get-lead';

/** Sends the card's follow-up to one lead now (POST /api/leads/{id}/follow-up). */
export function useSendFollowUp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<LeadMail> => answer(await request('POST', `${leadKey(id)}/follow-up`), import.meta.env.DEV && leadMailSchema),
    // A refused mail is on the timeline too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [leadKey(id)] }),
  });
}
