import type { Database } from 'better-sqlite3';

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
}

const HEAD = `SELECT p.id, p.user_id, p.slug, p.version, p.is_published, p.primary_color, p.background_color,
  u.disabled_at IS NULL AS owner_active FROM profiles p JOIN users u ON u.id = p.user_id`;

/**
 * The narrow per-visit queries of the public pages. The card's content is read through the profiles
 * repo only when a page must be rendered (a cache miss, a vCard).
 */
export function cardHeadsRepo(db: Database) {
  const bySlug = db.prepare<[string], CardHead>(`${HEAD} WHERE p.slug = ?`);
  const byId = db.prepare<[number], CardHead>(`${HEAD} WHERE p.id = ?`);
  // users.username is COLLATE NOCASE, so /@Dana and /@dana find the same account.
  const byUsername = db.prepare<[string], CardHead>(`${HEAD} WHERE u.username = ? AND p.is_primary = 1`);
  return {
    bySlug: (slug: string) => bySlug.get(slug.toLowerCase()),
    byId: (id: number) => byId.get(id),
    primaryByUsername: (username: string) => byUsername.get(username),
  };
}
