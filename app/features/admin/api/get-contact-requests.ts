import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminContactRequestPageSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/contact-requests?page=…, also the page's query key. */
const contactRequestsPath = (page: number) => `/api/admin/contact-requests?page=${page}`;

/** A page of the contact form's messages. */
export const getContactRequests = (page: number) => getJson(contactRequestsPath(page), import.meta.env.DEV && adminContactRequestPageSchema);

/** A page of contact messages; the previous page stays on screen while the next loads. */
export function contactRequestsQueryOptions(page: number) {
  return queryOptions({ queryKey: [contactRequestsPath(page)], queryFn: () => getContactRequests(page), placeholderData: keepPreviousData });
}

export function useContactRequests(page: number) {
  return useQuery(contactRequestsQueryOptions(page));
}
