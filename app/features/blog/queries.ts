import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';
import { ApiError } from '../../lib/errors';

/** The blog's schemas, for checking answers in development: a dynamic import keeps them out of the routes' first load. */
const blogContract = () => import('../../../shared/contract/blog');

/** Every blog query's key starts with this path, so one predicate refreshes them all. */
const BLOG_PATH = '/api/blog-posts';

/** Published posts, newest first; with `all`, an admin also gets hidden ones. */
export function blogPostsQueryOptions({ all = false }: { all?: boolean } = {}) {
  const url = all ? `${BLOG_PATH}?all=1` : BLOG_PATH;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      const data = await request('GET', url, undefined, { signal });
      return answer(data, import.meta.env.DEV && (await blogContract()).blogPostListSchema);
    },
  });
}

/** One post with its sanitised HTML body (admins also get the Markdown source). */
export function blogPostQueryOptions(id: string) {
  const url = `${BLOG_PATH}/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      const data = await request('GET', url, undefined, { signal });
      return answer(data, import.meta.env.DEV && (await blogContract()).blogPostSchema);
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
