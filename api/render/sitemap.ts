import type { Database } from 'better-sqlite3';

/** The public pages of spec §2 listed in the sitemap; later domains add profiles and blog posts. */
export const PUBLIC_PAGES = ['/', '/examples', '/help', '/blog', '/communities', '/contact', '/privacy', '/terms', '/refund', '/accessibility', '/embed'];

/** A URL the sitemap lists, with its last modification when known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** A source of extra sitemap entries (published profiles, blog posts) registered by later domains. */
export type SitemapSource = (db: Database) => SitemapEntry[];

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

/** Paths no crawler should index: the API and every signed-in screen. */
const PRIVATE_PATHS = ['/api/', '/dashboard', '/editor', '/stats', '/leads', '/contact-leads', '/subscription', '/physical-cards', '/wallet', '/account', '/admin', '/admin-dashboard', '/package-migration', '/blog-admin', '/checkout', '/invoices', '/payment-demo', '/at-routes-test'];

/** Renders robots.txt pointing at the sitemap. */
export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
