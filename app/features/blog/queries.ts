import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { request } from '../../lib/api';
import { ApiError } from '../../lib/errors';

/** The blog schemas load with the first blog query, keeping zod out of the route definitions' first load. */
const blogContract = () => import('../../../shared/contract/blog');

/** Every blog query's key starts with this path, so one predicate refreshes them all. */
const BLOG_PATH = '/api/blog-posts';

/** Published posts, newest first; with `all`, an admin also gets hidden ones. */
export function blogPostsQueryOptions({ all = false }: { all?: boolean } = {}) {
  const url = all ? `${BLOG_PATH}?all=1` : BLOG_PATH;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      const [{ blogPostListSchema }, data] = await Promise.all([blogContract(), request('GET', url, undefined, { signal })]);
      return blogPostListSchema.parse(data);
    },
  });
}

/** One post with its sanitised HTML body (admins also get the Markdown source). */
export function blogPostQueryOptions(id: string) {
  const url = `${BLOG_PATH}/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      const [{ blogPostSchema }, data] = await Promise.all([blogContract(), request('GET', url, undefined, { signal })]);
      return blogPostSchema.parse(data);
    },
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
