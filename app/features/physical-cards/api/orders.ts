import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type NfcOrder, type NfcOrderInput, nfcOrderListSchema, nfcOrderSchema } from '../../../../shared/contract/physical-cards';
import type { Product } from '../../../../shared/contract/products';
import { activeProductsQueryOptions } from '../../billing';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET/POST /api/physical-cards/orders, also the orders' query key; PUT `/{id}/cancelled` cancels one. */
export const ORDERS_KEY = '/api/physical-cards/orders';

/** My orders of printed cards, newest first. */
export const ordersQueryOptions = queryOptions({
  queryKey: [ORDERS_KEY],
  queryFn: async () => answer(await request('GET', ORDERS_KEY), import.meta.env.DEV && nfcOrderListSchema),
});

/** The NFC-card product (its yearlyPrice is the price of one card), from GET /api/products. */
export const nfcProductQueryOptions = queryOptions({
  ...activeProductsQueryOptions,
  select: (products: Product[]) => products.find((product) => product.packageType === 'nfc_card' && product.isActive) ?? null,
});

/** A printed card's price from the NFC-card product: undefined while it loads, null when none is on sale. */
export const unitPriceOf = (product: Product | null | undefined): number | null | undefined => (product === undefined ? undefined : (product?.yearlyPrice ?? null));

/** Places an order (saved as pending: payment is not active yet). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NfcOrderInput) => answer(await request('POST', ORDERS_KEY, input), import.meta.env.DEV && nfcOrderSchema),
    retry: false,
    onSuccess: (order) => queryClient.setQueryData<NfcOrder[]>([ORDERS_KEY], (list) => [order, ...(list ?? [])]),
  });
}

/** Cancels one of my orders while it waits for payment; a refusal (it moved meanwhile) has the list asked for again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => answer(await request('PUT', `${ORDERS_KEY}/${id}/cancelled`), import.meta.env.DEV && nfcOrderSchema),
    retry: false,
    onSuccess: (order) => queryClient.setQueryData<NfcOrder[]>([ORDERS_KEY], (list) => list?.map((listed) => (listed.id === order.id ? order : listed))),
    onError: () => queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] }),
  });
}
