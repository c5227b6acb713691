import type { Database } from 'better-sqlite3';
import type { UploadPurpose } from '../../shared/contract/profiles';

/** An `uploads` row: one re-encoded image (its files are named after the id). */
export interface UploadRow {
  id: string;
  user_id: number | null;
  purpose: UploadPurpose;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  claimed_at: string | null;
}

/** SQL access to uploaded images. */
export function uploadsRepo(db: Database) {
  const byId = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?');
  const insert = db.prepare(`INSERT INTO uploads (id, user_id, purpose, width, height, bytes, created_at, claimed_at)
    VALUES (@id, @user_id, @purpose, @width, @height, @bytes, @created_at, @claimed_at)`);
  const claim = db.prepare<[string, string]>('UPDATE uploads SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL');
  const ofUser = db.prepare<[number], UploadRow>('SELECT * FROM uploads WHERE user_id = ?');
  const orphaned = db.prepare<[], UploadRow>('SELECT * FROM uploads WHERE user_id IS NULL');
  const remove = db.prepare<[string]>('DELETE FROM uploads WHERE id = ?');
  const usage = db.prepare<[number], { count: number; bytes: number }>('SELECT count(*) AS count, coalesce(sum(bytes), 0) AS bytes FROM uploads WHERE user_id = ?');
  const owners = db.prepare<[], { user_id: number }>('SELECT DISTINCT user_id FROM uploads WHERE user_id IS NOT NULL');

  return {
    findById: (id: string) => byId.get(id),
    insert: (row: UploadRow) => void insert.run(row),
    /** Marks images as used by a card, so that dropping them later removes them at once. */
    claim(ids: Iterable<string>, now: string): void {
      for (const id of ids) claim.run(now, id);
    },
    listByUser: (userId: number) => ofUser.all(userId),
    /** How many images an account keeps, and their bytes on disk. */
    usageOf: (userId: number) => usage.get(userId)!,
    /** Every account that keeps at least one image. */
    ownerIds: () => owners.all().map((row) => row.user_id),
    /** Images whose account was deleted. */
    listOrphaned: () => orphaned.all(),
    delete: (id: string) => void remove.run(id),
  };
}

/** The upload queries as returned by uploadsRepo(). */
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
