import type { Database } from 'better-sqlite3';
import type { QueryBuilder } from '../../db/query-builder';
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
import { ORGANISATION_MESSAGES, type TeamTemplate, type TeamTemplateField } from '../../shared/contract/organisations';
import { HttpError, notFound } from '../http/http-error';
import type { PlansService } from '../plans/service';
import { uploadsRepo } from '../uploads/repo';
import { assertImagesOwned } from './images';
import { itemFields, presentProfile, presentSummary, profileFields } from './present';
import { profilesRepo, type ProfileRow } from './repo';
import { isReservedForOthers, slugAvailability, suggestSlugs } from './slugs';

/** Who acts on a card: its owner, or an admin. */
export type Actor = Pick<AuthUser, 'id' | 'userRole' | 'isDemo'>;

const COPY_SUFFIX = ' (עותק)';

const now = () => new Date().toISOString();

/** The pictures a template gives cards: its uploader's, not the card owner's. */
const providedImages = (template: TeamTemplate) => new Set([template.logo, template.cover].filter((url): url is string => url !== undefined));

/** Refuses (403) a save that changes a field the owner's team template sets. */
function assertTemplateKept(template: TeamTemplate, input: ProfileInput): void {
  const changed = (Object.keys(template) as TeamTemplateField[]).filter((field) => template[field] !== undefined && template[field] !== input[field]);
  if (changed.length === 0) return;
  throw new HttpError(403, 'template_locked', ORGANISATION_MESSAGES.templateLocked, changed.map((path) => ({ path, message: ORGANISATION_MESSAGES.templateLocked })));
}

/** What the card rules use from the rest of the server, given by the composition root (api/services.ts). */
export interface CardRulesNeeds {
  plans: PlansService;
  /** The template of the owner's team, whose fields lock the owner's cards (empty outside a team). */
  teamTemplateOf(ownerId: number): TeamTemplate;
  /** Removes the owner's images that no card uses any more; called after a card is saved or deleted. */
  removeUnusedUploads(ownerId: number): Promise<unknown>;
}

/** The rules of cards: ownership, slugs, the plan limit, versions, primary card, item ids and image clean-up. */
export function profilesService(db: Database, query: QueryBuilder, { plans, teamTemplateOf: templateFor, removeUnusedUploads }: CardRulesNeeds) {
  const repo = profilesRepo(db);
  const uploads = uploadsRepo(db);
  const demoFlag = db.prepare<[number], { is_demo: 0 | 1 }>('SELECT is_demo FROM users WHERE id = ?');
  const ownerIsDemo = (userId: number) => demoFlag.get(userId)?.is_demo === 1;

  /** The card if the actor may act on it; someone else's card is "not found", as if it did not exist. */
  function owned(actor: Actor, id: number): ProfileRow {
    const row = repo.findById(id);
    if (!row || (row.user_id !== actor.id && actor.userRole !== 'admin')) throw notFound(PROFILE_MESSAGES.notFound);
    return row;
  }

  const load = (id: number): Profile => presentProfile(repo.findById(id)!, repo.itemsOf(id));

  const isFreeFor = (profileId?: number) => (slug: string) => {
    const holder = repo.findBySlug(slug);
    return !holder || holder.id === profileId;
  };

  function assertSlugUsable(slug: string, ownerId: number, profileId?: number): void {
    const demo = ownerIsDemo(ownerId);
    if (isReservedForOthers(slug, demo)) {
      throw new HttpError(400, 'validation_failed', PROFILE_MESSAGES.slugReserved, [{ path: 'slug', message: PROFILE_MESSAGES.slugReserved }]);
    }
    if (!isFreeFor(profileId)(slug)) {
      const suggestions = suggestSlugs(slug, isFreeFor(profileId), demo);
      throw new HttpError(409, 'slug_taken', PROFILE_MESSAGES.slugTaken).withFields({ suggestions } satisfies Pick<SlugTakenBody, 'suggestions'>);
    }
  }

  /** Saves items in order: ones carrying an id of this card keep it, new ones get ids, missing ones go. */
  function writeItems(profileId: number, items: ProfileInput['items']): void {
    const existing = new Set(repo.itemsOf(profileId).map((item) => item.id));
    const kept = new Set<number>();
    items.forEach((item, index) => {
      if (item.id !== undefined && existing.has(item.id) && !kept.has(item.id)) {
        repo.updateItem(profileId, item.id, itemFields(item), index);
        kept.add(item.id);
      } else {
        repo.insertItem(profileId, itemFields(item), index);
      }
    });
    for (const id of existing) if (!kept.has(id)) repo.deleteItem(profileId, id);
  }

  return {
    /** 404 unless the actor may act on the card (checked before reading a body, so others' ids all look alike). */
    assertAccess(actor: Actor, id: number): void {
      owned(actor, id);
    },

    /** The actor's own cards, primary first. */
    list(actor: Actor): ProfileSummary[] {
      return repo.listByUser(actor.id).map(presentSummary);
    },

    get(actor: Actor, id: number): Profile {
      owned(actor, id);
      return load(id);
    },

    /** A new card of the actor, in their team template's look if they have one; their first card becomes their primary one. */
    async create(actor: Actor, requested: ProfileInput): Promise<Profile> {
      const template = templateFor(actor.id);
      const input = { ...requested, ...template };
      const imageIds = assertImagesOwned(uploads, input, actor.id, providedImages(template));
      // PostgreSQL: the card's own rows are still written through the SQLite connection, which the transaction holds.
      const id = await query.transaction().execute(async (trx) => {
        const count = repo.countByUser(actor.id);
        await plans.within(trx).assertRoomForAnotherCard(actor.id, count);
        assertSlugUsable(input.slug, actor.id);
        const created = repo.insert(actor.id, profileFields(input), { isPrimary: count === 0, now: now() });
        writeItems(created, input.items);
        repo.ensurePrimary(actor.id);
        uploads.claim(imageIds, now());
        return created;
      });
      return load(id);
    },

    /** Saves the whole card if `version` is the stored one (409 with the stored card otherwise); bumps the version. */
    async update(actor: Actor, id: number, input: ProfileUpdate): Promise<Profile> {
      const row = owned(actor, id);
      const conflict = () =>
        new HttpError(409, 'version_conflict', PROFILE_MESSAGES.versionConflict).withFields({ current: load(id) } satisfies Pick<VersionConflictBody, 'current'>);
      if (row.version !== input.version) throw conflict();
      const template = templateFor(row.user_id);
      assertTemplateKept(template, input);
      const imageIds = assertImagesOwned(uploads, input, row.user_id, providedImages(template));
      db.transaction(() => {
        assertSlugUsable(input.slug, row.user_id, id);
        if (!repo.update(id, input.version, profileFields(input), now())) throw conflict();
        writeItems(id, input.items);
        uploads.claim(imageIds, now());
      }).immediate();
      await removeUnusedUploads(row.user_id);
      return load(id);
    },

    /** Deletes a card and the images only it used; a deleted primary card hands the role to the oldest remaining one. */
    async remove(actor: Actor, id: number): Promise<void> {
      const row = owned(actor, id);
      db.transaction(() => {
        repo.delete(id);
        repo.ensurePrimary(row.user_id);
      }).immediate();
      await removeUnusedUploads(row.user_id);
    },

    /** An unpublished copy of a card under a free slug close to the original's (counts against the plan limit). */
    async duplicate(actor: Actor, id: number): Promise<Profile> {
      const row = owned(actor, id);
      // PostgreSQL: as in create, only the plan is read through the transaction.
      const copyId = await query.transaction().execute(async (trx) => {
        await plans.within(trx).assertRoomForAnotherCard(row.user_id, repo.countByUser(row.user_id));
        const slug = suggestSlugs(row.slug, isFreeFor(), ownerIsDemo(row.user_id), 1)[0];
        if (!slug) throw new HttpError(409, 'slug_taken', PROFILE_MESSAGES.slugTaken);
        const original = presentProfile(row, repo.itemsOf(id));
        const displayName = original.displayName.length + COPY_SUFFIX.length <= 80 ? original.displayName + COPY_SUFFIX : original.displayName;
        const copy = repo.insert(row.user_id, profileFields({ ...original, slug, displayName, published: false }), { isPrimary: false, now: now() });
        writeItems(copy, original.items.map(({ id: _id, ...item }) => item));
        return copy;
      });
      return load(copyId);
    },

    /** Makes a card the one `/@username` shows. */
    makePrimary(actor: Actor, id: number): Profile {
      const row = owned(actor, id);
      db.transaction(() => repo.makePrimary(row.user_id, id)).immediate();
      return load(id);
    },

    /** Whether the actor may use a slug (for card `profileId`, whose own slug counts as free). */
    slugAvailability(actor: Actor, slug: string, profileId?: number): SlugAvailability {
      return slugAvailability(slug, isFreeFor(profileId), actor.isDemo);
    },
  };
}

/** The card rules as returned by profilesService(). */
export type ProfilesService = ReturnType<typeof profilesService>;
