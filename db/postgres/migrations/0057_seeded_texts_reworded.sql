-- The seeded packages' texts reworded since they were first seeded: an installation seeded before keeps the old words
-- («colour», «ובעלי הארגון», «أصحاب المؤسسة», «владельцы организации», «3-5 business days»…) until an admin edits them.
-- Each text still exactly as seeded takes its current wording; a text an admin has changed (or a package of their own)
-- is left as it is. One line per reworded text: the package's seed key, the column, the text as an earlier seed (or
-- migration 0010 or 0052) wrote it, and the seed's text now, taken from the history of api/seed/seed.ts since the
-- catalogue of migration 0010. Each column the list names has its line below. The same file runs on SQLite and
-- PostgreSQL.

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
    ('team', 'description_ar',
      'بطاقات للفريق كله بالدفع لكل مقعد: كل عضو يحصل على كل ما في الباقة الاحترافية، ويرى أصحاب المؤسسة كل البطاقات والعملاء المحتملين في مكان واحد.',
      'بطاقات للفريق كله بالدفع لكل مقعد: كل عضو يحصل على كل ما في الباقة الاحترافية، ويرى مالك الفريق كل البطاقات والعملاء المحتملين في مكان واحد.'),
    ('team', 'features_ar',
      '["سعر لكل مقعد: صاحب المؤسسة وكل عضو","كل ما في الباقة الاحترافية، لكل مقعد","قالب موحّد للفريق لكل البطاقات","كل العملاء المحتملين للفريق في مكان واحد، مع تصدير CSV","بطاقات NFC لكل عضو"]',
      '["سعر لكل مقعد: مالك الفريق وكل عضو","كل ما في الباقة الاحترافية، لكل مقعد","قالب موحّد للفريق لكل البطاقات","كل العملاء المحتملين للفريق في مكان واحد، مع تصدير CSV","بطاقات NFC لكل عضو"]'),
    ('team', 'description_ru',
      'Визитки для всей команды с оплатой за место: каждый участник получает всё, что есть в тарифе «Профи», а владельцы организации видят все визитки и лиды в одном месте.',
      'Визитки для всей команды с оплатой за место: каждый участник получает всё, что есть в тарифе «Профи», а владелец команды видит все визитки и лиды в одном месте.'),
    ('team', 'features_ru',
      '["Цена за место: владелец организации и каждый участник","Всё из тарифа «Профи» для каждого места","Единый шаблон команды для всех визиток","Все лиды команды в одном месте, с выгрузкой в CSV","NFC-карты для каждого участника"]',
      '["Цена за место: владелец команды и каждый участник","Всё из тарифа «Профи» для каждого места","Единый шаблон команды для всех визиток","Все лиды команды в одном месте, с выгрузкой в CSV","NFC-карты для каждого участника"]'),
    ('nfc_card', 'description_en',
      'A physical card with an NFC chip and a QR code that opens your digital card with a tap. Delivered within 3-5 business days.',
      'A physical card with an NFC chip and a QR code that opens your digital card with a tap. Delivered within 3–5 business days.'),
    ('nfc_card', 'features_en',
      '["An NFC chip that iPhones and Android phones read","A QR code printed on the card","Point it at another digital card at any time","Delivered within 3-5 business days"]',
      '["An NFC chip that iPhones and Android phones read","A QR code printed on the card","Point it at another digital card at any time","Delivered within 3–5 business days"]')
)
UPDATE products SET
  description = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'description' AND r.old_text = products.description), description),
  features = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features' AND r.old_text = products.features), features),
  description_en = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'description_en' AND r.old_text = products.description_en), description_en),
  features_en = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_en' AND r.old_text = products.features_en), features_en),
  description_ar = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'description_ar' AND r.old_text = products.description_ar), description_ar),
  features_ar = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_ar' AND r.old_text = products.features_ar), features_ar),
  description_ru = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'description_ru' AND r.old_text = products.description_ru), description_ru),
  features_ru = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_ru' AND r.old_text = products.features_ru), features_ru)
WHERE seed_key IN (SELECT seed_key FROM reworded);
