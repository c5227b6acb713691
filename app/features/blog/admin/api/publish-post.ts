import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostSchema, type BlogPost } from '../../../../../shared/contract/blog';
import { request } from '../../../../lib/api';
import { answer } from '../../../../lib/answer';
import { invalidateBlog } from '../../api/blog-path';
import { ADMIN_BLOG_PATH } from './admin-path';

/** Shows or hides a post. */
export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, published }: { id: number; published: boolean }): Promise<BlogPost> =>
      answer(await request('PUT', `${ADMIN_BLOG_PATH}/${id}/publish`, { published }), import.meta.env.DEV && blogPostSchema),
    onSuccess: () => invalidateBlog(queryClient),
  });
}
