import type { Database } from 'better-sqlite3';

/** A `physical_cards` row with the slug and name of its linked card (null when unlinked). */
export interface PhysicalCardRow {
  id: number;
  code: string;
  user_id: number | null;
  profile_id: number | null;
  is_active: 0 | 1;
  written_at: string | null;
  locked_at: string | null;
  last_tap_at: string | null;
  created_at: string;
  profile_slug: string | null;
  profile_name: string | null;
}

/** A physical card with the name of the account that holds it. */
export type HeldPhysicalCardRow = PhysicalCardRow & { user_id: number; holder_name: string };

/** What a tap on `/c/{code}` needs: where to go, and whether it may go there. */
export interface TapTarget {
  id: number;
  is_active: 0 | 1;
  profile_id: number | null;
  slug: string | null;
  /** 1 when the linked card is published and its owner's account is not disabled. */
  is_public: 0 | 1 | null;
}

/** An `nfc_orders` row with its card's slug and name. */
export interface NfcOrderRow {
  id: number;
  user_id: number;
  profile_id: number | null;
  template: string;
  primary_color: string;
  background_color: string;
  quantity: number;
  shipping_name: string;
  shipping_phone: string;
  shipping_address: string;
  shipping_city: string;
  unit_price: number;
  status: 'pending' | 'paid' | 'shipped' | 'cancelled';
  /** The organisation that ordered it for a member's card, if one did. */
  organisation_id: number | null;
  created_at: string;
  profile_slug: string | null;
  profile_name: string | null;
}

/** An order an organisation placed, with the member whose card it is for (null once that card is gone). */
export type MemberNfcOrderRow = NfcOrderRow & { member_id: number | null; member_name: string | null };

/** The columns of a new order. */
export type NewNfcOrder = Omit<NfcOrderRow, 'id' | 'status' | 'profile_slug' | 'profile_name'>;

const CARD = `SELECT c.*, p.slug AS profile_slug, p.display_name AS profile_name
  FROM physical_cards c LEFT JOIN profiles p ON p.id = c.profile_id`;
const ORDER = `SELECT o.*, p.slug AS profile_slug, p.display_name AS profile_name
  FROM nfc_orders o LEFT JOIN profiles p ON p.id = o.profile_id`;

/** SQL access to physical cards and their orders. */
export function physicalCardsRepo(db: Database) {
  const byId = db.prepare<[number], PhysicalCardRow>(`${CARD} WHERE c.id = ?`);
  const byCode = db.prepare<[string], PhysicalCardRow>(`${CARD} WHERE c.code = ?`);
  const byUser = db.prepare<[number], PhysicalCardRow>(`${CARD} WHERE c.user_id = ? ORDER BY c.id`);
  const heldInOrganisation = db.prepare<[number], HeldPhysicalCardRow>(`SELECT c.*, p.slug AS profile_slug, p.display_name AS profile_name,
      u.display_name AS holder_name
    FROM physical_cards c JOIN organisation_members m ON m.user_id = c.user_id JOIN users u ON u.id = c.user_id
    LEFT JOIN profiles p ON p.id = c.profile_id
    WHERE m.organisation_id = ? ORDER BY c.id`);
  const assign = db.prepare<[number, number, number, number]>(
    'UPDATE physical_cards SET user_id = ?, profile_id = ?, organisation_id = ?, is_active = 1 WHERE id = ?',
  );
  const returnToOwner = db.prepare<[number, number, number]>(
    'UPDATE physical_cards SET user_id = ?, profile_id = NULL WHERE organisation_id = ? AND user_id = ?',
  );
  const countByUser = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM physical_cards WHERE user_id = ?');
  const tapTarget = db.prepare<[string], TapTarget>(`
    SELECT c.id, c.is_active, c.profile_id, p.slug, p.is_published AND u.disabled_at IS NULL AS is_public
    FROM physical_cards c LEFT JOIN profiles p ON p.id = c.profile_id LEFT JOIN users u ON u.id = p.user_id
    WHERE c.code = ?`);
  const insert = db.prepare<{ code: string; userId: number | null; profileId: number | null; now: string }>(
    'INSERT INTO physical_cards (code, user_id, profile_id, created_at) VALUES (@code, @userId, @profileId, @now)',
  );
  const claim = db.prepare<[number, number | null, number]>('UPDATE physical_cards SET user_id = ?, profile_id = ?, is_active = 1 WHERE id = ?');
  const link = db.prepare<[number, number]>('UPDATE physical_cards SET profile_id = ? WHERE id = ?');
  const setActive = db.prepare<[number, number]>('UPDATE physical_cards SET is_active = ? WHERE id = ?');
  const markWritten = db.prepare<[string, number]>('UPDATE physical_cards SET written_at = ? WHERE id = ?');
  const markLocked = db.prepare<[string, string, number]>(
    'UPDATE physical_cards SET written_at = coalesce(written_at, ?), locked_at = coalesce(locked_at, ?) WHERE id = ?',
  );
  const markTap = db.prepare<[string, number]>('UPDATE physical_cards SET last_tap_at = ? WHERE id = ?');

  const ordersByUser = db.prepare<[number], NfcOrderRow>(`${ORDER} WHERE o.user_id = ? ORDER BY o.id DESC`);
  const orderById = db.prepare<[number], NfcOrderRow>(`${ORDER} WHERE o.id = ?`);
  const ordersOfOrganisation = db.prepare<[number], MemberNfcOrderRow>(`SELECT o.*, p.slug AS profile_slug, p.display_name AS profile_name,
      p.user_id AS member_id, u.display_name AS member_name
    FROM nfc_orders o LEFT JOIN profiles p ON p.id = o.profile_id LEFT JOIN users u ON u.id = p.user_id
    WHERE o.organisation_id = ? ORDER BY o.id DESC`);
  const insertOrder = db.prepare<NewNfcOrder>(`INSERT INTO nfc_orders (user_id, profile_id, template, primary_color,
    background_color, quantity, shipping_name, shipping_phone, shipping_address, shipping_city, unit_price, organisation_id,
    created_at)
    VALUES (@user_id, @profile_id, @template, @primary_color, @background_color, @quantity, @shipping_name,
    @shipping_phone, @shipping_address, @shipping_city, @unit_price, @organisation_id, @created_at)`);
  const nfcUnitPrice = db.prepare<[], { yearly_price: number }>(
    "SELECT yearly_price FROM products WHERE package_type = 'nfc_card' AND is_active = 1 ORDER BY sort_order, id LIMIT 1",
  );

  return {
    findById: (id: number) => byId.get(id),
    findByCode: (code: string) => byCode.get(code),
    listByUser: (userId: number) => byUser.all(userId),
    countByUser: (userId: number) => countByUser.get(userId)!.n,
    /** The one-query lookup of a tap: the card, its linked card's slug and whether that card is public. */
    tapTarget: (code: string) => tapTarget.get(code),

    /** Inserts a card (unclaimed when `userId` is null) and returns its id. */
    insert(code: string, userId: number | null, profileId: number | null, now: string): number {
      return Number(insert.run({ code, userId, profileId, now }).lastInsertRowid);
    },
    /** Gives a card to a user, linked to `profileId`, and activates it. */
    claim: (id: number, userId: number, profileId: number | null) => void claim.run(userId, profileId, id),
    link: (id: number, profileId: number) => void link.run(profileId, id),
    /** The cards the members of an organisation hold, with each holder's name. */
    heldInOrganisation: (organisationId: number) => heldInOrganisation.all(organisationId),
    /** Gives a card to a member of an organisation, opening `profileId`, active, and remembers who gave it. */
    assign: (id: number, userId: number, profileId: number, organisationId: number) => void assign.run(userId, profileId, organisationId, id),
    /** The cards an organisation gave a member go back to its owner, unlinked (when the member leaves). */
    returnToOwner: (organisationId: number, memberId: number, ownerId: number) => void returnToOwner.run(ownerId, organisationId, memberId),
    setActive: (id: number, active: boolean) => void setActive.run(active ? 1 : 0, id),
    markWritten: (id: number, now: string) => void markWritten.run(now, id),
    /** Records the permanent lock (a locked tag was necessarily written); the first time is kept. */
    markLocked: (id: number, now: string) => void markLocked.run(now, now, id),
    markTap: (id: number, now: string) => void markTap.run(now, id),

    listOrdersByUser: (userId: number) => ordersByUser.all(userId),
    findOrderById: (id: number) => orderById.get(id),
    ordersOfOrganisation: (organisationId: number) => ordersOfOrganisation.all(organisationId),
    insertOrder: (order: NewNfcOrder) => Number(insertOrder.run(order).lastInsertRowid),
    /** The price of one printed card in agorot (the active NFC-card product), if there is one. */
    nfcUnitPrice: () => nfcUnitPrice.get()?.yearly_price,
  };
}

/** The queries as returned by physicalCardsRepo(). */
export type PhysicalCardsRepo = ReturnType<typeof physicalCardsRepo>;
