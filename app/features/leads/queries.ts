import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Lead, type LeadList, type LeadStatus, type LeadUpdate, leadListSchema, leadSchema } from '../../../shared/contract/leads';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';

/** The owner's lead API. */
export const LEADS_PATH = '/api/leads';

/** What a lead listing asks for. */
export interface LeadFilter {
  profileId?: number | undefined;
  status?: LeadStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

/** Rows per page of the lead table. */
export const LEADS_PAGE_SIZE = 25;

function queryString(filter: LeadFilter, paged: boolean): string {
  const params = new URLSearchParams();
  if (filter.profileId !== undefined) params.set('profileId', String(filter.profileId));
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (paged) {
    params.set('page', String(filter.page ?? 1));
    params.set('pageSize', String(LEADS_PAGE_SIZE));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of leads; the key is the URL, as the default fetcher expects (it GETs queryKey[0]). */
export function leadsQueryOptions(filter: LeadFilter) {
  const path = LEADS_PATH + queryString(filter, true);
  return queryOptions({
    queryKey: [path],
    queryFn: async (): Promise<LeadList> => answer(await request('GET', path), import.meta.env.DEV && leadListSchema),
    placeholderData: keepPreviousData,
    // A 402 is an answer, not a hiccup: no retry before going to /subscription-required.
    retry: (count, error) => (error as { status?: number }).status !== 402 && count < 1,
  });
}

const EXPORT_FILES = { csv: 'export.csv', vcard: 'export.vcf', google: 'export-google.csv' } as const;

/** A download of the leads under a filter (all pages): a CSV for spreadsheets, one vCard file, or Google Contacts' CSV. */
export const leadsExportHref = (filter: LeadFilter, format: keyof typeof EXPORT_FILES = 'csv') =>
  `${LEADS_PATH}/${EXPORT_FILES[format]}${queryString(filter, false)}`;

/** The vCard download of one lead. */
export const leadVCardHref = (id: number) => `${LEADS_PATH}/${id}/vcard`;

/** The download of the file a lead's visitor attached. */
export const leadFileHref = (id: number) => `${LEADS_PATH}/${id}/file`;

function invalidateLeads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(LEADS_PATH) });
}

/** Changes a lead's status or private note. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: LeadUpdate }): Promise<Lead> => answer(await request('PATCH', `${LEADS_PATH}/${id}`, changes), import.meta.env.DEV && leadSchema),
    onSuccess: () => invalidateLeads(queryClient),
  });
}

/** Deletes a lead for good. */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await request('DELETE', `${LEADS_PATH}/${id}`);
    },
    onSuccess: () => invalidateLeads(queryClient),
  });
}
