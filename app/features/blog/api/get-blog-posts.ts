import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../../shared/contract/blog';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { BLOG_PATH, blogContract } from './blog-path';

const postsPath = (all: boolean) => (all ? `${BLOG_PATH}?all=1` : BLOG_PATH);

/** Published posts, newest first; with `all`, an admin also gets hidden ones. */
export async function getBlogPosts(all: boolean, signal?: AbortSignal): Promise<BlogPostSummary[]> {
  const data = await request('GET', postsPath(all), undefined, { signal });
  return answer(data, import.meta.env.DEV && (await blogContract()).blogPostListSchema);
}

export function blogPostsQueryOptions({ all = false }: { all?: boolean } = {}) {
  return queryOptions({ queryKey: [postsPath(all)], queryFn: ({ signal }) => getBlogPosts(all, signal) });
}

/** The published posts. */
export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
