import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Lead, type LeadUpdate, leadSchema } from '../../../../shared/contract/leads';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { LEADS_PATH, invalidateLeads } from './get-leads';

/** Changes a lead's status or private note (PATCH /api/leads/{id}). */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: LeadUpdate }): Promise<Lead> => answer(await request('PATCH', `${LEADS_PATH}/${id}`, changes), import.meta.env.DEV && leadSchema),
    onSuccess: () => invalidateLeads(queryClient),
  });
}
