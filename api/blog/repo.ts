import { sql, type Selectable } from 'kysely';
import type { Locale } from '../../shared/contract/auth';
import type { Tables } from '../../db/tables';
import { engineOf, type QueryBuilder } from '../../db/query-builder';

/** A blog_posts row as stored. */
export type BlogPostRow = Selectable<Tables['blog_posts']>;

/** The editable columns of a post, camelCased. */
export interface BlogPostFields {
  slug: string | null;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  cover: string | null;
  author: string;
  language: Locale;
}

const COLUMNS = ['id', 'slug', 'title', 'excerpt', 'body_markdown', 'cover', 'author', 'language', 'published_at', 'is_published', 'created_at', 'updated_at'] as const;

/** Whether a table's id sequence ever gave an id, in the engine's own catalogue. */
function everGaveId(query: QueryBuilder): Promise<boolean> {
  if (engineOf(query) === 'postgres') {
    // A fresh identity stands at 1, not yet called; a copied installation's is set past its highest id.
    return sql<{ held: boolean }>`SELECT last_value > 1 OR is_called AS held FROM blog_posts_id_seq`.execute(query).then(({ rows }) => rows[0]?.held === true);
  }
  return sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'blog_posts'`.execute(query).then(({ rows }) => (rows[0]?.seq ?? 0) > 0);
}

/** Whether an update or delete touched a row. */
function changed(result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }): boolean {
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0;
}

/** Queries over blog_posts. */
export function blogRepo(query: QueryBuilder) {
  const posts = () => query.selectFrom('blog_posts').select(COLUMNS);
  const newestFirst = (select: ReturnType<typeof posts>) => select.orderBy((eb) => eb.fn.coalesce('published_at', 'created_at'), 'desc').orderBy('id', 'desc');

  return {
    listPublished: (): Promise<BlogPostRow[]> => newestFirst(posts().where('is_published', '=', 1)).execute(),
    listAll: (): Promise<BlogPostRow[]> => newestFirst(posts()).execute(),
    findById: (id: number): Promise<BlogPostRow | undefined> => posts().where('id', '=', id).executeTakeFirst(),
    findBySlug: (slug: string): Promise<BlogPostRow | undefined> => posts().where('slug', '=', slug).executeTakeFirst(),
    /** Inserts a post and returns its id. */
    async create(fields: BlogPostFields, opts: { published: boolean; now: string; publishedAt?: string }): Promise<number> {
      const { id } = await query
        .insertInto('blog_posts')
        .values({
          slug: fields.slug,
          title: fields.title,
          excerpt: fields.excerpt,
          body_markdown: fields.bodyMarkdown,
          cover: fields.cover,
          author: fields.author,
          language: fields.language,
          published_at: opts.published ? (opts.publishedAt ?? opts.now) : null,
          is_published: opts.published ? 1 : 0,
          created_at: opts.now,
          updated_at: opts.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    /** Replaces the editable fields; false when no such post. */
    update: async (id: number, fields: BlogPostFields, now: string): Promise<boolean> =>
      changed(
        await query
          .updateTable('blog_posts')
          .set({ slug: fields.slug, title: fields.title, excerpt: fields.excerpt, body_markdown: fields.bodyMarkdown, cover: fields.cover, author: fields.author, language: fields.language, updated_at: now })
          .where('id', '=', id)
          .executeTakeFirst(),
      ),
    /** Shows or hides a post; false when no such post. The first publication date stays when a post is hidden and shown again. */
    setPublished: async (id: number, published: boolean, now: string): Promise<boolean> =>
      changed(
        await query
          .updateTable('blog_posts')
          .set((eb) => ({
            is_published: published ? 1 : 0,
            published_at: published ? eb.fn.coalesce('published_at', eb.val(now)) : eb.ref('published_at'),
            updated_at: now,
          }))
          .where('id', '=', id)
          .executeTakeFirst(),
      ),
    /** Deletes a post; false when no such post. */
    remove: async (id: number): Promise<boolean> => changed(await query.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst()),
    /** True once any post was ever stored, even if all were deleted since. */
    everHeldPosts: () => everGaveId(query),
  };
}

/** The repository as returned by blogRepo(). */
export type BlogRepo = ReturnType<typeof blogRepo>;
