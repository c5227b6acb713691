import { sql, type Updateable, type Selectable } from 'kysely';
import { NUMBER_STAND_IN, preparedQuery, ONE_ROW, type QueryBuilder } from '../../db/query-builder';
import type { PhysicalCardsTable, Tables } from '../../db/tables';
import type { NfcOrderStatus } from '../../shared/contract/physical-cards';

/** A `physical_cards` row with the slug and name of its linked card (null when unlinked). */
export type PhysicalCardRow = Selectable<PhysicalCardsTable> & { profile_slug: string | null; profile_name: string | null };

/** A physical card with the name of the account that holds it. */
export type HeldPhysicalCardRow = PhysicalCardRow & { user_id: number; holder_name: string };

/** What a tap on `/c/{code}` needs: where to go, and whether it may go there. */
export interface TapTarget {
  id: number;
  is_active: 0 | 1;
  profile_id: number | null;
  slug: string | null;
  /** 1 when the linked card is published and its owner's account is not disabled. */
  is_public: 0 | 1;
}

/** An `nfc_orders` row with its card's slug and name. */
export type NfcOrderRow = Selectable<Tables['nfc_orders']> & { profile_slug: string | null; profile_name: string | null };

/** An order an organisation placed, with the member whose card it is for (null once that card is gone). */
export type MemberNfcOrderRow = NfcOrderRow & { member_id: number | null; member_name: string | null };

/** The columns of a new order. */
export type NewNfcOrder = Omit<NfcOrderRow, 'id' | 'status' | 'profile_slug' | 'profile_name'>;

/** SQL access to physical cards and their orders. */
export function physicalCardsRepo(query: QueryBuilder) {
  const cards = () =>
    query
      .selectFrom('physical_cards as c')
      .leftJoin('profiles as p', 'p.id', 'c.profile_id')
      .selectAll('c')
      .select(['p.slug as profile_slug', 'p.display_name as profile_name']);
  const orders = () =>
    query
      .selectFrom('nfc_orders as o')
      .leftJoin('profiles as p', 'p.id', 'o.profile_id')
      .selectAll('o')
      .select(['p.slug as profile_slug', 'p.display_name as profile_name']);
  // A tap is the hot path of /c/{code}: its two statements are built once, on first use, and only their values change.
  const tapTarget = preparedQuery(
    query,
    (code: string) =>
      query
        .selectFrom('physical_cards as c')
        .leftJoin('profiles as p', 'p.id', 'c.profile_id')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['c.id', 'c.is_active', 'c.profile_id', 'p.slug', sql<0 | 1>`CASE WHEN p.is_published = 1 AND u.disabled_at IS NULL THEN 1 ELSE 0 END`.as('is_public')])
        .where('c.code', '=', code),
    ['\u0000code'],
  );
  const markTap = preparedQuery(query, (now: string, id: number) => query.updateTable('physical_cards').set({ last_tap_at: now }).where('id', '=', id), ['\u0000now', NUMBER_STAND_IN]);
  const updated = async (id: number, set: Updateable<PhysicalCardsTable>) => {
    await query.updateTable('physical_cards').set(set).where('id', '=', id).execute();
  };

  return {
    findById: (id: number) => cards().where('c.id', '=', id).executeTakeFirst() as Promise<PhysicalCardRow | undefined>,
    findByCode: (code: string) => cards().where('c.code', '=', code).executeTakeFirst() as Promise<PhysicalCardRow | undefined>,
    listByUser: (userId: number) => cards().where('c.user_id', '=', userId).orderBy('c.id').execute() as Promise<PhysicalCardRow[]>,
    async countByUser(userId: number): Promise<number> {
      const { n } = await query.selectFrom('physical_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(n);
    },
    /** The one-query lookup of a tap: the card, its linked card's slug and whether that card is public. */
    async tapTarget(code: string): Promise<TapTarget | undefined> {
      return (await tapTarget(code))[0] as TapTarget | undefined;
    },

    /** Inserts a card (unclaimed when `userId` is null) and returns its id. */
    async insert(code: string, userId: number | null, profileId: number | null, now: string): Promise<number> {
      const { id } = await query.insertInto('physical_cards').values({ code, user_id: userId, profile_id: profileId, created_at: now }).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },
    /** Gives a card to a user, linked to `profileId`, and activates it. */
    claim: (id: number, userId: number, profileId: number | null) => updated(id, { user_id: userId, profile_id: profileId, is_active: 1 }),
    link: (id: number, profileId: number) => updated(id, { profile_id: profileId }),
    /** The cards the members of an organisation hold, with each holder's name. */
    heldInOrganisation: (organisationId: number) =>
      cards()
        .innerJoin('organisation_members as m', 'm.user_id', 'c.user_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select('u.display_name as holder_name')
        .where('m.organisation_id', '=', organisationId)
        .orderBy('c.id')
        .execute() as Promise<HeldPhysicalCardRow[]>,
    /** Gives a card of an organisation to one of its members, opening `profileId`, active; the card stays the organisation's. */
    assign: (id: number, userId: number, profileId: number, organisationId: number) =>
      updated(id, { user_id: userId, profile_id: profileId, organisation_id: organisationId, is_active: 1 }),
    /** The cards an organisation gave a member go back to its owner, unlinked (when the member leaves). */
    async returnToOwner(organisationId: number, memberId: number, ownerId: number): Promise<void> {
      await query.updateTable('physical_cards').set({ user_id: ownerId, profile_id: null }).where('organisation_id', '=', organisationId).where('user_id', '=', memberId).execute();
    },
    setActive: (id: number, active: boolean) => updated(id, { is_active: active ? 1 : 0 }),
    markWritten: (id: number, now: string) => updated(id, { written_at: now }),
    /** Records the permanent lock (a locked tag was necessarily written); the first time is kept. */
    async markLocked(id: number, now: string): Promise<void> {
      await query
        .updateTable('physical_cards')
        .set((eb) => ({ written_at: eb.fn.coalesce('written_at', eb.val(now)), locked_at: eb.fn.coalesce('locked_at', eb.val(now)) }))
        .where('id', '=', id)
        .execute();
    },
    async markTap(id: number, now: string): Promise<void> {
      await markTap(now, id);
    },

    listOrdersByUser: (userId: number) => orders().where('o.user_id', '=', userId).orderBy('o.id', 'desc').execute() as Promise<NfcOrderRow[]>,
    findOrderById: (id: number) => orders().where('o.id', '=', id).executeTakeFirst() as Promise<NfcOrderRow | undefined>,
    ordersOfOrganisation: (organisationId: number) =>
      orders()
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.user_id as member_id', 'u.display_name as member_name'])
        .where('o.organisation_id', '=', organisationId)
        .orderBy('o.id', 'desc')
        .execute() as Promise<MemberNfcOrderRow[]>,
    /**
     * Moves an order to `to` if its status is still one of `from`, as one statement: of two moves at once, one finds
     * the order where it expected it. Returns whether it moved.
     */
    async moveOrder(id: number, from: readonly NfcOrderStatus[], to: NfcOrderStatus): Promise<boolean> {
      const moved = await query.updateTable('nfc_orders').set({ status: to }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },
    async insertOrder(order: NewNfcOrder): Promise<number> {
      const { id } = await query.insertInto('nfc_orders').values(order).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },
    /** The price of one printed card in agorot (the active NFC-card product), if there is one. */
    async nfcUnitPrice(): Promise<number | undefined> {
      const product = await query
        .selectFrom('products')
        .select('yearly_price')
        .where('package_type', '=', 'nfc_card')
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .limit(ONE_ROW)
        .executeTakeFirst();
      return product?.yearly_price;
    },
  };
}

/** The queries as returned by physicalCardsRepo(). */
export type PhysicalCardsRepo = ReturnType<typeof physicalCardsRepo>;
