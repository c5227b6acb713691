import { createHash } from 'node:crypto';
import type { FileStore } from '../file-store/store';
import { profileInputSchema, type ProfileInput, type UploadPurpose } from '../../shared/contract/profiles';
import { itemFields, profileFields } from '../profiles/present';
import type { QueryBuilder } from '../../db/query-builder';
import { profilesRepo, type ProfileItemRow, type ProfileRow, type ProfilesRepo } from '../profiles/repo';
import { removeUnusedUploads } from '../upload-sweep/sweep';
import { pageImageUrl } from '../uploads/files';
import { uploadsRepo } from '../uploads/repo';
import { storeUpload } from '../uploads/store';
import { readSeedImage } from './stored-images';
import { DEMO_CARD, EXAMPLE_CARDS, type SeedArt, type SeedCard } from './profiles-data';

/** The account that owns the example cards; it has no password, so nobody can sign in as it. */
export const EXAMPLES_ACCOUNT = { username: 'examples', email: 'examples@kartis.app', displayName: 'כרטיסי דוגמה' } as const;

export { DEMO_CARD, EXAMPLE_CARDS };

/** Seeded pictures have fixed ids, so a restore can find them again (and store them again if removed). */
function seedImageId(seedKey: string, role: string): string {
  return createHash('sha256').update(`kartis-seed:${seedKey}:${role}`).digest('hex').slice(0, 24);
}

interface SeedPicture {
  id: string;
  purpose: UploadPurpose;
  art: SeedArt;
}

function picturesOf(seed: SeedCard): SeedPicture[] {
  return [
    { id: seedImageId(seed.seedKey, 'avatar'), purpose: 'avatar', art: seed.avatar },
    { id: seedImageId(seed.seedKey, 'cover'), purpose: 'cover', art: seed.cover },
    ...(seed.gallery ?? []).map((art, i) => ({ id: seedImageId(seed.seedKey, `gallery-${i}`), purpose: 'gallery' as const, art })),
  ];
}

/** Makes sure a seeded picture exists for its owner, in the database and in the file store. */
async function ensurePicture(query: QueryBuilder, files: FileStore, userId: number, picture: SeedPicture, now: Date): Promise<void> {
  const uploads = uploadsRepo(query);
  const row = await uploads.findById(picture.id);
  if (row?.user_id === userId && (await files.has(`${picture.id}.webp`))) return;
  if (row && row.user_id !== userId) await uploads.delete(picture.id);
  await storeUpload(query, files, readSeedImage(picture), { userId, purpose: picture.purpose, id: picture.id, claimed: true, now });
}

/** The seed card as the editor would save it, pointing at its seeded pictures. */
function seedInput(seed: SeedCard): ProfileInput {
  const [avatar, cover, ...gallery] = picturesOf(seed).map((p) => pageImageUrl(p.id));
  return profileInputSchema.parse({
    ...seed.card,
    avatar,
    cover,
    items: seed.card.items?.map((item) => (item.kind === 'gallery' ? { ...item, images: gallery } : item)),
  });
}

async function insertCard(repo: ProfilesRepo, userId: number, seed: SeedCard, input: ProfileInput, now: Date): Promise<number> {
  const id = await repo.insert(userId, profileFields(input), { isPrimary: false, seedKey: seed.seedKey, now: now.toISOString() });
  await insertItems(repo, id, input);
  return id;
}

async function insertItems(repo: ProfilesRepo, id: number, input: ProfileInput): Promise<void> {
  for (const [i, item] of input.items.entries()) await repo.insertItem(id, itemFields(item), i);
}

function sameAsSeed(row: ProfileRow, items: ProfileItemRow[], input: ProfileInput): boolean {
  const fieldsMatch = Object.entries(profileFields(input)).every(([key, value]) => row[key as keyof ProfileRow] === value);
  const wanted = input.items.map(itemFields);
  return (
    fieldsMatch &&
    items.length === wanted.length &&
    items.every((item, i) => item.kind === wanted[i]!.kind && item.data === wanted[i]!.data && item.is_enabled === wanted[i]!.is_enabled)
  );
}

async function examplesAccountId(query: QueryBuilder, now: Date): Promise<number> {
  const { username, displayName, email } = EXAMPLES_ACCOUNT;
  await query
    .insertInto('users')
    .values({ username, display_name: displayName, email, password_hash: null, user_role: 'user', created_at: now.toISOString(), updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return (await query.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function demoAccountId(query: QueryBuilder): Promise<number | undefined> {
  return (await query.selectFrom('users').select('id').where('is_demo', '=', 1).orderBy('id').limit(1).executeTakeFirst())?.id;
}

/** Where seeded pictures are written, and the clock. */
export interface SeedProfilesOptions {
  files: FileStore;
  now?: Date;
}

/**
 * Seeds the example cards (one per template, owned by the examples account) and the demo account's
 * card. Idempotent by `seed_key`: existing cards are left as they are (only their missing picture
 * files are redrawn), so a second run changes no row.
 */
export async function seedProfiles(query: QueryBuilder, { files, now = new Date() }: SeedProfilesOptions): Promise<void> {
  const repo = profilesRepo(query);
  const examplesId = await examplesAccountId(query, now);
  for (const seed of EXAMPLE_CARDS) {
    const existing = await repo.findBySeedKey(seed.seedKey);
    const used = new Set(existing ? await repo.imagePathsOfUser(existing.user_id) : []);
    for (const picture of picturesOf(seed)) {
      if (!existing || used.has(pageImageUrl(picture.id))) await ensurePicture(query, files, existing?.user_id ?? examplesId, picture, now);
    }
    if (existing || (await repo.findBySlug(seed.card.slug))) continue;
    await query.transaction().execute(async (trx) => {
      const cards = profilesRepo(trx);
      await insertCard(cards, examplesId, seed, seedInput(seed), now);
      await cards.ensurePrimary(examplesId);
    });
  }
  const demoId = await demoAccountId(query);
  if (demoId === undefined) return;
  const demoCard = await repo.findBySeedKey(DEMO_CARD.seedKey);
  if (!demoCard) {
    await restoreDemoCard(query, files, now);
    return;
  }
  const used = new Set(await repo.imagePathsOfUser(demoId));
  for (const picture of picturesOf(DEMO_CARD)) {
    if (used.has(pageImageUrl(picture.id))) await ensurePicture(query, files, demoId, picture, now);
  }
}

/**
 * Puts the demo account's cards back to the seed state: the demo card at /p/demo as seeded (its
 * primary card, same id, version bumped when it had changed), every other card of the demo account
 * deleted, and images no longer used removed. Returns whether anything had changed.
 */
export async function restoreDemoCard(query: QueryBuilder, files: FileStore, now = new Date()): Promise<boolean> {
  const demoId = await demoAccountId(query);
  if (demoId === undefined) return false;
  for (const picture of picturesOf(DEMO_CARD)) await ensurePicture(query, files, demoId, picture, now);
  const input = seedInput(DEMO_CARD);
  const changed = await query.transaction().execute(async (trx): Promise<boolean> => {
    const repo = profilesRepo(trx);
    const others = (await repo.listByUser(demoId)).filter((card) => card.seed_key !== DEMO_CARD.seedKey);
    for (const card of others) await repo.delete(card.id);
    const existing = await repo.findBySeedKey(DEMO_CARD.seedKey);
    let id: number;
    let changedCard = true;
    if (!existing) {
      id = await insertCard(repo, demoId, DEMO_CARD, input, now);
    } else {
      id = existing.id;
      changedCard = !sameAsSeed(existing, await repo.itemsOf(id), input);
      if (changedCard) {
        await repo.update(id, existing.version, profileFields(input), now.toISOString());
        await repo.deleteAllItems(id);
        await insertItems(repo, id, input);
      }
    }
    const wasPrimary = existing?.is_primary === 1;
    await repo.makePrimary(demoId, id);
    return changedCard || others.length > 0 || !wasPrimary;
  });
  await removeUnusedUploads(query, files, demoId, now);
  return changed;
}
