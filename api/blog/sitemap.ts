import type { SitemapSource } from '../render/sitemap';
import { blogRepo } from './repo';

/** Every published post, with its last change as lastmod. */
export const blogSitemapSource: SitemapSource = async (query) =>
  (await blogRepo(query).listPublished()).map((post) => ({ path: `/blog/${post.id}`, lastmod: post.updated_at }));
