-- migrate: foreign_keys=off
-- The bell tells a member that the organisation's owner or an admin removed them from it.
-- SQLite cannot change a CHECK in place, so notifications are rebuilt with their ids kept (push_queue references them).
CREATE TABLE notifications_next (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at TEXT NOT NULL,
  seed_key TEXT,
  kind TEXT CHECK (kind IN ('lead', 'support_reply', 'plan_moved', 'lead_reminder', 'lead_deleted', 'order_shipped', 'team_left', 'team_closed', 'team_removed')),
  params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params))
) STRICT;
INSERT INTO notifications_next (id, user_id, title, content, is_read, created_at, seed_key, kind, params)
  SELECT id, user_id, title, content, is_read, created_at, seed_key, kind, params FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_next RENAME TO notifications;
CREATE INDEX notifications_user ON notifications(user_id, is_read, created_at);
CREATE UNIQUE INDEX notifications_seed_key ON notifications(seed_key) WHERE seed_key IS NOT NULL;
