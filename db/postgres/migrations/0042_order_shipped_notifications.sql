-- The bell tells an owner that their order of printed cards has shipped.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('lead', 'support_reply', 'plan_moved', 'lead_reminder', 'lead_deleted', 'order_shipped'));
