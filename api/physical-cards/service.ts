import type { Database } from 'better-sqlite3';
import {
  PHYSICAL_CARD_MESSAGES,
  type ClaimPhysicalCard,
  type NfcOrder,
  type NfcOrderInput,
  type PhysicalCard,
} from '../../shared/contract/physical-cards';
import type { Config } from '../config';
import type { AuthUser } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { profilesRepo } from '../profiles/repo';
import { randomCardCode } from './codes';
import { presentNfcOrder, presentPhysicalCard } from './present';
import { physicalCardsRepo, type PhysicalCardRow } from './repo';

/** Who acts on a physical card: its owner, or an admin. */
export type Actor = Pick<AuthUser, 'id' | 'userRole' | 'isDemo'>;

/** How many physical cards one account may hold (a guard against scripts, far above any real use). */
const MAX_PHYSICAL_CARDS = 50;

const now = () => new Date().toISOString();

const profileProblem = () =>
  new HttpError(400, 'validation_failed', PHYSICAL_CARD_MESSAGES.profileNotFound, [{ path: 'profileId', message: PHYSICAL_CARD_MESSAGES.profileNotFound }]);

/** The rules of physical cards: ownership, claiming codes, linking to the owner's own cards, orders priced from the product. */
export function physicalCardsService(db: Database, config: Pick<Config, 'publicUrl'>) {
  const repo = physicalCardsRepo(db);
  const profiles = profilesRepo(db);
  const present = (row: PhysicalCardRow) => presentPhysicalCard(row, config.publicUrl);
  const load = (id: number) => present(repo.findById(id)!);

  /** The card if the actor may act on it; someone else's (or an unclaimed one) is "not found". */
  function owned(actor: Actor, id: number): PhysicalCardRow & { user_id: number } {
    const row = repo.findById(id);
    if (!row || row.user_id === null || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(PHYSICAL_CARD_MESSAGES.notFound);
    return row as PhysicalCardRow & { user_id: number };
  }

  /** A card of `ownerId` to link to; anyone else's card is refused as if it did not exist. */
  function ownProfile(ownerId: number, profileId: number): number {
    const profile = profiles.findById(profileId);
    if (!profile || profile.user_id !== ownerId) throw profileProblem();
    return profile.id;
  }

  function primaryProfileOf(userId: number): number | null {
    return profiles.listByUser(userId)[0]?.id ?? null;
  }

  function newCode(): string {
    for (;;) {
      const code = randomCardCode();
      if (!repo.findByCode(code)) return code;
    }
  }

  return {
    /** 404 unless the actor may act on the card (checked before the body is read, so all others' ids look alike). */
    assertAccess(actor: Actor, id: number): void {
      owned(actor, id);
    },

    /** The actor's physical cards, oldest first. */
    list: (actor: Actor): PhysicalCard[] => repo.listByUser(actor.id).map(present),

    /** A new physical card with a fresh code, linked to one of the actor's cards (for writing a blank tag). */
    create(actor: Actor, profileId: number): PhysicalCard {
      const linked = ownProfile(actor.id, profileId);
      const id = db
        .transaction(() => {
          if (repo.countByUser(actor.id) >= MAX_PHYSICAL_CARDS) throw new HttpError(409, 'too_many_physical_cards', PHYSICAL_CARD_MESSAGES.tooManyCards);
          return repo.insert(newCode(), actor.id, linked, now());
        })
        .immediate();
      return load(id);
    },

    /**
     * Makes an unclaimed code the actor's, linked to the chosen card (default: their primary one) and
     * active; on the actor's own code it re-links and re-activates. Someone else's code looks unknown.
     */
    claim(actor: Actor, input: ClaimPhysicalCard): PhysicalCard {
      const row = repo.findByCode(input.code);
      if (!row || (row.user_id !== null && row.user_id !== actor.id)) throw notFound(PHYSICAL_CARD_MESSAGES.codeUnavailable);
      // The demo account is shared by every visitor: a real customer's shipped code must not end up in it.
      const profileId = input.profileId === undefined ? primaryProfileOf(actor.id) : ownProfile(actor.id, input.profileId);
      db.transaction(() => {
        if (row.user_id === null && repo.countByUser(actor.id) >= MAX_PHYSICAL_CARDS) {
          throw new HttpError(409, 'too_many_physical_cards', PHYSICAL_CARD_MESSAGES.tooManyCards);
        }
        repo.claim(row.id, actor.id, profileId);
      }).immediate();
      return load(row.id);
    },

    /** Points the card at another card of its owner; the chip keeps its short URL. */
    link(actor: Actor, id: number, profileId: number): PhysicalCard {
      const row = owned(actor, id);
      repo.link(id, ownProfile(row.user_id, profileId));
      return load(id);
    },

    setActive(actor: Actor, id: number, active: boolean): PhysicalCard {
      owned(actor, id);
      repo.setActive(id, active);
      return load(id);
    },

    /** Records that the short URL was written to the tag (and read back). */
    markWritten(actor: Actor, id: number): PhysicalCard {
      owned(actor, id);
      repo.markWritten(id, now());
      return load(id);
    },

    /** Records that the tag was made read-only for good. */
    markLocked(actor: Actor, id: number): PhysicalCard {
      owned(actor, id);
      repo.markLocked(id, now());
      return load(id);
    },

    /** The actor's orders, newest first. */
    listOrders: (actor: Actor): NfcOrder[] => repo.listOrdersByUser(actor.id).map(presentNfcOrder),

    /** Saves an order as pending (payment is not active yet), priced from the NFC-card product. */
    createOrder(actor: Actor, input: NfcOrderInput): NfcOrder {
      const profileId = ownProfile(actor.id, input.profileId);
      const unitPrice = repo.nfcUnitPrice();
      if (unitPrice === undefined) throw new HttpError(503, 'service_unavailable', PHYSICAL_CARD_MESSAGES.orderingUnavailable);
      const id = repo.insertOrder({
        user_id: actor.id,
        profile_id: profileId,
        template: input.template,
        primary_color: input.primaryColor,
        background_color: input.backgroundColor,
        quantity: input.quantity,
        shipping_name: input.shippingName,
        shipping_phone: input.phone,
        shipping_address: input.address,
        shipping_city: input.city,
        unit_price: unitPrice,
        created_at: now(),
      });
      return presentNfcOrder(repo.findOrderById(id)!);
    },
  };
}
