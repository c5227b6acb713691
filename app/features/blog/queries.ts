import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { blogPostListSchema, blogPostSchema } from '../../../api/contract/blog';
import { request } from '../../lib/api';
import { ApiError } from '../../lib/errors';

/** Every blog query's key starts with this path, so one predicate refreshes them all. */
const BLOG_PATH = '/api/blog-posts';

/** Published posts, newest first; with `all`, an admin also gets hidden ones. */
export function blogPostsQueryOptions({ all = false }: { all?: boolean } = {}) {
  const url = all ? `${BLOG_PATH}?all=1` : BLOG_PATH;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) => blogPostListSchema.parse(await request('GET', url, undefined, { signal })),
  });
}

/** One post with its sanitised HTML body (admins also get the Markdown source). */
export function blogPostQueryOptions(id: string) {
  const url = `${BLOG_PATH}/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) => blogPostSchema.parse(await request('GET', url, undefined, { signal })),
  });
}

/** Marks every blog list and post as stale after an admin changed one. */
export function invalidateBlog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(BLOG_PATH) });
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
