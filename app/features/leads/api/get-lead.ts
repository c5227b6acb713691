import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeadDetail, leadDetailSchema } from '../../../../shared/contract/leads';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { LEADS_PATH } from './get-leads';

/** The address (and query key) of one lead with its timeline. */
export const leadKey = (id: number) => `${LEADS_PATH}/${id}`;

/** One lead with its timeline (GET /api/leads/{id}). */
export function leadQueryOptions(id: number) {
  return queryOptions({
    queryKey: [leadKey(id)],
    queryFn: async (): Promise<LeadDetail> => answer(await request('GET', leadKey(id)), import.meta.env.DEV && leadDetailSchema),
  });
}

export function useLead(id: number, enabled: boolean) {
  return useQuery({ ...leadQueryOptions(id), enabled });
}
