import { sql, type Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { engineOf, ONE_ROW, type QueryBuilder } from '../../db/query-builder';

/** A `profiles` row as stored (flags as 0/1). */
export type ProfileRow = Selectable<Tables['profiles']>;

/** A `profile_items` row: the kind-specific fields live in the `data` JSON. */
export type ProfileItemRow = Selectable<Tables['profile_items']>;

/** The editable columns of a card, as written on create and save. */
export type ProfileFields = Pick<
  ProfileRow,
  | 'slug'
  | 'display_name'
  | 'contact_kind'
  | 'given_name'
  | 'family_name'
  | 'title'
  | 'company'
  | 'bio'
  | 'language'
  | 'template'
  | 'primary_color'
  | 'background_color'
  | 'avatar'
  | 'cover'
  | 'logo'
  | 'is_published'
  | 'wallet_for_visitors'
  | 'translations'
>;

/** An item as written: its kind, its JSON data and whether it shows. */
export interface ItemFields {
  kind: string;
  data: string;
  is_enabled: 0 | 1;
}

/**
 * How many former addresses a card keeps leading to it: enough for the prints of years, and not a way for one owner to
 * hold every address they ever typed.
 */
export const FORMER_SLUGS_KEPT = 10;

/** SQL access to cards and their items. */
export function profilesRepo(query: QueryBuilder) {
  const profiles = () => query.selectFrom('profiles').selectAll();
  const postgres = engineOf(query) === 'postgres';
  /** The addresses a card had before, newest first. */
  const formerSlugsOf = async (profileId: number): Promise<string[]> =>
    (await query.selectFrom('card_former_slugs').select('slug').where('profile_id', '=', profileId).orderBy('left_at', 'desc').orderBy('slug').execute()).map((row) => row.slug);

  return {
    findById: (id: number) => profiles().where('id', '=', id).executeTakeFirst() as Promise<ProfileRow | undefined>,
    findBySlug: (slug: string) => profiles().where('slug', '=', slug.toLowerCase()).executeTakeFirst() as Promise<ProfileRow | undefined>,
    /** A card created by the seed (examples, the demo card). */
    findBySeedKey: (seedKey: string) => profiles().where('seed_key', '=', seedKey).executeTakeFirst() as Promise<ProfileRow | undefined>,
    /** The `/@username` card: the user's primary card (username compared without case). */
    findPrimaryOfUsername: (username: string) =>
      query
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .selectAll('p')
        .where('u.username', '=', username)
        .where('p.is_primary', '=', 1)
        .executeTakeFirst() as Promise<ProfileRow | undefined>,
    listByUser: (userId: number) => profiles().where('user_id', '=', userId).orderBy('is_primary', 'desc').orderBy('id').execute() as Promise<ProfileRow[]>,
    async countByUser(userId: number): Promise<number> {
      const { n } = await query.selectFrom('profiles').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(n);
    },
    itemsOf: (profileId: number) =>
      query.selectFrom('profile_items').selectAll().where('profile_id', '=', profileId).orderBy('sort_order').orderBy('id').execute() as Promise<ProfileItemRow[]>,

    /** Inserts a card (version 1) and returns its id. */
    async insert(userId: number, fields: ProfileFields, options: { isPrimary: boolean; seedKey?: string | null; now: string }): Promise<number> {
      const { id } = await query
        .insertInto('profiles')
        .values({
          ...fields,
          user_id: userId,
          is_primary: options.isPrimary ? 1 : 0,
          seed_key: options.seedKey ?? null,
          created_at: options.now,
          updated_at: options.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    /** Saves the card if it is still at `version` (bumping it); false when it was not. */
    async update(id: number, version: number, fields: ProfileFields, now: string): Promise<boolean> {
      const result = await query
        .updateTable('profiles')
        .set((eb) => ({ ...fields, version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The card a former address of a card leads to, and that card's owner. */
    formerSlugHolder: (slug: string) =>
      query
        .selectFrom('card_former_slugs as f')
        .innerJoin('profiles as p', 'p.id', 'f.profile_id')
        .select(['f.profile_id', 'p.user_id'])
        .where('f.slug', '=', slug.toLowerCase())
        .executeTakeFirst(),
    /** Keeps the address card `profileId` leaves leading to it; beyond FORMER_SLUGS_KEPT, its oldest former address goes free. */
    async keepFormerSlug(profileId: number, slug: string, now: string): Promise<void> {
      await query
        .insertInto('card_former_slugs')
        .values({ slug, profile_id: profileId, left_at: now })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet({ profile_id: profileId, left_at: now }))
        .execute();
      const released = (await formerSlugsOf(profileId)).slice(FORMER_SLUGS_KEPT);
      if (released.length > 0) await query.deleteFrom('card_former_slugs').where('slug', 'in', released).execute();
    },
    /** Lets a former address go: a card of the same owner takes it as its own address. */
    async releaseFormerSlug(slug: string): Promise<void> {
      await query.deleteFrom('card_former_slugs').where('slug', '=', slug.toLowerCase()).execute();
    },
    formerSlugsOf,
    async delete(id: number): Promise<boolean> {
      const result = await query.deleteFrom('profiles').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async deleteAllItems(profileId: number): Promise<void> {
      await query.deleteFrom('profile_items').where('profile_id', '=', profileId).execute();
    },
    /** Makes one card the user's primary one (the caller runs this in a transaction). */
    async makePrimary(userId: number, id: number): Promise<void> {
      await query.updateTable('profiles').set({ is_primary: 0 }).where('user_id', '=', userId).where('is_primary', '=', 1).execute();
      await query.updateTable('profiles').set({ is_primary: 1 }).where('id', '=', id).execute();
    },
    /** Gives a user without a primary card one: their oldest card. */
    async ensurePrimary(userId: number): Promise<void> {
      const primary = await query.selectFrom('profiles').select('id').where('user_id', '=', userId).where('is_primary', '=', 1).executeTakeFirst();
      if (primary) return;
      const first = await query.selectFrom('profiles').select('id').where('user_id', '=', userId).orderBy('id').limit(ONE_ROW).executeTakeFirst();
      if (first) await query.updateTable('profiles').set({ is_primary: 1 }).where('id', '=', first.id).execute();
    },

    async insertItem(profileId: number, item: ItemFields, sortOrder: number): Promise<number> {
      const { id } = await query
        .insertInto('profile_items')
        .values({ profile_id: profileId, kind: item.kind, data: item.data, is_enabled: item.is_enabled, sort_order: sortOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    async updateItem(profileId: number, itemId: number, item: ItemFields, sortOrder: number): Promise<void> {
      await query
        .updateTable('profile_items')
        .set({ kind: item.kind, data: item.data, is_enabled: item.is_enabled, sort_order: sortOrder })
        .where('id', '=', itemId)
        .where('profile_id', '=', profileId)
        .execute();
    },
    async deleteItem(profileId: number, itemId: number): Promise<void> {
      await query.deleteFrom('profile_items').where('id', '=', itemId).where('profile_id', '=', profileId).execute();
    },

    /** Every image path (avatar, cover, logo, gallery, video poster) used by any card of the user. */
    async imagePathsOfUser(userId: number): Promise<string[]> {
      const galleryImages = postgres
        ? sql`SELECT j.value FROM profiles p JOIN profile_items i ON i.profile_id = p.id, jsonb_array_elements_text(i.data::jsonb -> 'images') j
            WHERE p.user_id = ${userId} AND i.kind = 'gallery'`
        : sql`SELECT j.value FROM profiles p JOIN profile_items i ON i.profile_id = p.id, json_each(i.data, '$.images') j
            WHERE p.user_id = ${userId} AND i.kind = 'gallery'`;
      const poster = postgres ? sql`(i.data::jsonb ->> 'poster')` : sql`json_extract(i.data, '$.poster')`;
      const { rows } = await sql<{ path: string }>`
        SELECT avatar AS path FROM profiles WHERE user_id = ${userId} AND avatar IS NOT NULL
        UNION SELECT cover FROM profiles WHERE user_id = ${userId} AND cover IS NOT NULL
        UNION SELECT logo FROM profiles WHERE user_id = ${userId} AND logo IS NOT NULL
        UNION ${galleryImages}
        UNION SELECT ${poster} FROM profiles p JOIN profile_items i ON i.profile_id = p.id
          WHERE p.user_id = ${userId} AND i.kind = 'video' AND ${poster} IS NOT NULL`.execute(query);
      return rows.map((r) => r.path);
    },
  };
}

/** The card queries as returned by profilesRepo(). */
export type ProfilesRepo = ReturnType<typeof profilesRepo>;
