import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { BlogPost } from '../../../../shared/contract/blog';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { ApiError } from '../../../lib/errors';
import { BLOG_PATH, blogContract } from './blog-path';

const postPath = (id: string) => `${BLOG_PATH}/${encodeURIComponent(id)}`;

/** One post with its sanitised HTML body (admins also get the Markdown source). */
export async function getBlogPost(id: string, signal?: AbortSignal): Promise<BlogPost> {
  const data = await request('GET', postPath(id), undefined, { signal });
  return answer(data, import.meta.env.DEV && (await blogContract()).blogPostSchema);
}

export function blogPostQueryOptions(id: string) {
  return queryOptions({ queryKey: [postPath(id)], queryFn: ({ signal }) => getBlogPost(id, signal) });
}

/** One post, which the route's loader has loaded. */
export function useBlogPost(id: string) {
  return useSuspenseQuery(blogPostQueryOptions(id));
}

/** Route loader: fetches the post, turning the server's 404 into the router's not-found page. */
export async function loadBlogPost(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(blogPostQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
