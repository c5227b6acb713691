import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostSchema, type BlogPost, type BlogPostInput } from '../../../../../shared/contract/blog';
import { request } from '../../../../lib/api';
import { answer } from '../../../../lib/answer';
import { invalidateBlog } from '../../api/blog-path';
import { ADMIN_BLOG_PATH } from './admin-path';

/** Creates a post (no id) or replaces one (with id). */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: BlogPostInput }): Promise<BlogPost> =>
      answer(await (id === undefined ? request('POST', ADMIN_BLOG_PATH, input) : request('PUT', `${ADMIN_BLOG_PATH}/${id}`, input)), import.meta.env.DEV && blogPostSchema),
    onSuccess: () => invalidateBlog(queryClient),
  });
}
