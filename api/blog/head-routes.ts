import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from '@koa/router';
import type { Database } from 'better-sqlite3';
import type { AppContext, AppContextExtras, AppState } from '../context';
import { withDocumentHead, type DocumentHead } from './document-head';
import { INFO_PAGE_HEADS } from './info-page-heads';
import { blogRepo } from './repo';
import { visiblePost } from './service';
import { HttpError } from '../http-error';
import { appDocumentPath } from '../static';

const NOT_FOUND_HEAD: Omit<DocumentHead, 'path'> = {
  title: 'דף לא נמצא',
  description: 'הדף שחיפשת אינו קיים או שהועבר למקום אחר.',
  noindex: true,
};

function sendHtml(ctx: AppContext, html: string, status = 200): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', `"${createHash('sha1').update(html).digest('base64url')}"`);
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = html;
}

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

  for (const [path, head] of Object.entries(INFO_PAGE_HEADS)) {
    // The page pre-rendered at build time, when there is one, carries its content as well as its head.
    const pageHtml = withDocumentHead(readFileSync(appDocumentPath(appDir, path), 'utf8'), { ...head, path }, publicUrl);
    const bareHtml = withDocumentHead(indexHtml, { ...head, path }, publicUrl);
    router.get(path, (ctx) => sendHtml(ctx, ctx.querystring === '' ? pageHtml : bareHtml));
  }
  router.get('/blog/:id', (ctx) => {
    const path = ctx.path;
    try {
      const post = visiblePost(repo, ctx.params.id ?? '', false);
      const head: DocumentHead = {
        title: post.title,
        description: post.excerpt || post.title,
        path: `/blog/${post.id}`,
        type: 'article',
        image: post.cover,
        publishedTime: post.published_at,
      };
      sendHtml(ctx, withDocumentHead(indexHtml, head, publicUrl));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      sendHtml(ctx, withDocumentHead(indexHtml, { ...NOT_FOUND_HEAD, path }, publicUrl), 404);
    }
  });
  return router;
}
