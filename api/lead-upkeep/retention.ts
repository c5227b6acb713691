import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import { notificationsRepo } from '../notifications/repo';
import { removeOrphanedVisitorFiles } from '../visitor-files/store';

/** The months an owner may keep leads for; 0 keeps them until the owner deletes them. */
export const RETENTION_MONTHS = [6, 12, 24] as const;

/** The moment `months` months before `now`. */
function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** Leads deleted in one transaction: a first run over years of leads holds no lock for long. */
const BATCH = 500;

/**
 * Deletes the leads older than their owner keeps them (with their mails and queued webhook deliveries, which go with
 * them, the bell's notices that name them, and their visitors' files); returns how many leads went.
 */
export async function removeExpiredLeads(query: QueryBuilder, files: FileStore, now = new Date()): Promise<number> {
  let removed = 0;
  for (const months of RETENTION_MONTHS) {
    const owners = query.selectFrom('users').select('id').where('lead_retention_months', '=', months);
    for (;;) {
      const expired = await query
        .selectFrom('leads')
        .select(['id', 'user_id', 'name', 'card_name'])
        .where('user_id', 'in', owners)
        .where('created_at', '<', monthsBefore(now, months))
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (expired.length === 0) break;
      await query.transaction().execute(async (trx) => {
        for (const userId of new Set(expired.map((lead) => lead.user_id))) {
          await notificationsRepo(trx).deleteAboutLeads(userId, expired.filter((lead) => lead.user_id === userId));
        }
        await trx.deleteFrom('leads').where('id', 'in', expired.map((lead) => lead.id)).execute();
      });
      removed += expired.length;
    }
  }
  if (removed > 0) await removeOrphanedVisitorFiles(query, files);
  return removed;
}
