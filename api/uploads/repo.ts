import type { Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { lockUntilCommit, type QueryBuilder } from '../../db/query-builder';

/** An `uploads` row: one re-encoded image (its files are named after the id). */
export type UploadRow = Selectable<Tables['uploads']>;

/** SQL access to uploaded images. */
export function uploadsRepo(query: QueryBuilder) {
  return {
    findById: (id: string) => query.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst() as Promise<UploadRow | undefined>,
    async insert(row: UploadRow): Promise<void> {
      await query.insertInto('uploads').values(row).execute();
    },
    /**
     * Records an image unless its account's quota has no room for it (false then, nothing recorded), checking and
     * taking the room in one step. Call it inside a transaction.
     */
    async insertWithinQuota(row: UploadRow & { user_id: number }, quota: { count: number; bytes: number }): Promise<boolean> {
      await lockUntilCommit(query, `uploads:${row.user_id}`);
      const usage = await this.usageOf(row.user_id);
      if (usage.count + 1 > quota.count || usage.bytes + row.bytes > quota.bytes) return false;
      await query.insertInto('uploads').values(row).execute();
      return true;
    },
    /** Marks images as used by a card, so that dropping them later removes them at once. */
    async claim(ids: Iterable<string>, now: string): Promise<void> {
      for (const id of ids) await query.updateTable('uploads').set({ claimed_at: now }).where('id', '=', id).where('claimed_at', 'is', null).execute();
    },
    listByUser: (userId: number) => query.selectFrom('uploads').selectAll().where('user_id', '=', userId).execute() as Promise<UploadRow[]>,
    /** How many images an account keeps, and their bytes on disk. */
    async usageOf(userId: number): Promise<{ count: number; bytes: number }> {
      const usage = await query
        .selectFrom('uploads')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { count: Number(usage.count), bytes: Number(usage.bytes) };
    },
    /** Every account that keeps at least one image. */
    async ownerIds(): Promise<number[]> {
      const rows = await query.selectFrom('uploads').select('user_id').distinct().where('user_id', 'is not', null).execute();
      return rows.map((row) => row.user_id!);
    },
    /** Images whose account was deleted. */
    listOrphaned: () => query.selectFrom('uploads').selectAll().where('user_id', 'is', null).execute() as Promise<UploadRow[]>,
    async delete(id: string): Promise<void> {
      await query.deleteFrom('uploads').where('id', '=', id).execute();
    },
  };
}

/** The upload queries as returned by uploadsRepo(). */
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
