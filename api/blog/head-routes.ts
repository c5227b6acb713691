import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from '@koa/router';
import type { QueryBuilder } from '../../db/query-builder';
import type { AppContext, AppContextExtras, AppState } from '../http/context';
import { coverPreviewImage } from '../render/cover-image';
import { notFoundDocument, withDocumentHead, type DocumentHead } from './document-head';
import { INFO_PAGE_HEADS } from './info-page-heads';
import { presentPost } from './present';
import { blogRepo } from './repo';
import { serverRenderer, type ServerQuery } from './server-render';
import { visiblePost } from './service';
import { HttpError } from '../http/http-error';
import { prepare, send, type Prepared } from '../http/prepared';
import { appDocumentPath } from '../http/static';

/** An HTML document with its ETag, compressed at most once per encoding, when first asked for (small ones go as they are). */
function preparedHtml(html: string): Prepared {
  return prepare(html, { compress: html.length > 1024 && 'fast' });
}

function sendHtml(ctx: AppContext, page: Prepared, status = 200): void {
  // A server-rendered post is tens of kilobytes: compressed, it arrives in a round trip or two.
  send(ctx, page, { type: 'text/html; charset=utf-8', cacheControl: 'no-cache', status });
}

/** Blog post documents kept, by post and content: a post is read far more often than it changes. */
const CACHED_POSTS = 64;

/**
 * The SPA's index.html with a real <head> for crawlers and link previews: each blog post's title,
 * excerpt and Open Graph tags, and the information pages' titles and descriptions.
 * Without a built app (tests, first start) the requests fall through to the app server.
 */
export function pageHeadRoutes(query: QueryBuilder, { appDir, publicUrl }: { appDir: string; publicUrl: string }) {
  const router = new Router<AppState, AppContextExtras>();
  const indexPath = join(appDir, 'index.html');
  if (!existsSync(indexPath)) return router;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const repo = blogRepo(query);
  const notFoundPage = preparedHtml(notFoundDocument(appDir, publicUrl) ?? indexHtml);

  for (const [path, head] of Object.entries(INFO_PAGE_HEADS)) {
    // The page pre-rendered at build time, when there is one, carries its content as well as its head.
    const pageHtml = preparedHtml(withDocumentHead(readFileSync(appDocumentPath(appDir, path), 'utf8'), { ...head, path }, publicUrl));
    const bareHtml = preparedHtml(withDocumentHead(indexHtml, { ...head, path }, publicUrl));
    router.get(path, (ctx) => sendHtml(ctx, ctx.querystring === '' ? pageHtml : bareHtml));
  }
  const renderBlogPost = serverRenderer(appDir, 'blog-post');
  const posts = new Map<string, Prepared>();
  router.get('/blog/:id', async (ctx) => {
    try {
      const key = ctx.params.id ?? '';
      const post = await visiblePost(repo, key, false);
      const head: DocumentHead = {
        title: post.title,
        description: post.excerpt || post.title,
        path: `/blog/${post.id}`,
        type: 'article',
        image: coverPreviewImage(post.cover),
        publishedTime: post.published_at,
      };
      // The key the page's query uses (app/features/blog/api/get-blog-post.ts), with the answer the API gives a visitor.
      const query: ServerQuery = [[`/api/blog-posts/${encodeURIComponent(key)}`], await presentPost(post, { withSource: false })];
      const cacheKey = createHash('sha1').update(JSON.stringify(query)).digest('base64url');
      let page = posts.get(cacheKey);
      if (!page) {
        page = preparedHtml(withDocumentHead(await renderedOrBare(ctx, `/blog/${key}`, query), head, publicUrl));
        if (posts.size >= CACHED_POSTS) posts.delete(posts.keys().next().value!);
        posts.set(cacheKey, page);
      }
      sendHtml(ctx, page);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      sendHtml(ctx, notFoundPage, 404);
    }
  });
  return router;

  /** The post rendered into its document, or the bare app document when the build has no renderer or it fails. */
  async function renderedOrBare(ctx: AppContext, path: string, query: ServerQuery): Promise<string> {
    if (!renderBlogPost) return indexHtml;
    try {
      return await renderBlogPost(path, [query]);
    } catch (error) {
      ctx.deps.log.error('server render failed', { path, error });
      return indexHtml;
    }
  }
}
