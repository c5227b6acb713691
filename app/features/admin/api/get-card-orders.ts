import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminNfcOrderPageSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/physical-card-orders?page=…, also the page's query key. */
const cardOrdersPath = (page: number) => `/api/admin/physical-card-orders?page=${page}`;

/** A page of every account's NFC card orders, newest first. */
export function cardOrdersQueryOptions(page: number) {
  return queryOptions({ queryKey: [cardOrdersPath(page)], queryFn: () => getJson(cardOrdersPath(page), import.meta.env.DEV && adminNfcOrderPageSchema), placeholderData: keepPreviousData });
}

export function useCardOrders(page: number) {
  return useQuery(cardOrdersQueryOptions(page));
}
