import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostSchema, blogPreviewResultSchema, type BlogPost, type BlogPostInput } from '../../../../shared/contract/blog';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { invalidateBlog } from '../queries';

const ADMIN_PATH = '/api/admin/blog-posts';

/** Creates a post (no id) or replaces one (with id). */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: BlogPostInput }): Promise<BlogPost> =>
      answer(await (id === undefined ? request('POST', ADMIN_PATH, input) : request('PUT', `${ADMIN_PATH}/${id}`, input)), import.meta.env.DEV && blogPostSchema),
    onSuccess: () => invalidateBlog(queryClient),
  });
}

/** Shows or hides a post. */
export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, published }: { id: number; published: boolean }): Promise<BlogPost> =>
      answer(await request('PUT', `${ADMIN_PATH}/${id}/publish`, { published }), import.meta.env.DEV && blogPostSchema),
    onSuccess: () => invalidateBlog(queryClient),
  });
}

/** Deletes a post for good. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await request('DELETE', `${ADMIN_PATH}/${id}`);
    },
    onSuccess: () => invalidateBlog(queryClient),
  });
}

/** Renders Markdown with the server's own renderer and sanitiser, for the editor's preview. */
export function usePreviewPost() {
  return useMutation({
    mutationFn: async (bodyMarkdown: string): Promise<string> =>
      answer(await request('POST', `${ADMIN_PATH}/preview`, { bodyMarkdown }), import.meta.env.DEV && blogPreviewResultSchema).bodyHtml,
  });
}
