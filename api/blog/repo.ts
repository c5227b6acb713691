import type { Database } from 'better-sqlite3';

/** A blog_posts row as stored. */
export interface BlogPostRow {
  id: number;
  slug: string | null;
  title: string;
  excerpt: string;
  body_markdown: string;
  cover: string | null;
  author: string;
  published_at: string | null;
  is_published: 0 | 1;
  created_at: string;
  updated_at: string;
}

/** The editable columns of a post, camelCased. */
export interface BlogPostFields {
  slug: string | null;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  cover: string | null;
  author: string;
}

const COLUMNS = 'id, slug, title, excerpt, body_markdown, cover, author, published_at, is_published, created_at, updated_at';
const NEWEST_FIRST = 'ORDER BY coalesce(published_at, created_at) DESC, id DESC';

/** Prepared queries over blog_posts. */
export function blogRepo(db: Database) {
  const published = db.prepare<[], BlogPostRow>(`SELECT ${COLUMNS} FROM blog_posts WHERE is_published = 1 ${NEWEST_FIRST}`);
  const all = db.prepare<[], BlogPostRow>(`SELECT ${COLUMNS} FROM blog_posts ${NEWEST_FIRST}`);
  const byId = db.prepare<[number], BlogPostRow>(`SELECT ${COLUMNS} FROM blog_posts WHERE id = ?`);
  const bySlug = db.prepare<[string], BlogPostRow>(`SELECT ${COLUMNS} FROM blog_posts WHERE slug = ?`);
  const insert = db.prepare(`INSERT INTO blog_posts (slug, title, excerpt, body_markdown, cover, author, published_at, is_published, created_at, updated_at)
    VALUES (@slug, @title, @excerpt, @bodyMarkdown, @cover, @author, @publishedAt, @isPublished, @now, @now)`);
  const update = db.prepare(`UPDATE blog_posts SET slug = @slug, title = @title, excerpt = @excerpt, body_markdown = @bodyMarkdown,
    cover = @cover, author = @author, updated_at = @now WHERE id = @id`);
  // The first publication date stays when a post is hidden and shown again.
  const publish = db.prepare(`UPDATE blog_posts SET is_published = @published,
    published_at = CASE WHEN @published = 1 THEN coalesce(published_at, @now) ELSE published_at END, updated_at = @now WHERE id = @id`);
  const remove = db.prepare('DELETE FROM blog_posts WHERE id = ?');
  const everHeldPosts = db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'blog_posts'");

  return {
    listPublished: () => published.all(),
    listAll: () => all.all(),
    findById: (id: number) => byId.get(id),
    findBySlug: (slug: string) => bySlug.get(slug),
    /** Inserts a post and returns its id. */
    create(fields: BlogPostFields, opts: { published: boolean; now: string; publishedAt?: string }): number {
      const result = insert.run({
        ...fields,
        publishedAt: opts.published ? (opts.publishedAt ?? opts.now) : null,
        isPublished: opts.published ? 1 : 0,
        now: opts.now,
      });
      return Number(result.lastInsertRowid);
    },
    /** Replaces the editable fields; false when no such post. */
    update: (id: number, fields: BlogPostFields, now: string) => update.run({ ...fields, id, now }).changes > 0,
    /** Shows or hides a post; false when no such post. */
    setPublished: (id: number, published: boolean, now: string) => publish.run({ id, published: published ? 1 : 0, now }).changes > 0,
    /** Deletes a post; false when no such post. */
    remove: (id: number) => remove.run(id).changes > 0,
    /** True once any post was ever stored, even if all were deleted since. */
    everHeldPosts: () => (everHeldPosts.get()?.seq ?? 0) > 0,
  };
}

/** The repository as returned by blogRepo(). */
export type BlogRepo = ReturnType<typeof blogRepo>;
