import type { FileStore } from '../file-store/store';
import type { QueryBuilder } from '../../db/query-builder';
import type { Logger } from '../log';
import { organisationsRepo } from '../organisations/repo';
import { profilesRepo } from '../profiles/repo';
import { removeOrphanedVisitorFiles } from '../visitor-files/store';
import { deleteUploadFiles, pageImageUrl, uploadIdOf } from '../uploads/files';
import { uploadsRepo, type UploadRow } from '../uploads/repo';

/** How long an image no card uses yet is kept: the editor uploads first and saves the card afterwards. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** How often every account's unused images are swept, not only when its owner saves a card. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes from the file store and the database the user's images that no card (theirs, or one their team template set)
 * nor any team template uses any more: ones a card used before (replaced or dropped, or whose card was deleted), and
 * ones never used within a day.
 * Images of deleted accounts go too, and the files visitors attached to their leads. Call it after a card is saved or
 * deleted and after an account is deleted. Returns the ids of the images removed.
 */
export async function removeUnusedUploads(query: QueryBuilder, files: FileStore, userId: number, now = new Date()): Promise<string[]> {
  await removeOrphanedVisitorFiles(query, files);
  return removeRows(query, files, [...(await unusedOf(query, userId, now)), ...(await uploadsRepo(query).listOrphaned())]);
}

/**
 * Sweeps the unused images of every account and those of deleted accounts, and visitors' files whose lead or message is
 * gone; returns how many were removed.
 */
export async function sweepUnusedUploads(query: QueryBuilder, files: FileStore, now = new Date()): Promise<number> {
  const uploads = uploadsRepo(query);
  const rows = await uploads.listOrphaned();
  for (const userId of await uploads.ownerIds()) rows.push(...(await unusedOf(query, userId, now)));
  return (await removeRows(query, files, rows)).length + (await removeOrphanedVisitorFiles(query, files));
}

/** Sweeps every hour; the timer never keeps the process alive. */
export function scheduleUploadSweep(query: QueryBuilder, files: FileStore, log: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    sweepUnusedUploads(query, files).then(
      (removed) => removed > 0 && log.info('unused uploads removed', { removed }),
      (error: unknown) => log.error('upload sweep failed', { error }),
    );
  }, UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  return timer;
}

async function unusedOf(query: QueryBuilder, userId: number, now: Date): Promise<UploadRow[]> {
  // A team template's pictures are in use while it holds them, though only its members' cards show them.
  const used = new Set([...(await profilesRepo(query).imagePathsOfUser(userId)), ...(await organisationsRepo(query).templateImagePaths())].map(uploadIdOf));
  const staleBefore = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  return (await uploadsRepo(query).listByUser(userId)).filter((row) => !used.has(row.id) && (row.claimed_at !== null || row.created_at < staleBefore));
}

/**
 * The rows no card shows as its logo or cover. A team template writes its setter's pictures onto its members' cards,
 * which keep them when the team takes others or closes, or the member leaves, and after the setter's account is gone.
 */
async function offEveryCard(query: QueryBuilder, rows: UploadRow[]): Promise<UploadRow[]> {
  const shown = new Set<string | undefined>();
  for (let start = 0; start < rows.length; start += 500) {
    const paths = rows.slice(start, start + 500).map((row) => pageImageUrl(row.id));
    const cards = await query.selectFrom('profiles').select(['logo', 'cover']).where((eb) => eb.or([eb('logo', 'in', paths), eb('cover', 'in', paths)])).execute();
    for (const card of cards) for (const path of [card.logo, card.cover]) if (path) shown.add(uploadIdOf(path));
  }
  return rows.filter((row) => !shown.has(row.id));
}

async function removeRows(query: QueryBuilder, files: FileStore, unused: UploadRow[]): Promise<string[]> {
  const uploads = uploadsRepo(query);
  const rows = await offEveryCard(query, unused);
  for (const row of rows) {
    await uploads.delete(row.id);
    await deleteUploadFiles(files, row.id);
  }
  return rows.map((row) => row.id);
}
