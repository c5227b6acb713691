-- The bell tells a member that the organisation's owner or an admin removed them from it.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('lead', 'support_reply', 'plan_moved', 'lead_reminder', 'lead_deleted', 'order_shipped', 'team_left', 'team_closed', 'team_removed'));
