import type { Database } from 'better-sqlite3';
import { profilesRepo } from '../profiles/repo';
import { deleteUploadFiles, uploadIdOf } from './files';
import { uploadsRepo, type UploadRow } from './repo';

/** How long an image no card uses yet is kept: the editor uploads first and saves the card afterwards. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes from disk and database the user's images that no card of theirs uses any more: ones a card
 * used before (replaced or dropped, or whose card was deleted), and ones never used within a day.
 * Images of deleted accounts go too. Call it after a card is saved or deleted and after an account
 * is deleted. Returns the ids removed.
 */
export async function removeUnusedUploads(db: Database, uploadsDir: string, userId: number, now = new Date()): Promise<string[]> {
  const uploads = uploadsRepo(db);
  const used = new Set(profilesRepo(db).imagePathsOfUser(userId).map(uploadIdOf));
  const staleBefore = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  const isUnused = (row: UploadRow) => !used.has(row.id) && (row.claimed_at !== null || row.created_at < staleBefore);
  const doomed = [...uploads.listByUser(userId).filter(isUnused), ...uploads.listOrphaned()];
  for (const row of doomed) {
    uploads.delete(row.id);
    await deleteUploadFiles(uploadsDir, row.id);
  }
  return doomed.map((row) => row.id);
}
