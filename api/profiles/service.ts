import { isUniqueViolation, type QueryBuilder } from '../../db/query-builder';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { AuthUser } from '../http/context';
import {
  PROFILE_MESSAGES,
  type Profile,
  type ProfileInput,
  type ProfileSummary,
  type ProfileUpdate,
  type SlugAvailability,
  type SlugTakenBody,
  type VersionConflictBody,
} from '../../shared/contract/profiles';
import { ORGANISATION_MESSAGES, withTeamCompany, type TeamLock, type TeamTemplate, type TeamTemplateField } from '../../shared/contract/organisations';
import { HttpError, notFound } from '../http/http-error';
import type { PlansService } from '../plans/service';
import { uploadsRepo } from '../uploads/repo';
import { assertImagesOwned } from './images';
import { itemFields, presentProfile, presentSummary, profileFields } from './present';
import { profilesRepo, type ProfileRow, type ProfilesRepo } from './repo';
import { usersRepo, type UsersRepo } from '../users/repo';
import { isReservedForOthers, slugAvailability, suggestSlugs } from './slugs';

/** Who acts on a card: its owner, or an admin. */
export type Actor = Pick<AuthUser, 'id' | 'userRole' | 'isDemo'>;

/** What a copy's name ends with, in its card's language: the name is the card's text, which visitors read in it. */
const COPY_SUFFIXES: Readonly<Record<CardLanguage, string>> = { he: ' (עותק)', ar: ' (نسخة)', ru: ' (копия)', en: ' (copy)' };

const now = () => new Date().toISOString();

/** The pictures a template gives cards: its uploader's, not the card owner's. */
const providedImages = (template: TeamTemplate) => new Set([template.logo, template.cover].filter((url): url is string => url !== undefined));

/**
 * Refuses (403) a save that changes a field the owner's team template sets: those who set the template are sent to
 * change it there, members to those who do.
 */
function assertTemplateKept({ template, setsTemplate }: CardLock, input: ProfileInput): void {
  const changed: string[] = (Object.keys(template) as TeamTemplateField[]).filter((field) => template[field] !== undefined && template[field] !== input[field]);
  // The team's company is every version's too: a version names none of its own.
  if (template.company !== undefined) input.translations.forEach((version, index) => version.company !== '' && changed.push(`translations.${index}.company`));
  if (changed.length === 0) return;
  const message = setsTemplate ? ORGANISATION_MESSAGES.templateLockedChangeThere : ORGANISATION_MESSAGES.templateLocked;
  throw new HttpError(403, 'template_locked', message, changed.map((path) => ({ path, message })));
}

/** What a team template locks on an owner's cards, and whether the owner is one who sets it. */
export type CardLock = Pick<TeamLock, 'template' | 'setsTemplate'>;

const ownerIsDemo = async (users: UsersRepo, userId: number) => (await users.findById(userId))?.is_demo === 1;

/**
 * Whether a slug is free for a card of `ownerId`: card `profileId` (whose own slug counts as free), or a new card. A
 * former address of a card is free only for its owner's cards: it still leads there from prints and shared links.
 */
const isFreeFor = (cards: ProfilesRepo, ownerId: number, profileId?: number) => async (slug: string) => {
  const holder = await cards.findBySlug(slug);
  if (holder) return holder.id === profileId;
  const former = await cards.formerSlugHolder(slug);
  return !former || former.user_id === ownerId;
};

/**
 * Runs a write that gives a card `slug`. Two saves may both find an address free and claim it at once: the engine's
 * UNIQUE constraint refuses the second, which is then answered as any taken address (409 with free ones), not a 500.
 */
async function claimingSlug<T>(query: QueryBuilder, write: () => Promise<T>, slug: string, ownerId: number, profileId?: number): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await rulesWithin(query).assertSlugUsable(slug, ownerId, profileId);
    throw error;
  }
}

/** The rules that read and write within one transaction, on its queries. */
function rulesWithin(trx: QueryBuilder) {
  const cards = profilesRepo(trx);
  const users = usersRepo(trx);
  return {
    cards,
    ownerIsDemo: (userId: number) => ownerIsDemo(users, userId),
    isFreeFor: (ownerId: number, profileId?: number) => isFreeFor(cards, ownerId, profileId),

    async assertSlugUsable(slug: string, ownerId: number, profileId?: number): Promise<void> {
      const demo = await ownerIsDemo(users, ownerId);
      if (isReservedForOthers(slug, demo)) {
        throw new HttpError(400, 'validation_failed', PROFILE_MESSAGES.slugReserved, [{ path: 'slug', message: PROFILE_MESSAGES.slugReserved }]);
      }
      if (!(await isFreeFor(cards, ownerId, profileId)(slug))) {
        const suggestions = await suggestSlugs(slug, isFreeFor(cards, ownerId, profileId), demo);
        throw new HttpError(409, 'slug_taken', PROFILE_MESSAGES.slugTaken).withFields({ suggestions } satisfies Pick<SlugTakenBody, 'suggestions'>);
      }
    },

    /** After card `profileId` moved from `former` to `slug`: the former address leads to it, and `slug` is nobody's former one. */
    async keepFormerAddress(profileId: number, former: string, slug: string): Promise<void> {
      await cards.releaseFormerSlug(slug);
      await cards.keepFormerSlug(profileId, former, now());
    },

    /** Saves items in order: ones carrying an id of this card keep it, new ones get ids, missing ones go. */
    async writeItems(profileId: number, items: ProfileInput['items']): Promise<void> {
      const existing = new Set((await cards.itemsOf(profileId)).map((item) => item.id));
      const kept = new Set<number>();
      for (const [index, item] of items.entries()) {
        if (item.id !== undefined && existing.has(item.id) && !kept.has(item.id)) {
          await cards.updateItem(profileId, item.id, itemFields(item), index);
          kept.add(item.id);
        } else {
          await cards.insertItem(profileId, itemFields(item), index);
        }
      }
      for (const id of existing) if (!kept.has(id)) await cards.deleteItem(profileId, id);
    },
  };
}

/** What the card rules use from the rest of the server, given by the composition root (api/services.ts). */
export interface CardRulesNeeds {
  plans: PlansService;
  /** The template of the owner's team, whose fields lock the owner's cards (empty outside a team), and whether the owner sets it. */
  teamLockOf(ownerId: number): Promise<CardLock>;
  /** Removes the owner's images that no card uses any more; called after a card is saved or deleted. */
  removeUnusedUploads(ownerId: number): Promise<unknown>;
  /** Told after a card is saved, without being waited for (the wallets update the passes that show it). */
  cardSaved(profileId: number): void;
}

/** The rules of cards: ownership, slugs, the plan limit, versions, primary card, item ids and image clean-up. */
export function profilesService(query: QueryBuilder, { plans, teamLockOf, removeUnusedUploads, cardSaved }: CardRulesNeeds) {
  const repo = profilesRepo(query);
  const uploads = uploadsRepo(query);

  /** The card if the actor may act on it; someone else's card is "not found", as if it did not exist. */
  async function owned(actor: Actor, id: number): Promise<ProfileRow> {
    const row = await repo.findById(id);
    if (!row || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(PROFILE_MESSAGES.notFound);
    return row;
  }

  const load = async (id: number): Promise<Profile> => presentProfile((await repo.findById(id))!, await repo.itemsOf(id));

  return {
    /** 404 unless the actor may act on the card (checked before reading a body, so others' ids all look alike). */
    async assertAccess(actor: Actor, id: number): Promise<void> {
      await owned(actor, id);
    },

    /** The actor's own cards, primary first. */
    async list(actor: Actor): Promise<ProfileSummary[]> {
      return (await repo.listByUser(actor.id)).map(presentSummary);
    },

    async get(actor: Actor, id: number): Promise<Profile> {
      await owned(actor, id);
      return load(id);
    },

    /**
     * A new card of the actor, in their team template's look if they have one; their first card becomes their primary
     * one, and a person's first card names an account that had only its username.
     */
    async create(actor: Actor, requested: ProfileInput): Promise<Profile> {
      const { template } = await teamLockOf(actor.id);
      const input = { ...requested, ...template, translations: withTeamCompany(requested.translations, template) };
      const imageIds = await assertImagesOwned(uploads, input, actor.id, providedImages(template));
      const create = () => query.transaction().execute(async (trx) => {
        const rules = rulesWithin(trx);
        const count = await rules.cards.countByUser(actor.id);
        await plans.within(trx).assertRoomForAnotherCard(actor.id, count);
        await rules.assertSlugUsable(input.slug, actor.id);
        await rules.cards.releaseFormerSlug(input.slug);
        const created = await rules.cards.insert(actor.id, profileFields(input), { isPrimary: count === 0, now: now() });
        // An account's name is its username until said otherwise: a person's first card says it (the team lists it).
        if (count === 0 && input.contactKind === 'person') await usersRepo(trx).nameFromUsername(actor.id, input.displayName);
        await rules.writeItems(created, input.items);
        await rules.cards.ensurePrimary(actor.id);
        await uploadsRepo(trx).claim(imageIds, now());
        return created;
      });
      return load(await claimingSlug(query, create, input.slug, actor.id));
    },

    /** Saves the whole card if `version` is the stored one (409 with the stored card otherwise); bumps the version. */
    async update(actor: Actor, id: number, input: ProfileUpdate): Promise<Profile> {
      const row = await owned(actor, id);
      const conflict = async () =>
        new HttpError(409, 'version_conflict', PROFILE_MESSAGES.versionConflict).withFields({ current: await load(id) } satisfies Pick<VersionConflictBody, 'current'>);
      if (row.version !== input.version) throw await conflict();
      const lock = await teamLockOf(row.user_id);
      assertTemplateKept(lock, input);
      const { template } = lock;
      const imageIds = await assertImagesOwned(uploads, input, row.user_id, providedImages(template));
      const save = () => query.transaction().execute(async (trx) => {
        const rules = rulesWithin(trx);
        await rules.assertSlugUsable(input.slug, row.user_id, id);
        if (!(await rules.cards.update(id, input.version, profileFields(input), now()))) return false;
        if (input.slug !== row.slug) await rules.keepFormerAddress(id, row.slug, input.slug);
        await rules.writeItems(id, input.items);
        await uploadsRepo(trx).claim(imageIds, now());
        return true;
      });
      if (!(await claimingSlug(query, save, input.slug, row.user_id, id))) throw await conflict();
      await removeUnusedUploads(row.user_id);
      cardSaved(id);
      return load(id);
    },

    /** Deletes a card and the images only it used; a deleted primary card hands the role to the oldest remaining one. */
    async remove(actor: Actor, id: number): Promise<void> {
      const row = await owned(actor, id);
      await query.transaction().execute(async (trx) => {
        const cards = profilesRepo(trx);
        await cards.delete(id);
        await cards.ensurePrimary(row.user_id);
      });
      await removeUnusedUploads(row.user_id);
    },

    /** An unpublished copy of a card under a free slug close to the original's (counts against the plan limit). */
    async duplicate(actor: Actor, id: number): Promise<Profile> {
      const row = await owned(actor, id);
      const copyId = await query.transaction().execute(async (trx) => {
        const rules = rulesWithin(trx);
        await plans.within(trx).assertRoomForAnotherCard(row.user_id, await rules.cards.countByUser(row.user_id));
        const [slug] = await suggestSlugs(row.slug, rules.isFreeFor(row.user_id), await rules.ownerIsDemo(row.user_id), 1);
        if (!slug) throw new HttpError(409, 'slug_taken', PROFILE_MESSAGES.slugTaken);
        const original = presentProfile(row, await rules.cards.itemsOf(id));
        const suffix = COPY_SUFFIXES[original.language];
        const displayName = original.displayName.length + suffix.length <= 80 ? original.displayName + suffix : original.displayName;
        const copy = await rules.cards.insert(row.user_id, profileFields({ ...original, slug, displayName, published: false }), { isPrimary: false, now: now() });
        await rules.cards.releaseFormerSlug(slug);
        await rules.writeItems(copy, original.items.map(({ id: _id, ...item }) => item));
        return copy;
      });
      return load(copyId);
    },

    /** Makes a card the one `/@username` shows. */
    async makePrimary(actor: Actor, id: number): Promise<Profile> {
      const row = await owned(actor, id);
      await query.transaction().execute((trx) => profilesRepo(trx).makePrimary(row.user_id, id));
      return load(id);
    },

    /** Whether the actor may use a slug (for their card `profileId`, whose own slug counts as free). */
    async slugAvailability(actor: Actor, slug: string, profileId?: number): Promise<SlugAvailability> {
      // Another owner's card is not the one being edited: its address is not free for the actor.
      const card = profileId === undefined ? undefined : await repo.findById(profileId);
      const edited = card && (card.user_id === actor.id || actor.userRole === 'admin') ? card : undefined;
      return slugAvailability(slug, isFreeFor(repo, edited?.user_id ?? actor.id, edited?.id), actor.isDemo);
    },
  };
}

/** The card rules as returned by profilesService(). */
export type ProfilesService = ReturnType<typeof profilesService>;
