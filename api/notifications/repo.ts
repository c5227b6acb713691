import type { Database } from 'better-sqlite3';
import type { Notification, NotificationEvent } from '../../shared/contract/notifications';

interface NotificationRow {
  id: number;
  title: string;
  content: string;
  is_read: 0 | 1;
  created_at: string;
  kind: NotificationEvent['kind'] | null;
  params: string;
}

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
export function notificationsRepo(db: Database) {
  const latest = db.prepare<[number, number], NotificationRow>(
    'SELECT id, title, content, is_read, created_at, kind, params FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const insert = db.prepare(
    'INSERT INTO notifications (user_id, title, content, created_at, kind, params) VALUES (@userId, @title, @content, @createdAt, @kind, @params)',
  );
  const markAllRead = db.prepare<[number]>('UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0');

  return {
    /** The user's newest notifications, newest first. */
    latest: (userId: number, limit: number) => latest.all(userId, limit).map(present),
    /** Stores an unread notification and returns its id. */
    create: (notification: NewNotification) => Number(insert.run({ ...notification, params: JSON.stringify(notification.params) }).lastInsertRowid),
    /** Marks every notification of the user read; returns how many were unread. */
    markAllRead: (userId: number) => markAllRead.run(userId).changes,
  };
}
