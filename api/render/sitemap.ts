import type { QueryBuilder } from '../../db/query-builder';
import { NOINDEX_PATHS } from '../../shared/public-pages';

/** A URL the sitemap lists, with its last modification when known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** A source of extra sitemap entries (published profiles, blog posts) registered by later domains. */
export type SitemapSource = (query: QueryBuilder) => Promise<SitemapEntry[]>;

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

/** Paths no crawler should index: the API and every signed-in screen (public pages kept out: NOINDEX_PATHS). */
const PRIVATE_PATHS = ['/api/', '/dashboard', '/editor', '/stats', '/leads', '/contact-leads', '/subscription', '/physical-cards', '/wallet', '/account', '/admin', '/admin-dashboard', '/package-migration', '/blog-admin', '/checkout', '/invoices', '/payment-demo'];

/** Physical cards' short links (`/c/{code}`): redirects to a card page, which is indexed under its own address. */
const SHORT_LINK_PREFIX = '/c/';

/** Renders robots.txt: public cards (`/p/`) open to crawlers, private screens and short links closed, the sitemap named. */
export function renderRobots(publicUrl: string): string {
  const disallowed = [...PRIVATE_PATHS, ...NOINDEX_PATHS, SHORT_LINK_PREFIX];
  return ['User-agent: *', 'Allow: /', 'Allow: /p/', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
