-- The plans' lists of what they give, made true to what each gives: the free plan offers every template and colour (no
-- template is kept from it), and the paid plan no longer promises a discounted NFC card (every account pays the NFC
-- card's one price); its lines are now what it holds beyond the free plan (following leads up, exporting them).
-- As in 0057, each list still exactly as seeded takes the seed's wording now; a list an admin has changed is left as it
-- is. The same file runs on SQLite and PostgreSQL.

WITH reworded (seed_key, field, old_text, new_text) AS (
  VALUES
    ('basic', 'features',
      '["כרטיס דיגיטלי אחד","קישור אישי וקוד QR לשיתוף","כפתורי חיוג, וואטסאפ וניווט","שמירת איש קשר לטלפון בלחיצה","תבנית עיצוב בסיסית"]',
      '["כרטיס דיגיטלי אחד","קישור אישי וקוד QR לשיתוף","כפתורי חיוג, וואטסאפ וניווט","שמירת איש קשר לטלפון בלחיצה","כל התבניות והצבעים"]'),
    ('basic', 'features_en',
      '["One digital card","A personal link and QR code to share","Call, WhatsApp and directions buttons","Save the contact to a phone in one tap","A basic design template"]',
      '["One digital card","A personal link and QR code to share","Call, WhatsApp and directions buttons","Save the contact to a phone in one tap","Every template and color"]'),
    ('basic', 'features_ar',
      '["بطاقة رقمية واحدة","رابط شخصي ورمز QR للمشاركة","أزرار اتصال وواتساب وملاحة","حفظ جهة الاتصال في الهاتف بلمسة","قالب تصميم أساسي"]',
      '["بطاقة رقمية واحدة","رابط شخصي ورمز QR للمشاركة","أزرار اتصال وواتساب وملاحة","حفظ جهة الاتصال في الهاتف بلمسة","كل القوالب والألوان"]'),
    ('basic', 'features_ru',
      '["Одна цифровая визитка","Личная ссылка и QR-код, чтобы делиться","Кнопки звонка, WhatsApp и маршрута","Сохранение контакта в телефон одним касанием","Базовый шаблон оформления"]',
      '["Одна цифровая визитка","Личная ссылка и QR-код, чтобы делиться","Кнопки звонка, WhatsApp и маршрута","Сохранение контакта в телефон одним касанием","Все шаблоны и цвета"]'),
    ('pro', 'features',
      '["עד 5 כרטיסים","סטטיסטיקות צפייה","איסוף לידים","כל התבניות והצבעים","כרטיס NFC במחיר מוזל","תמיכה מלאה בצ׳אט"]',
      '["עד 5 כרטיסים","סטטיסטיקות צפייה","איסוף לידים","מעקב אחר לידים: סטטוסים, תזכורות ומייל המשך","ייצוא לידים ל‑CSV ולאנשי הקשר","תמיכה מלאה בצ׳אט"]'),
    ('pro', 'features_en',
      '["Up to 5 cards","View statistics","Lead collection","Every template and color","A discounted NFC card","Full chat support"]',
      '["Up to 5 cards","View statistics","Lead collection","Lead follow-up: statuses, reminders and follow-up email","Leads exported to CSV and to contacts","Full chat support"]'),
    ('pro', 'features_ar',
      '["حتى 5 بطاقات","إحصائيات المشاهدة","جمع العملاء المحتملين","كل القوالب والألوان","بطاقة NFC بسعر مخفّض","دعم كامل عبر الدردشة"]',
      '["حتى 5 بطاقات","إحصائيات المشاهدة","جمع العملاء المحتملين","متابعة العملاء المحتملين: الحالات والتذكيرات ورسالة المتابعة","تصدير العملاء المحتملين إلى CSV وجهات الاتصال","دعم كامل عبر الدردشة"]'),
    ('pro', 'features_ru',
      '["До 5 визиток","Статистика просмотров","Сбор лидов","Все шаблоны и цвета","NFC-карта со скидкой","Полная поддержка в чате"]',
      '["До 5 визиток","Статистика просмотров","Сбор лидов","Работа с лидами: статусы, напоминания и ответное письмо","Выгрузка лидов в CSV и в контакты","Полная поддержка в чате"]')
)
UPDATE products SET
  features = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features' AND r.old_text = products.features), features),
  features_en = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_en' AND r.old_text = products.features_en), features_en),
  features_ar = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_ar' AND r.old_text = products.features_ar), features_ar),
  features_ru = coalesce((SELECT new_text FROM reworded r WHERE r.seed_key = products.seed_key AND r.field = 'features_ru' AND r.old_text = products.features_ru), features_ru)
WHERE seed_key IN (SELECT seed_key FROM reworded);
