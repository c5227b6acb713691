import { Router } from '@koa/router';
import type { OpenDatabase } from '../../db/database';
import type { AppContext, AppContextExtras, AppState } from '../http/context';
import { memoUntilWrite, type WriteWatch } from '../memo-by-data';
import type { FileStore } from '../file-store/store';
import { prepare, send, type Prepared } from '../http/prepared';
import { coverImage, coverImageUploadId } from './cover-image';
import { SITE_IMAGE_PATH, siteImage } from './site-image';
import { INDEXED_PATHS } from '../../shared/public-pages';
import { renderRobots, renderSitemap, type SitemapSource } from './sitemap';

const CACHE_CONTROL = 'public, max-age=3600';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends a prepared text answer compressed as the client accepts, or 304 when its copy of that encoding is current. */
function sendPrepared(ctx: AppContext, page: Prepared, type: string) {
  send(ctx, page, { type, cacheControl: CACHE_CONTROL });
}

/** A text prepared (ETag, compressed forms) again only when it changes: most writes leave the sitemap as it was. */
function preparedWhenChanged(): (text: string) => Prepared {
  let last: { text: string; page: Prepared } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, page: prepare(text, { compress: 'best', ahead: true }) };
    return last.page;
  };
}

/** `/sitemap.xml` and `/robots.txt` under the site's current address, and the site's link-preview pictures. */
export function seoRoutes({ query }: OpenDatabase, sources: SitemapSource[], writes: WriteWatch, files: FileStore) {
  const router = new Router<AppState, AppContextExtras>();
  const entries = memoUntilWrite(writes, async () => [...INDEXED_PATHS.map((path) => ({ path })), ...(await Promise.all(sources.map((source) => source(query)))).flat()]);
  const sitemap = preparedWhenChanged();
  const robots = preparedWhenChanged();
  router.get('/sitemap.xml', async (ctx) => sendPrepared(ctx, sitemap(renderSitemap(ctx.deps.config.publicUrl, await entries())), 'application/xml; charset=utf-8'));
  router.get('/robots.txt', (ctx) => sendPrepared(ctx, robots(renderRobots(ctx.deps.config.publicUrl)), 'text/plain; charset=utf-8'));
  router.get('/og/:name', async (ctx, next) => {
    const name = ctx.params.name ?? '';
    const cover = coverImageUploadId(name);
    if (cover) {
      const jpeg = await coverImage(files, cover);
      if (!jpeg) return next();
      ctx.type = 'image/jpeg';
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.body = jpeg;
      return;
    }
    if (!/^kartis-[\w-]{16}\.jpg$/.test(name)) return next();
    // An address from before the picture last changed leads to the current one.
    if (ctx.path !== SITE_IMAGE_PATH) {
      ctx.set('Cache-Control', 'no-cache');
      return ctx.redirect(SITE_IMAGE_PATH);
    }
    ctx.type = 'image/jpeg';
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.body = await siteImage();
  });
  return router;
}
