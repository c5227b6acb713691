import { z } from 'zod';
import { LOCALES, localeSchema } from './auth';

/** Hebrew validation messages of the blog editor. */
export const BLOG_MESSAGES = {
  titleRequired: 'יש להזין כותרת לפוסט',
  titleMax: 'הכותרת יכולה להכיל עד 150 תווים',
  slugFormat: 'הכתובת המקוצרת יכולה להכיל רק אותיות באנגלית קטנות, ספרות ומקפים, ולפחות אות אחת',
  slugMax: 'הכתובת המקוצרת יכולה להכיל עד 80 תווים',
  slugTaken: 'הכתובת המקוצרת כבר משמשת פוסט אחר',
  excerptMax: 'התקציר יכול להכיל עד 300 תווים',
  bodyRequired: 'יש לכתוב את תוכן הפוסט',
  bodyMax: 'תוכן הפוסט יכול להכיל עד 50,000 תווים',
  coverUrl: 'תמונת השער צריכה להיות כתובת באתר שמתחילה ב‑/, למשל ‎/uploads/cover.webp',
  authorRequired: 'יש להזין את שם הכותב',
  authorMax: 'שם הכותב יכול להכיל עד 80 תווים',
  publishedRequired: 'יש לציין אם לפרסם את הפוסט או להסתיר אותו',
  languageInvalid: 'יש לבחור את שפת הפוסט: עברית, ערבית, רוסית או אנגלית',
} as const;

/** Limits shared by the form and the server. */
export const BLOG_LIMITS = { title: 150, slug: 80, excerpt: 300, body: 50_000, author: 80, cover: 500 } as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A lower-case slug with at least one letter, so it can never be mistaken for a numeric id. */
const SLUG = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path on this site (not protocol-relative): the content security policy loads images from here only. */
const COVER_URL = /^\/(?!\/)[^\s"'<>\\]+$/;

/** What an admin sends to create or replace a post. */
export const blogPostInputSchema = z.object({
  title: z.string({ error: BLOG_MESSAGES.titleRequired }).trim().min(1, BLOG_MESSAGES.titleRequired).max(BLOG_LIMITS.title, BLOG_MESSAGES.titleMax),
  slug: z
    .preprocess(blankToNull, z.string().trim().toLowerCase().max(BLOG_LIMITS.slug, BLOG_MESSAGES.slugMax).regex(SLUG, BLOG_MESSAGES.slugFormat).nullable())
    .optional(),
  excerpt: z.string({ error: BLOG_MESSAGES.excerptMax }).trim().max(BLOG_LIMITS.excerpt, BLOG_MESSAGES.excerptMax).default(''),
  bodyMarkdown: z.string({ error: BLOG_MESSAGES.bodyRequired }).trim().min(1, BLOG_MESSAGES.bodyRequired).max(BLOG_LIMITS.body, BLOG_MESSAGES.bodyMax),
  cover: z
    .preprocess(blankToNull, z.string({ error: BLOG_MESSAGES.coverUrl }).trim().max(BLOG_LIMITS.cover, BLOG_MESSAGES.coverUrl).regex(COVER_URL, BLOG_MESSAGES.coverUrl).nullable())
    .optional(),
  author: z.string({ error: BLOG_MESSAGES.authorRequired }).trim().min(1, BLOG_MESSAGES.authorRequired).max(BLOG_LIMITS.author, BLOG_MESSAGES.authorMax),
  /** The site language the post is written in. */
  language: z.enum(LOCALES, { error: BLOG_MESSAGES.languageInvalid }).default('he'),
  isPublished: z.boolean().optional(),
});
/** The parsed post input (defaults applied). */
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
/** The post input as a form holds it before parsing. */
export type BlogPostDraft = z.input<typeof blogPostInputSchema>;

/** `PUT /api/admin/blog-posts/:id/publish` body. */
export const blogPublishSchema = z.object({ published: z.boolean({ error: BLOG_MESSAGES.publishedRequired }) });

/** `POST /api/admin/blog-posts/preview` body: the Markdown to render. */
export const blogPreviewSchema = z.object({
  bodyMarkdown: z.string({ error: BLOG_MESSAGES.bodyRequired }).max(BLOG_LIMITS.body, BLOG_MESSAGES.bodyMax),
});

/** A post as lists show it (no body). */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  author: z.string(),
  language: localeSchema,
  publishedAt: z.string().nullable(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostListSchema = z.array(blogPostSummarySchema);

/** A whole post: `bodyHtml` is rendered and sanitised by the server; admins also get the Markdown source. */
export const blogPostSchema = blogPostSummarySchema.extend({
  bodyHtml: z.string(),
  bodyMarkdown: z.string().optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The preview endpoint's answer. */
export const blogPreviewResultSchema = z.object({ bodyHtml: z.string() });
export type BlogPreviewResult = z.infer<typeof blogPreviewResultSchema>;
