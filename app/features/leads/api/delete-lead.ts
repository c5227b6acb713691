import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { LEADS_PATH, invalidateLeads } from './get-leads';

/** Deletes a lead for good (DELETE /api/leads/{id}). */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await request('DELETE', `${LEADS_PATH}/${id}`);
    },
    onSuccess: () => invalidateLeads(queryClient),
  });
}
