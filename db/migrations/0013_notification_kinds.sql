-- Notifications say what happened (a kind and its values) beside their Hebrew texts, so the app can show them in
-- the reader's language. Notifications stored before this keep their texts and get their kind where it is known.

ALTER TABLE notifications ADD COLUMN kind TEXT CHECK (kind IN ('lead', 'support_reply', 'plan_moved'));
ALTER TABLE notifications ADD COLUMN params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params));

-- "ליד חדש: {lead}" / "התקבלה פנייה חדשה דרך הכרטיס "{card}". …"
UPDATE notifications
SET kind = 'lead',
    params = json_object(
      'leadName', substr(title, length('ליד חדש: ') + 1),
      'cardName', substr(content, instr(content, '"') + 1, instr(substr(content, instr(content, '"') + 1), '"') - 1)
    )
WHERE title LIKE 'ליד חדש: %' AND instr(content, '"') > 0;

UPDATE notifications SET kind = 'support_reply' WHERE title = 'תשובה חדשה מצוות התמיכה';

-- "המנוי שלך הועבר לחבילה "{package}". …": the package's English name too, when the package still has that name.
UPDATE notifications
SET kind = 'plan_moved',
    params = json_object('packageName', package_name, 'packageNameEn', coalesce((SELECT name_en FROM products WHERE name = package_name LIMIT 1), ''))
FROM (
  SELECT id AS moved_id, substr(content, instr(content, '"') + 1, instr(substr(content, instr(content, '"') + 1), '"') - 1) AS package_name
  FROM notifications
  WHERE title = 'החבילה שלך עודכנה' AND instr(content, '"') > 0
)
WHERE notifications.id = moved_id;
