import type { QueryBuilder } from '../../db/query-builder';
import { REMINDER_NOTIFICATION } from '../../shared/contract/notifications';
import { israelDay } from '../israel-time';
import { notificationsRepo } from '../notifications/repo';

/**
 * Rings the bell for every reminder due by today (Israel time) that has not rung: one statement marks them rung today
 * and returns them, so on several nodes each reminder rings once. `leadId` rings only that lead's (just set by its owner).
 * Returns the owners whose bell rang, once the transaction is committed.
 */
export async function ringDueReminders(query: QueryBuilder, now = new Date(), leadId?: number): Promise<number[]> {
  const today = israelDay(now);
  return query.transaction().execute(async (trx) => {
    let due = trx.updateTable('leads').set({ reminded_on: today }).where('remind_at', '<=', today).where('reminded_on', 'is', null);
    if (leadId !== undefined) due = due.where('id', '=', leadId);
    const rung = await due.returning(['id', 'user_id', 'name']).execute();
    for (const lead of rung) {
      await notificationsRepo(trx).create({
        userId: lead.user_id,
        title: REMINDER_NOTIFICATION.title(lead.name),
        content: REMINDER_NOTIFICATION.content(),
        createdAt: now.toISOString(),
        kind: 'lead_reminder',
        params: { leadName: lead.name, leadId: String(lead.id) },
      });
    }
    return [...new Set(rung.map((lead) => lead.user_id))];
  });
}
