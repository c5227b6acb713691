import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductSchema, type ProductInput } from '../../../../shared/contract/admin';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { ADMIN_PRODUCTS_KEY } from './get-products';
import { invalidateProducts } from './invalidate-products';

/** Creates a package (no id) or saves one. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: ProductInput }) =>
      answer(
        await request(id === undefined ? 'POST' : 'PUT', id === undefined ? ADMIN_PRODUCTS_KEY : `${ADMIN_PRODUCTS_KEY}/${id}`, input),
        import.meta.env.DEV && adminProductSchema,
      ),
    onSuccess: () => invalidateProducts(queryClient),
  });
}
