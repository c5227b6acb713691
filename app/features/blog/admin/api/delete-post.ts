import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api';
import { invalidateBlog } from '../../api/blog-path';
import { ADMIN_BLOG_PATH } from './admin-path';

/** Deletes a post for good. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await request('DELETE', `${ADMIN_BLOG_PATH}/${id}`);
    },
    onSuccess: () => invalidateBlog(queryClient),
  });
}
