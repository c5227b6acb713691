-- The bell names no one who erased their details: the notices of a new lead or a reminder whose person erased their
-- details (named by an erasure notice, with no lead of that name left) go, and the erasure notices name no one.
DELETE FROM notifications
WHERE kind IN ('lead', 'lead_reminder')
  AND EXISTS (
    SELECT 1 FROM notifications AS erased
    WHERE erased.user_id = notifications.user_id AND erased.kind = 'lead_deleted'
      AND json_extract(erased.params, '$.leadName') = json_extract(notifications.params, '$.leadName'))
  AND NOT EXISTS (
    SELECT 1 FROM leads WHERE leads.user_id = notifications.user_id AND leads.name = json_extract(notifications.params, '$.leadName'));
UPDATE notifications SET title = 'מבקר/ת מחק/ה את הפרטים שהשאיר/ה', params = '{}' WHERE kind = 'lead_deleted';
