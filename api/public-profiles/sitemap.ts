import type { QueryBuilder } from '../../db/query-builder';

/** One sitemap file holds at most 50,000 URLs; the fixed pages and other sources share it. */
const MAX_CARDS = 45_000;

/** Sitemap entries of published cards of active accounts, in creation order, with their last edit date. */
export async function publishedCardsSitemap(query: QueryBuilder): Promise<{ path: string; lastmod: string }[]> {
  const rows = await query
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.slug', 'p.updated_at'])
    .where('p.is_published', '=', 1)
    .where('u.disabled_at', 'is', null)
    .orderBy('p.id')
    .limit(MAX_CARDS)
    .execute();
  return rows.map((row) => ({ path: `/p/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at.slice(0, 10) }));
}
