import type { Next } from 'koa';
import { INDEXED_PATHS, type PAGE_KINDS } from '../../shared/pages/table';
import type { AppContext } from '../http/context';
import { prepare, send, type Prepared } from '../http/prepared';
import { memoUntilWrite, type WriteWatch } from '../memo-by-data';

/** A URL the sitemap lists, with its last modification when known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The kinds of page with addresses of their own that the sitemap lists (the public pages come from their table). */
type ListedKind = { [Kind in keyof typeof PAGE_KINDS]: (typeof PAGE_KINDS)[Kind]['inSitemap'] extends true ? Kind : never }[keyof typeof PAGE_KINDS];

/** Where the addresses of each listed kind come from: published cards, published blog posts. */
export type SitemapSources = Record<Exclude<ListedKind, 'public'>, () => Promise<SitemapEntry[]>>;

/** How long a crawler may keep the sitemap and robots.txt. */
export const CRAWLER_FILES_CACHE = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Renders sitemap.xml for the public URL. */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(publicUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** A text prepared (ETag, compressed forms) again only when it changes: most writes leave the sitemap as it was. */
export function preparedWhenChanged(): (text: string) => Prepared {
  let last: { text: string; page: Prepared } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, page: prepare(text, { compress: 'best', ahead: true }) };
    return last.page;
  };
}

/** `/sitemap.xml` under the site's current address: the public pages, then every listed kind's addresses. */
export function sitemap(sources: SitemapSources, writes: WriteWatch, config: { publicUrl: string }) {
  const entries = memoUntilWrite(writes, async () => [
    ...INDEXED_PATHS.map((path) => ({ path })),
    ...(await Promise.all(Object.values(sources).map((source) => source()))).flat(),
  ]);
  const prepared = preparedWhenChanged();
  return async function sitemapXml(ctx: AppContext, next: Next) {
    if (ctx.path !== '/sitemap.xml' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    send(ctx, prepared(renderSitemap(config.publicUrl, await entries())), { type: 'application/xml; charset=utf-8', cacheControl: CRAWLER_FILES_CACHE });
  };
}
