import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NfcOrder, NfcOrderInput } from '../../../../shared/contract/physical-cards';
import { productListSchema, type Product } from '../../../../shared/contract/products';
import { request } from '../../../lib/api';

/** GET/POST /api/physical-cards/orders, also the orders' query key. */
export const ORDERS_KEY = '/api/physical-cards/orders';

/** My orders of printed cards, newest first. */
export const ordersQueryOptions = queryOptions({
  queryKey: [ORDERS_KEY],
  queryFn: async () => (await request('GET', ORDERS_KEY)) as NfcOrder[],
});

/** The NFC-card product (its yearlyPrice is the price of one card), from GET /api/products. */
export const nfcProductQueryOptions = queryOptions({
  queryKey: ['/api/products'],
  queryFn: async () => productListSchema.parse(await request('GET', '/api/products')),
  select: (products: Product[]) => products.find((product) => product.packageType === 'nfc_card' && product.isActive) ?? null,
});

/** Places an order (saved as pending: payment is not active yet). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NfcOrderInput) => (await request('POST', ORDERS_KEY, input)) as NfcOrder,
    retry: false,
    onSuccess: (order) => queryClient.setQueryData<NfcOrder[]>([ORDERS_KEY], (list) => [order, ...(list ?? [])]),
  });
}
