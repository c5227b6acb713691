import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { removeOrphanedVisitorFiles } from '../visitor-files/store';

/** The months an owner may keep leads for; 0 keeps them until the owner deletes them. */
export const RETENTION_MONTHS = [6, 12, 24] as const;

/** The moment `months` months before `now`. */
function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * Deletes the leads older than their owner keeps them (with their mails and queued webhook deliveries, which go with
 * them, and their visitors' files); returns how many leads went.
 */
export async function removeExpiredLeads(query: QueryBuilder, files: FileStore, now = new Date()): Promise<number> {
  let removed = 0;
  for (const months of RETENTION_MONTHS) {
    const owners = query.selectFrom('users').select('id').where('lead_retention_months', '=', months);
    const result = await query.deleteFrom('leads').where('user_id', 'in', owners).where('created_at', '<', monthsBefore(now, months)).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  if (removed > 0) await removeOrphanedVisitorFiles(query, files);
  return removed;
}
