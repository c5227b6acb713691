import type { Next } from 'koa';
import { NOINDEX_PATHS, PAGE_KINDS } from '../../shared/pages/table';
import type { AppContext } from '../http/context';
import { send } from '../http/prepared';
import { CRAWLER_FILES_CACHE, preparedWhenChanged } from './sitemap';

/** Physical cards' short links (`/c/{code}`): redirects to a card page, which is indexed under its own address. */
const SHORT_LINK_PREFIX = '/c/';

/**
 * Renders robots.txt: public cards (`/p/`) open to crawlers; the API, the signed-in pages, the visitor's own pages,
 * the public pages kept out of search results and short links closed; the sitemap named.
 */
export function renderRobots(publicUrl: string): string {
  const disallowed = ['/api/', ...PAGE_KINDS.owner.paths, ...PAGE_KINDS.visitor.paths, ...NOINDEX_PATHS, SHORT_LINK_PREFIX];
  return ['User-agent: *', 'Allow: /', 'Allow: /p/', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** `/robots.txt` under the site's current address. */
export function robots(config: { publicUrl: string }) {
  const prepared = preparedWhenChanged();
  return function robotsTxt(ctx: AppContext, next: Next) {
    if (ctx.path !== '/robots.txt' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    send(ctx, prepared(renderRobots(config.publicUrl)), { type: 'text/plain; charset=utf-8', cacheControl: CRAWLER_FILES_CACHE });
  };
}
