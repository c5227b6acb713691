import type { QueryBuilder } from '../../db/query-builder';
import { blogRepo } from './repo';

/** Every published post's address for the sitemap, with its last change as lastmod. */
export const blogSitemapSource = async (query: QueryBuilder): Promise<{ path: string; lastmod: string }[]> =>
  (await blogRepo(query).listPublished()).map((post) => ({ path: `/blog/${post.id}`, lastmod: post.updated_at }));
