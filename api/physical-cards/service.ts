import { ORGANISATION_MESSAGES, type OrganisationNfcOrder, type OrganisationPhysicalCard } from '../../shared/contract/organisations';
import {
  PHYSICAL_CARD_MESSAGES,
  type ClaimPhysicalCard,
  type NfcOrder,
  type NfcOrderInput,
  type PhysicalCard,
} from '../../shared/contract/physical-cards';
import type { QueryBuilder } from '../../db/query-builder';
import type { Config } from '../config';
import type { AuthUser } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { storedLanguages } from '../profiles/present';
import { profilesRepo, type ProfileRow } from '../profiles/repo';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { randomCardCode } from './codes';
import { presentHeldPhysicalCard, presentMemberNfcOrder, presentNfcOrder, presentPhysicalCard } from './present';
import { physicalCardsRepo, type PhysicalCardRow, type PhysicalCardsRepo } from './repo';

/** Who acts on a physical card: its owner, or an admin. */
export type Actor = Pick<AuthUser, 'id' | 'userRole' | 'isDemo'>;

/**
 * The accounts of an organisation whose owner or admin acts for them (the organisation decides who may): the
 * organisation's cards any of them holds may be given to any of them, and printed cards ordered for any of their
 * digital cards.
 */
export interface Members {
  organisationId: number;
  ownerId: number;
  userIds: ReadonlySet<number>;
}

/** An order as its print-ready PDF is drawn from: the card and the design chosen. */
export interface PrintedOrder {
  id: number;
  profileId: number;
  template: NfcOrderInput['template'];
  primaryColor: string;
  backgroundColor: string;
  /** The version printed; null for the card's own language. */
  language: CardLanguage | null;
}

/**
 * The version of `card` an order prints: null for its own language (or none named), the language named where the card
 * is written in it; any other is refused at its field.
 */
function printedLanguage(card: ProfileRow, language: CardLanguage | undefined): CardLanguage | null {
  if (language === undefined || language === card.language) return null;
  if (storedLanguages(card).includes(language)) return language;
  throw badRequest(PHYSICAL_CARD_MESSAGES.language, [{ path: 'language', message: PHYSICAL_CARD_MESSAGES.language }]);
}

/** Keeps an order's print-ready PDF (the print module, handed in by the composition root). */
export interface OrderPrinter {
  keep(order: PrintedOrder): Promise<void>;
}

/**
 * Whose a card a member holds is: the organisation's when it handed the card out or the card is in its owner's stock;
 * else the member's own (made or claimed by them), which no one else moves or takes.
 */
const belongsTo = (members: Members, row: Pick<PhysicalCardRow, 'user_id' | 'organisation_id'>): OrganisationPhysicalCard['belongsTo'] =>
  row.organisation_id === members.organisationId || row.user_id === members.ownerId ? 'organisation' : 'member';

/** How many physical cards one account may hold (a guard against scripts, far above any real use). */
const MAX_PHYSICAL_CARDS = 50;

const now = () => new Date().toISOString();

const profileProblem = () =>
  new HttpError(400, 'validation_failed', PHYSICAL_CARD_MESSAGES.profileNotFound, [{ path: 'profileId', message: PHYSICAL_CARD_MESSAGES.profileNotFound }]);

/** Refuses (409) another physical card for an account that holds the most one may. */
async function assertRoomFor(cards: PhysicalCardsRepo, userId: number): Promise<void> {
  if ((await cards.countByUser(userId)) >= MAX_PHYSICAL_CARDS) throw new HttpError(409, 'too_many_physical_cards', PHYSICAL_CARD_MESSAGES.tooManyCards);
}

/** A code no physical card has yet. */
async function newCode(cards: PhysicalCardsRepo): Promise<string> {
  for (;;) {
    const code = randomCardCode();
    if (!(await cards.findByCode(code))) return code;
  }
}

/**
 * The rules of physical cards: ownership, claiming codes, linking to the owner's own cards, orders priced from the
 * product, each keeping the print-ready PDF of its card (`prints`).
 */
export function physicalCardsService(query: QueryBuilder, config: Pick<Config, 'publicUrl'>, prints: OrderPrinter) {
  const repo = physicalCardsRepo(query);
  const profiles = profilesRepo(query);
  const present = (row: PhysicalCardRow) => presentPhysicalCard(row, config.publicUrl);
  const load = async (id: number) => present((await repo.findById(id))!);

  /** The card if the actor may act on it; someone else's (or an unclaimed one) is "not found". */
  async function owned(actor: Actor, id: number): Promise<PhysicalCardRow & { user_id: number }> {
    const row = await repo.findById(id);
    if (!row || row.user_id === null || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(PHYSICAL_CARD_MESSAGES.notFound);
    return row as PhysicalCardRow & { user_id: number };
  }

  /** A card of `ownerId`; anyone else's card is refused as if it did not exist. */
  async function ownCard(ownerId: number, profileId: number): Promise<ProfileRow> {
    const profile = await profiles.findById(profileId);
    if (!profile || profile.user_id !== ownerId) throw profileProblem();
    return profile;
  }

  /** A card of `ownerId` to link to. */
  const ownProfile = async (ownerId: number, profileId: number): Promise<number> => (await ownCard(ownerId, profileId)).id;

  /** A card of one of the members; any other card is refused as if it did not exist. */
  async function memberProfile(members: Members, profileId: number): Promise<ProfileRow> {
    const profile = await profiles.findById(profileId);
    if (!profile || !members.userIds.has(profile.user_id)) throw profileProblem();
    return profile;
  }

  async function primaryProfileOf(userId: number): Promise<number | null> {
    return (await profiles.listByUser(userId))[0]?.id ?? null;
  }

  return {
    /** 404 unless the actor may act on the card (checked before the body is read, so all others' ids look alike). */
    async assertAccess(actor: Actor, id: number): Promise<void> {
      await owned(actor, id);
    },

    /** The actor's physical cards, oldest first. */
    list: async (actor: Actor): Promise<PhysicalCard[]> => (await repo.listByUser(actor.id)).map(present),

    /** A new physical card with a fresh code, linked to one of the actor's cards (for writing a blank tag). */
    async create(actor: Actor, profileId: number): Promise<PhysicalCard> {
      const linked = await ownProfile(actor.id, profileId);
      const id = await query.transaction().execute(async (trx) => {
        const cards = physicalCardsRepo(trx);
        await assertRoomFor(cards, actor.id);
        return cards.insert(await newCode(cards), actor.id, linked, now());
      });
      return load(id);
    },

    /**
     * Makes an unclaimed code the actor's, linked to the chosen card (default: their primary one) and
     * active; on the actor's own code it re-links and re-activates. Someone else's code looks unknown.
     */
    async claim(actor: Actor, input: ClaimPhysicalCard): Promise<PhysicalCard> {
      const row = await repo.findByCode(input.code);
      if (!row || (row.user_id !== null && row.user_id !== actor.id)) throw notFound(PHYSICAL_CARD_MESSAGES.codeUnavailable);
      // The demo account is shared by every visitor: a real customer's shipped code must not end up in it.
      const profileId = input.profileId === undefined ? await primaryProfileOf(actor.id) : await ownProfile(actor.id, input.profileId);
      await query.transaction().execute(async (trx) => {
        const cards = physicalCardsRepo(trx);
        if (row.user_id === null) await assertRoomFor(cards, actor.id);
        await cards.claim(row.id, actor.id, profileId);
      });
      return load(row.id);
    },

    /** Points the card at another card of its owner; the chip keeps its short URL. */
    async link(actor: Actor, id: number, profileId: number): Promise<PhysicalCard> {
      const row = await owned(actor, id);
      await repo.link(id, await ownProfile(row.user_id, profileId));
      return load(id);
    },

    async setActive(actor: Actor, id: number, active: boolean): Promise<PhysicalCard> {
      await owned(actor, id);
      await repo.setActive(id, active);
      return load(id);
    },

    /** Records that the short URL was written to the tag (and read back). */
    async markWritten(actor: Actor, id: number): Promise<PhysicalCard> {
      await owned(actor, id);
      await repo.markWritten(id, now());
      return load(id);
    },

    /** Records that the tag was made read-only for good. */
    async markLocked(actor: Actor, id: number): Promise<PhysicalCard> {
      await owned(actor, id);
      await repo.markLocked(id, now());
      return load(id);
    },

    /** The actor's orders, newest first. */
    listOrders: async (actor: Actor): Promise<NfcOrder[]> => (await repo.listOrdersByUser(actor.id)).map(presentNfcOrder),

    /**
     * Saves an order as pending (payment is not active yet), priced from the NFC-card product: for one of the actor's
     * own cards, or, given an organisation's `members`, for one of theirs (the order then names the organisation).
     */
    async createOrder(actor: Actor, input: NfcOrderInput, members?: Members): Promise<NfcOrder> {
      const card = members ? await memberProfile(members, input.profileId) : await ownCard(actor.id, input.profileId);
      const profileId = card.id;
      const language = printedLanguage(card, input.language);
      const unitPrice = await repo.nfcUnitPrice();
      if (unitPrice === undefined) throw new HttpError(503, 'service_unavailable', PHYSICAL_CARD_MESSAGES.orderingUnavailable);
      const id = await repo.insertOrder({
        user_id: actor.id,
        profile_id: profileId,
        template: input.template,
        primary_color: input.primaryColor,
        background_color: input.backgroundColor,
        language,
        quantity: input.quantity,
        shipping_name: input.shippingName,
        shipping_phone: input.phone,
        shipping_address: input.address,
        shipping_city: input.city,
        unit_price: unitPrice,
        organisation_id: members?.organisationId ?? null,
        created_at: now(),
      });
      await prints.keep({ id, profileId, template: input.template, primaryColor: input.primaryColor, backgroundColor: input.backgroundColor, language });
      return presentNfcOrder((await repo.findOrderById(id))!);
    },

    /** The cards an organisation's members hold (with the holder), and the orders it placed for them, newest first. */
    async ofOrganisation(members: Members): Promise<{ cards: OrganisationPhysicalCard[]; orders: OrganisationNfcOrder[] }> {
      return {
        cards: (await repo.heldInOrganisation(members.organisationId)).map((row) => presentHeldPhysicalCard(row, config.publicUrl, belongsTo(members, row))),
        orders: (await repo.ordersOfOrganisation(members.organisationId)).map(presentMemberNfcOrder),
      };
    },

    /**
     * Gives one of the organisation's cards a member holds to the member whose digital card `profileId` is, linked to
     * it and active: a card outside the organisation looks unknown, a member's own card is refused (403), and so is
     * another account's digital card.
     */
    async assign(members: Members, id: number, profileId: number): Promise<OrganisationPhysicalCard> {
      const row = await repo.findById(id);
      if (!row || row.user_id === null || !members.userIds.has(row.user_id)) throw notFound(PHYSICAL_CARD_MESSAGES.notFound);
      if (belongsTo(members, row) === 'member') throw new HttpError(403, 'member_own_card', ORGANISATION_MESSAGES.memberOwnCard);
      const profile = await memberProfile(members, profileId);
      await query.transaction().execute(async (trx) => {
        const cards = physicalCardsRepo(trx);
        if (profile.user_id !== row.user_id) await assertRoomFor(cards, profile.user_id);
        await cards.assign(id, profile.user_id, profile.id, members.organisationId);
      });
      const held = (await repo.heldInOrganisation(members.organisationId)).find((card) => card.id === id)!;
      return presentHeldPhysicalCard(held, config.publicUrl, 'organisation');
    },
  };
}

export type PhysicalCardsService = ReturnType<typeof physicalCardsService>;
