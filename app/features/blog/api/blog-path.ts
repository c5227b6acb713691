import type { QueryClient } from '@tanstack/react-query';
import { queriesUnder } from '../../../lib/query-keys';

/** The blog's API; every blog query's key starts with it. */
export const BLOG_PATH = '/api/blog-posts';

/** The blog's schemas, for checking answers in development: a dynamic import keeps them out of the routes' first load. */
export const blogContract = () => import('../../../../shared/contract/blog');

/** Marks every blog list and post as stale after an admin changed one. */
export function invalidateBlog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(queriesUnder(BLOG_PATH));
}
