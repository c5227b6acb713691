import { sql } from 'kysely';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { NUMBER_STAND_IN, preparedQuery, type QueryBuilder } from '../../db/query-builder';

/** What deciding whether and how to serve a card needs, without its content: one indexed lookup per visit. */
export interface CardHead {
  id: number;
  user_id: number;
  slug: string;
  version: number;
  is_published: 0 | 1;
  primary_color: string;
  background_color: string;
  /** 1 unless the owner's account is disabled. */
  owner_active: 0 | 1;
  /** 1 for the shared demo account's cards, whose visitors' details are kept nowhere. */
  owner_demo: 0 | 1;
  /** The card's own language, and its versions in others (JSON: which language its page speaks to whom). */
  language: CardLanguage;
  translations: string;
}

/**
 * The narrow per-visit queries of the public pages. The card's content is read through the profiles
 * repo only when a page must be rendered (a cache miss, a vCard).
 */
export function cardHeadsRepo(query: QueryBuilder) {
  const heads = () =>
    query
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.user_id', 'p.slug', 'p.version', 'p.is_published', 'p.primary_color', 'p.background_color', 'p.language', 'p.translations'])
      .select(sql<0 | 1>`CASE WHEN u.disabled_at IS NULL THEN 1 ELSE 0 END`.as('owner_active'))
      .select('u.is_demo as owner_demo');
  // Every visit asks one of these: built once, on first use, and only their values change.
  const bySlug = preparedQuery(query, (slug: string) => heads().where('p.slug', '=', slug), ['\u0000slug']);
  const byId = preparedQuery(query, (id: number) => heads().where('p.id', '=', id), [NUMBER_STAND_IN]);
  // Usernames compare without case on both engines (COLLATE NOCASE on SQLite, citext on PostgreSQL): /@Dana and /@dana find the same account.
  const primaryByUsername = preparedQuery(query, (username: string) => heads().where('u.username', '=', username).where('p.is_primary', '=', 1), ['\u0000username']);
  const byFormerSlug = preparedQuery(
    query,
    (slug: string) => heads().innerJoin('card_former_slugs as f', 'f.profile_id', 'p.id').where('f.slug', '=', slug),
    ['\u0000slug'],
  );
  return {
    bySlug: async (slug: string): Promise<CardHead | undefined> => (await bySlug(slug.toLowerCase()))[0] as CardHead | undefined,
    /** The card that had this address before its present one. */
    byFormerSlug: async (slug: string): Promise<CardHead | undefined> => (await byFormerSlug(slug.toLowerCase()))[0] as CardHead | undefined,
    byId: async (id: number): Promise<CardHead | undefined> => (await byId(id))[0] as CardHead | undefined,
    primaryByUsername: async (username: string): Promise<CardHead | undefined> => (await primaryByUsername(username))[0] as CardHead | undefined,
  };
}
