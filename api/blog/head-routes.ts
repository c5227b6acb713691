import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Router } from '@koa/router';
import type { Database } from 'better-sqlite3';
import type { AppContext, AppContextExtras, AppState } from '../context';
import { coverPreviewImage } from '../render/cover-image';
import { withDocumentHead, type DocumentHead } from './document-head';
import { INFO_PAGE_HEADS } from './info-page-heads';
import { presentPost } from './present';
import { blogRepo } from './repo';
import { serverRenderer, type ServerQuery } from './server-render';
import { visiblePost } from './service';
import { HttpError } from '../http-error';
import { answeredNotModified, chosenEncoding } from '../http-cache';
import { appDocumentPath, notFoundDocument } from '../static';

/** An HTML answer with its ETag, compressed at most once per encoding, when first asked for. */
class PreparedHtml {
  readonly etag: string;
  private readonly compressed: { br?: Buffer; gzip?: Buffer } = {};

  constructor(readonly html: string) {
    this.etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  }

  /** The body for an encoding the client accepts (small documents go as they are). */
  body(encoding: string | false): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
    if (this.html.length <= 1024 || (encoding !== 'br' && encoding !== 'gzip')) return { body: this.html };
    this.compressed[encoding] ??= encoding === 'br' ? brotliCompressSync(this.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(this.html);
    return { encoding, body: this.compressed[encoding] };
  }
}

function sendHtml(ctx: AppContext, page: PreparedHtml, status = 200): void {
  const { encoding, body } = page.body(chosenEncoding(ctx));
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  if (status === 200 && answeredNotModified(ctx, page.etag, encoding ?? 'identity')) return;
  ctx.status = status;
  ctx.vary('Accept-Encoding');
  // A server-rendered post is tens of kilobytes: compressed, it arrives in a round trip or two.
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}

/** Blog post documents kept, by post and content: a post is read far more often than it changes. */
const CACHED_POSTS = 64;

/**
 * The SPA's index.html with a real <head> for crawlers and link previews: each blog post's title,
 * excerpt and Open Graph tags, and the information pages' titles and descriptions.
 * Without a built app (tests, first start) the requests fall through to the app server.
 */
export function pageHeadRoutes(db: Database, { appDir, publicUrl }: { appDir: string; publicUrl: string }) {
  const router = new Router<AppState, AppContextExtras>();
  const indexPath = join(appDir, 'index.html');
  if (!existsSync(indexPath)) return router;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const repo = blogRepo(db);
  const notFoundPage = new PreparedHtml(notFoundDocument(appDir, publicUrl) ?? indexHtml);

  for (const [path, head] of Object.entries(INFO_PAGE_HEADS)) {
    // The page pre-rendered at build time, when there is one, carries its content as well as its head.
    const pageHtml = new PreparedHtml(withDocumentHead(readFileSync(appDocumentPath(appDir, path), 'utf8'), { ...head, path }, publicUrl));
    const bareHtml = new PreparedHtml(withDocumentHead(indexHtml, { ...head, path }, publicUrl));
    router.get(path, (ctx) => sendHtml(ctx, ctx.querystring === '' ? pageHtml : bareHtml));
  }
  const renderBlogPost = serverRenderer(appDir, 'blog-post');
  const posts = new Map<string, PreparedHtml>();
  router.get('/blog/:id', async (ctx) => {
    try {
      const key = ctx.params.id ?? '';
      const post = visiblePost(repo, key, false);
      const head: DocumentHead = {
        title: post.title,
        description: post.excerpt || post.title,
        path: `/blog/${post.id}`,
        type: 'article',
        image: coverPreviewImage(post.cover),
        publishedTime: post.published_at,
      };
      // The key the page's query uses (app/features/blog/queries.ts), with the answer the API gives a visitor.
      const query: ServerQuery = [[`/api/blog-posts/${encodeURIComponent(key)}`], presentPost(post, { withSource: false })];
      const cacheKey = createHash('sha1').update(JSON.stringify(query)).digest('base64url');
      let page = posts.get(cacheKey);
      if (!page) {
        page = new PreparedHtml(withDocumentHead(await renderedOrBare(ctx, `/blog/${key}`, query), head, publicUrl));
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
