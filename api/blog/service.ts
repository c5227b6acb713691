import { BLOG_MESSAGES, type BlogPostInput } from '../../shared/contract/blog';
import { conflict, notFound } from '../http/http-error';
import type { BlogPostFields, BlogPostRow, BlogRepo } from './repo';

function fieldsOf(input: BlogPostInput): BlogPostFields {
  return {
    slug: input.slug ?? null,
    title: input.title,
    excerpt: input.excerpt,
    bodyMarkdown: input.bodyMarkdown,
    cover: input.cover ?? null,
    author: input.author,
    language: input.language,
  };
}

async function assertSlugFree(repo: BlogRepo, slug: string | null, ownId?: number): Promise<void> {
  if (slug === null) return;
  const holder = await repo.findBySlug(slug);
  if (holder && holder.id !== ownId) throw conflict(BLOG_MESSAGES.slugTaken, 'slug_taken');
}

/** A post by numeric id or slug, as its reader may see it: hidden posts only exist for admins. */
export async function visiblePost(repo: BlogRepo, key: string, isAdmin: boolean): Promise<BlogPostRow> {
  const row = await (/^\d{1,15}$/.test(key) ? repo.findById(Number(key)) : repo.findBySlug(key.toLowerCase()));
  if (!row || (!row.is_published && !isAdmin)) throw notFound();
  return row;
}

/** Creates a post (hidden unless `isPublished`) and returns it. */
export async function createPost(repo: BlogRepo, input: BlogPostInput, now = new Date().toISOString()): Promise<BlogPostRow> {
  const fields = fieldsOf(input);
  await assertSlugFree(repo, fields.slug);
  const id = await repo.create(fields, { published: input.isPublished ?? false, now });
  return (await repo.findById(id))!;
}

/** Replaces a post's content (and its visibility when `isPublished` is given). */
export async function updatePost(repo: BlogRepo, id: number, input: BlogPostInput, now = new Date().toISOString()): Promise<BlogPostRow> {
  if (!(await repo.findById(id))) throw notFound();
  const fields = fieldsOf(input);
  await assertSlugFree(repo, fields.slug, id);
  await repo.update(id, fields, now);
  if (input.isPublished !== undefined) await repo.setPublished(id, input.isPublished, now);
  return (await repo.findById(id))!;
}

/** Shows or hides a post; the first publication date is kept. */
export async function publishPost(repo: BlogRepo, id: number, published: boolean, now = new Date().toISOString()): Promise<BlogPostRow> {
  if (!(await repo.setPublished(id, published, now))) throw notFound();
  return (await repo.findById(id))!;
}

/** Deletes a post. */
export async function deletePost(repo: BlogRepo, id: number): Promise<void> {
  if (!(await repo.remove(id))) throw notFound();
}
