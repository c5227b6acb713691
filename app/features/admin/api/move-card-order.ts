import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nfcOrderSchema, type NfcOrderTarget } from '../../../../shared/contract/physical-cards';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { queriesUnder } from '../../../lib/query-keys';
import { CARD_ORDERS_PATH } from './get-card-orders';

/** PATCH an order on: paid, shipped or cancelled. */
export function useMoveCardOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: NfcOrderTarget }) =>
      answer(await request('PATCH', `${CARD_ORDERS_PATH}/${id}`, { status }), import.meta.env.DEV && nfcOrderSchema),
    retry: false,
    // A refused move means the order moved meanwhile: the list is asked for again either way.
    onSettled: () => queryClient.invalidateQueries(queriesUnder(CARD_ORDERS_PATH)),
  });
}
