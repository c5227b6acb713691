import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { ADMIN_PRODUCTS_KEY } from './get-products';
import { invalidateProducts } from './invalidate-products';

/** Deletes a package. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('DELETE', `${ADMIN_PRODUCTS_KEY}/${id}`),
    onSuccess: () => invalidateProducts(queryClient),
  });
}
