import type { Database } from 'better-sqlite3';
import type { CardLanguage } from '../../shared/contract/card-languages';

/** A `profiles` row as stored (flags as 0/1). */
export interface ProfileRow {
  id: number;
  user_id: number;
  slug: string;
  is_primary: 0 | 1;
  display_name: string;
  contact_kind: 'person' | 'business';
  given_name: string;
  family_name: string;
  title: string;
  company: string;
  bio: string;
  language: CardLanguage;
  template: string;
  primary_color: string;
  background_color: string;
  avatar: string | null;
  cover: string | null;
  logo: string | null;
  is_published: 0 | 1;
  version: number;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A `profile_items` row: the kind-specific fields live in the `data` JSON. */
export interface ProfileItemRow {
  id: number;
  profile_id: number;
  kind: string;
  data: string;
  is_enabled: 0 | 1;
  sort_order: number;
}

/** The editable columns of a card, as written on create and save. */
export interface ProfileFields {
  slug: string;
  display_name: string;
  contact_kind: 'person' | 'business';
  given_name: string;
  family_name: string;
  title: string;
  company: string;
  bio: string;
  language: CardLanguage;
  template: string;
  primary_color: string;
  background_color: string;
  avatar: string | null;
  cover: string | null;
  logo: string | null;
  is_published: 0 | 1;
}

/** An item as written: its kind, its JSON data and whether it shows. */
export interface ItemFields {
  kind: string;
  data: string;
  is_enabled: 0 | 1;
}

const FIELD_NAMES = [
  'slug', 'display_name', 'contact_kind', 'given_name', 'family_name', 'title', 'company', 'bio', 'language', 'template', 'primary_color', 'background_color', 'avatar',
  'cover', 'logo', 'is_published',
] as const;
const SET_FIELDS = FIELD_NAMES.map((name) => `${name} = @${name}`).join(', ');

/** SQL access to cards and their items. */
export function profilesRepo(db: Database) {
  const byId = db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE id = ?');
  const bySlug = db.prepare<[string], ProfileRow>('SELECT * FROM profiles WHERE slug = ?');
  const bySeedKey = db.prepare<[string], ProfileRow>('SELECT * FROM profiles WHERE seed_key = ?');
  const byUser = db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE user_id = ? ORDER BY is_primary DESC, id');
  const countByUser = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM profiles WHERE user_id = ?');
  const primaryOfUsername = db.prepare<[string], ProfileRow>(
    'SELECT p.* FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.username = ? AND p.is_primary = 1',
  );
  const insert = db.prepare(`INSERT INTO profiles (user_id, is_primary, seed_key, created_at, updated_at, ${FIELD_NAMES.join(', ')})
    VALUES (@user_id, @is_primary, @seed_key, @now, @now, ${FIELD_NAMES.map((n) => '@' + n).join(', ')})`);
  const update = db.prepare(`UPDATE profiles SET ${SET_FIELDS}, version = version + 1, updated_at = @now
    WHERE id = @id AND version = @version`);
  const remove = db.prepare<[number]>('DELETE FROM profiles WHERE id = ?');
  const clearPrimary = db.prepare<[number]>('UPDATE profiles SET is_primary = 0 WHERE user_id = ? AND is_primary = 1');
  const setPrimary = db.prepare<[number]>('UPDATE profiles SET is_primary = 1 WHERE id = ?');
  const firstOfUser = db.prepare<[number], { id: number }>('SELECT id FROM profiles WHERE user_id = ? ORDER BY id LIMIT 1');
  const hasPrimary = db.prepare<[number], { id: number }>('SELECT id FROM profiles WHERE user_id = ? AND is_primary = 1');

  const items = db.prepare<[number], ProfileItemRow>('SELECT * FROM profile_items WHERE profile_id = ? ORDER BY sort_order, id');
  const insertItem = db.prepare('INSERT INTO profile_items (profile_id, kind, data, is_enabled, sort_order) VALUES (?, ?, ?, ?, ?)');
  const updateItem = db.prepare('UPDATE profile_items SET kind = ?, data = ?, is_enabled = ?, sort_order = ? WHERE id = ? AND profile_id = ?');
  const deleteItem = db.prepare<[number, number]>('DELETE FROM profile_items WHERE id = ? AND profile_id = ?');
  const deleteItems = db.prepare<[number]>('DELETE FROM profile_items WHERE profile_id = ?');
  const imagePaths = db.prepare<{ userId: number }, { path: string }>(`
    SELECT avatar AS path FROM profiles WHERE user_id = @userId AND avatar IS NOT NULL
    UNION SELECT cover FROM profiles WHERE user_id = @userId AND cover IS NOT NULL
    UNION SELECT logo FROM profiles WHERE user_id = @userId AND logo IS NOT NULL
    UNION SELECT j.value FROM profiles p JOIN profile_items i ON i.profile_id = p.id, json_each(i.data, '$.images') j
      WHERE p.user_id = @userId AND i.kind = 'gallery'
    UNION SELECT json_extract(i.data, '$.poster') FROM profiles p JOIN profile_items i ON i.profile_id = p.id
      WHERE p.user_id = @userId AND i.kind = 'video' AND json_extract(i.data, '$.poster') IS NOT NULL`);

  return {
    findById: (id: number) => byId.get(id),
    findBySlug: (slug: string) => bySlug.get(slug.toLowerCase()),
    /** A card created by the seed (examples, the demo card). */
    findBySeedKey: (seedKey: string) => bySeedKey.get(seedKey),
    /** The `/@username` card: the user's primary card (username compared without case). */
    findPrimaryOfUsername: (username: string) => primaryOfUsername.get(username),
    listByUser: (userId: number) => byUser.all(userId),
    countByUser: (userId: number) => countByUser.get(userId)!.n,
    itemsOf: (profileId: number) => items.all(profileId),

    /** Inserts a card (version 1) and returns its id. */
    insert(userId: number, fields: ProfileFields, options: { isPrimary: boolean; seedKey?: string | null; now: string }): number {
      const { lastInsertRowid } = insert.run({
        ...fields,
        user_id: userId,
        is_primary: Number(options.isPrimary),
        seed_key: options.seedKey ?? null,
        now: options.now,
      });
      return Number(lastInsertRowid);
    },
    /** Saves the card if it is still at `version` (bumping it); false when it was not. */
    update(id: number, version: number, fields: ProfileFields, now: string): boolean {
      return update.run({ ...fields, id, version, now }).changes === 1;
    },
    delete: (id: number) => remove.run(id).changes === 1,
    deleteAllItems: (profileId: number) => void deleteItems.run(profileId),
    /** Makes one card the user's primary one (the caller runs this in a transaction). */
    makePrimary(userId: number, id: number): void {
      clearPrimary.run(userId);
      setPrimary.run(id);
    },
    /** Gives a user without a primary card one: their oldest card. */
    ensurePrimary(userId: number): void {
      if (hasPrimary.get(userId)) return;
      const first = firstOfUser.get(userId);
      if (first) setPrimary.run(first.id);
    },

    insertItem(profileId: number, item: ItemFields, sortOrder: number): number {
      return Number(insertItem.run(profileId, item.kind, item.data, item.is_enabled, sortOrder).lastInsertRowid);
    },
    updateItem(profileId: number, itemId: number, item: ItemFields, sortOrder: number): void {
      updateItem.run(item.kind, item.data, item.is_enabled, sortOrder, itemId, profileId);
    },
    deleteItem: (profileId: number, itemId: number) => deleteItem.run(itemId, profileId),

    /** Every image path (avatar, cover, logo, gallery, video poster) used by any card of the user. */
    imagePathsOfUser: (userId: number) => imagePaths.all({ userId }).map((r) => r.path),
  };
}

/** The card queries as returned by profilesRepo(). */
export type ProfilesRepo = ReturnType<typeof profilesRepo>;
