import type { Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { QueryBuilder } from '../../db/query-builder';
import type { Notification, NotificationEvent } from '../../shared/contract/notifications';
import { pushRepo } from '../push/repo';

type NotificationRow = Pick<Selectable<Tables['notifications']>, 'id' | 'title' | 'content' | 'is_read' | 'created_at' | 'kind' | 'params'>;

const present = (row: NotificationRow): Notification =>
  ({
    id: row.id,
    title: row.title,
    content: row.content,
    isRead: row.is_read === 1,
    createdAt: row.created_at,
    kind: row.kind,
    params: JSON.parse(row.params) as Record<string, string>,
  }) as Notification;

/** What a new notification says (its Hebrew texts and what it tells of) and to whom. */
export type NewNotification = {
  userId: number;
  title: string;
  content: string;
  createdAt: string;
} & NotificationEvent;

/** SQL access to notifications. */
export function notificationsRepo(query: QueryBuilder) {
  return {
    /** The user's newest notifications, newest first. */
    async latest(userId: number, limit: number): Promise<Notification[]> {
      const rows = await query
        .selectFrom('notifications')
        .select(['id', 'title', 'content', 'is_read', 'created_at', 'kind', 'params'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(present);
    },
    /** Stores an unread notification, queued for the user's devices in the same transaction, and returns its id. */
    async create(notification: NewNotification): Promise<number> {
      const { id } = await query
        .insertInto('notifications')
        .values({
          user_id: notification.userId,
          title: notification.title,
          content: notification.content,
          created_at: notification.createdAt,
          kind: notification.kind,
          params: JSON.stringify(notification.params),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await pushRepo(query).enqueue(notification.userId, id, new Date().toISOString());
      return id;
    },
    /**
     * Deletes the user's notifications of these leads: a new lead's and a reminder's, by the lead's id (a new lead's
     * notice from before it kept the id, by the lead's and the card's names).
     */
    async deleteAboutLeads(userId: number, leads: readonly { id: number; name: string; card_name: string }[]): Promise<void> {
      const rows = await query.selectFrom('notifications').select(['id', 'kind', 'params']).where('user_id', '=', userId).where('kind', 'in', ['lead', 'lead_reminder']).execute();
      const about = (row: (typeof rows)[number]) => {
        const params = JSON.parse(row.params) as Record<string, string>;
        return leads.some((lead) => (params.leadId === undefined ? params.leadName === lead.name && params.cardName === lead.card_name : params.leadId === String(lead.id)));
      };
      const ids = rows.filter(about).map((row) => row.id);
      if (ids.length > 0) await query.deleteFrom('notifications').where('id', 'in', ids).execute();
    },
    /** Marks every notification of the user read (up to the id `upTo`, when given); returns how many were unread. */
    async markAllRead(userId: number, upTo?: number): Promise<number> {
      let marking = query.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
      if (upTo !== undefined) marking = marking.where('id', '<=', upTo);
      const result = await marking.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
