import type { QueryBuilder } from '../../db/query-builder';
import { cardPath } from '../../shared/card/ProfileCard';
import { LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { storedLanguages } from '../profiles/present';

/** One sitemap file holds at most 50,000 URLs; the fixed pages and other sources share it (cards' entries take this many). */
const MAX_CARDS = 45_000;

/**
 * Sitemap entries of published cards of active accounts, in creation order, with their last edit date: a card in
 * several languages by each version's own address, as its pages name themselves.
 */
export async function publishedCardsSitemap(query: QueryBuilder): Promise<{ path: string; lastmod: string }[]> {
  const rows = await query
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.slug', 'p.updated_at', 'p.language', 'p.translations'])
    .where('p.is_published', '=', 1)
    .where('u.disabled_at', 'is', null)
    .orderBy('p.id')
    .limit(MAX_CARDS)
    .execute();
  // A card in several languages is several entries: the file's limit counts them, not the cards.
  const entries = rows.flatMap((row) => {
    const path = cardPath(row.slug);
    const lastmod = row.updated_at.slice(0, 10);
    if (row.translations === '[]') return [{ path, lastmod }];
    return storedLanguages(row).map((language) => ({ path: `${path}?${LANGUAGE_PARAMETER}=${language}`, lastmod }));
  });
  return entries.slice(0, MAX_CARDS);
}
