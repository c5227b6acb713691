import type { Database } from 'better-sqlite3';
import type { SitemapEntry } from '../render/sitemap';

/** One sitemap file holds at most 50,000 URLs; the fixed pages and other sources share it. */
const MAX_CARDS = 45_000;

/** Sitemap entries of published cards of active accounts, in creation order, with their last edit date. */
export function publishedCardsSitemap(db: Database): SitemapEntry[] {
  const rows = db
    .prepare<[number], { slug: string; updated_at: string }>(
      `SELECT p.slug, p.updated_at FROM profiles p JOIN users u ON u.id = p.user_id
       WHERE p.is_published = 1 AND u.disabled_at IS NULL ORDER BY p.id LIMIT ?`,
    )
    .all(MAX_CARDS);
  return rows.map((row) => ({ path: `/p/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at.slice(0, 10) }));
}
