import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminNfcOrderPageSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** Every account's orders; GET `?page=…` is also a page's query key, PATCH `/{id}` moves one on. */
export const CARD_ORDERS_PATH = '/api/admin/physical-card-orders';

const cardOrdersPath = (page: number) => `${CARD_ORDERS_PATH}?page=${page}`;

/** A page of every account's NFC card orders, newest first. */
export function cardOrdersQueryOptions(page: number) {
  return queryOptions({ queryKey: [cardOrdersPath(page)], queryFn: () => getJson(cardOrdersPath(page), import.meta.env.DEV && adminNfcOrderPageSchema), placeholderData: keepPreviousData });
}

export function useCardOrders(page: number) {
  return useQuery(cardOrdersQueryOptions(page));
}
