import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type LeadList, type LeadReminderFilter, type LeadSource, type LeadStatus, leadListSchema } from '../../../../shared/contract/leads';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { queriesUnder } from '../../../lib/query-keys';

/** The owner's lead API; each listing's key is its full address. */
export const LEADS_PATH = '/api/leads';

/** What a lead listing asks for. */
export interface LeadFilter {
  profileId?: number | undefined;
  status?: LeadStatus | undefined;
  source?: LeadSource | undefined;
  tag?: string | undefined;
  reminder?: LeadReminderFilter | undefined;
  q?: string | undefined;
  event?: string | undefined;
  page?: number | undefined;
}

/** Rows per page of the lead table. */
const LEADS_PAGE_SIZE = 25;

/** The filter as a query string (`?…`, or empty); `paged` adds the page and its size. */
export function leadsQueryString(filter: LeadFilter, paged: boolean): string {
  const params = new URLSearchParams();
  if (filter.profileId !== undefined) params.set('profileId', String(filter.profileId));
  if (filter.status) params.set('status', filter.status);
  if (filter.source) params.set('source', filter.source);
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.reminder) params.set('reminder', filter.reminder);
  if (filter.q) params.set('q', filter.q);
  if (filter.event) params.set('event', filter.event);
  if (paged) {
    params.set('page', String(filter.page ?? 1));
    params.set('pageSize', String(LEADS_PAGE_SIZE));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const leadsPath = (filter: LeadFilter) => LEADS_PATH + leadsQueryString(filter, true);

/** One page of leads under a filter. */
export async function getLeads(filter: LeadFilter): Promise<LeadList> {
  return answer(await request('GET', leadsPath(filter)), import.meta.env.DEV && leadListSchema);
}

/** One page of leads; the key is the URL, as the default fetcher expects (it GETs queryKey[0]). */
export function leadsQueryOptions(filter: LeadFilter) {
  return queryOptions({
    queryKey: [leadsPath(filter)],
    queryFn: () => getLeads(filter),
    placeholderData: keepPreviousData,
    // A 402 is an answer, not a hiccup: no retry before going to /subscription-required.
    retry: (count, error) => (error as { status?: number }).status !== 402 && count < 1,
  });
}

/** One page of leads under a filter. */
export function useLeads(filter: LeadFilter) {
  return useQuery(leadsQueryOptions(filter));
}

/** Marks every lead listing stale: a lead changed, or a new one arrived. */
export function invalidateLeads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(queriesUnder(LEADS_PATH));
}
