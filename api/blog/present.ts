import type { BlogPost, BlogPostSummary } from '../../shared/contract/blog';
import { renderMarkdown } from './markdown';
import type { BlogPostRow } from './repo';

/** A post as lists show it. */
export function presentPostSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover,
    author: row.author,
    language: row.language,
    publishedAt: row.published_at,
    isPublished: row.is_published === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A whole post with its sanitised HTML body; `withSource` adds the Markdown for the editor. */
export async function presentPost(row: BlogPostRow, { withSource }: { withSource: boolean }): Promise<BlogPost> {
  return {
    ...presentPostSummary(row),
    bodyHtml: await renderMarkdown(row.body_markdown),
    ...(withSource ? { bodyMarkdown: row.body_markdown } : {}),
  };
}
