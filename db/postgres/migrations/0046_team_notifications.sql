-- The bell tells an organisation's owner that a member left, and every member that the organisation was closed.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('lead', 'support_reply', 'plan_moved', 'lead_reminder', 'lead_deleted', 'order_shipped', 'team_left', 'team_closed'));
