import type { BlogRepo } from './repo';

/** Every published post's address for the sitemap, with its last change as lastmod. */
export const blogSitemapSource = async (blog: BlogRepo): Promise<{ path: string; lastmod: string }[]> =>
  (await blog.listPublished()).map((post) => ({ path: `/blog/${post.id}`, lastmod: post.updated_at }));
