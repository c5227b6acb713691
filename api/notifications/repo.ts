import type { Database } from 'better-sqlite3';
import type { Notification } from '../contract/notifications';

interface NotificationRow {
  id: number;
  title: string;
  content: string;
  is_read: 0 | 1;
  created_at: string;
}

const present = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  content: row.content,
  isRead: row.is_read === 1,
  createdAt: row.created_at,
});

/** What a new notification says and to whom. */
export interface NewNotification {
  userId: number;
  title: string;
  content: string;
  createdAt: string;
}

/** SQL access to notifications. */
export function notificationsRepo(db: Database) {
  const latest = db.prepare<[number, number], NotificationRow>(
    'SELECT id, title, content, is_read, created_at FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const insert = db.prepare('INSERT INTO notifications (user_id, title, content, created_at) VALUES (@userId, @title, @content, @createdAt)');
  const markAllRead = db.prepare<[number]>('UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0');

  return {
    /** The user's newest notifications, newest first. */
    latest: (userId: number, limit: number) => latest.all(userId, limit).map(present),
    /** Stores an unread notification and returns its id. */
    create: (notification: NewNotification) => Number(insert.run(notification).lastInsertRowid),
    /** Marks every notification of the user read; returns how many were unread. */
    markAllRead: (userId: number) => markAllRead.run(userId).changes,
  };
}
