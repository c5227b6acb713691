-- The seeded packages' texts reworded since they were first seeded: an installation seeded before keeps the old words
-- («colour», «ובעלי הארגון», «3-5 ימי עסקים»…) until an admin edits them. Each text still exactly as seeded takes its
-- current wording; a text an admin has changed (or a package of their own) is left as it is. One line per reworded text:
-- the package's seed key, the column, the text as an earlier seed (or migration 0010) wrote it, and the seed's text
-- now, taken from the history of api/seed/seed.ts since the catalogue of migration 0010. Each column the list names has
-- its line below. The same file runs on SQLite and PostgreSQL.

WITH reworded (seed_key, field, old_text, new_text) AS (
  VALUES
    ('pro', 'features_en',
      '["Up to 5 cards","View statistics","Lead collection","Every template and colour","A discounted NFC card","Full chat support"]',
      '["Up to 5 cards","View statistics","Lead collection","Every template and color","A discounted NFC card","Full chat support"]'),
    ('team', 'description',
      'כרטיסים לכל הצוות בתשלום לפי מושב: כל חבר/ת צוות מקבל/ת את כל מה שבחבילה המקצועית, ובעלי הארגון רואים את כל הכרטיסים והלידים במקום אחד.',
      'כרטיסים לכל הצוות בתשלום לפי מושב: כל חבר/ת צוות מקבל/ת את כל מה שבחבילה המקצועית, ובעלי הצוות רואים את כל הכרטיסים והלידים במקום אחד.'),
    ('team', 'features',
      '["מחיר לכל מושב: בעלי הארגון וכל חבר/ת צוות","כל מה שבחבילה המקצועית, לכל מושב","תבנית צוות אחידה לכל הכרטיסים","כל הלידים של הצוות במקום אחד, עם ייצוא CSV","כרטיסי NFC לכל חבר/ת צוות"]',
      '["מחיר לכל מושב: בעלי הצוות וכל חבר/ת צוות","כל מה שבחבילה המקצועית, לכל מושב","תבנית צוות אחידה לכל הכרטיסים","כל הלידים של הצוות במקום אחד, עם ייצוא CSV","כרטיסי NFC לכל חבר/ת צוות"]'),
    ('team', 'description_en',
      'Cards for the whole team, paid per seat: every member gets everything in Pro, and the organisation''s owners see every card and lead in one place.',
      'Cards for the whole team, paid per seat: every member gets everything in Pro, and the team''s owner sees every card and lead in one place.'),
    ('team', 'features_en',
      '["A price per seat: the organisation''s owner and each member","Everything in Pro, for every seat","One team template for every card","All the team''s leads in one place, with CSV export","NFC cards for every member"]',
      '["A price per seat: the team''s owner and each member","Everything in Pro, for every seat","One team template for every card","All the team''s leads in one place, with CSV export","NFC cards for every member"]'),
    ('nfc_card', 'description',
      'כרטיס פיזי עם שבב NFC וקוד QR שפותח את הכרטיס הדיגיטלי שלכם בנגיעה. משלוח תוך 3-5 ימי עסקים.',
      'כרטיס פיזי עם שבב NFC וקוד QR שפותח את הכרטיס הדיגיטלי שלכם בנגיעה. משלוח תוך 3–5 ימי עסקים.')
)
UPDATE products SET
  description = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'description' AND r.old_text = products.description), description),
  features = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features' AND r.old_text = products.features), features),
  description_en = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'description_en' AND r.old_text = products.description_en), description_en),
  features_en = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_en' AND r.old_text = products.features_en), features_en)
WHERE seed_key IN (SELECT seed_key FROM reworded);
