-- Plans speak Arabic and Russian too, beside Hebrew and English: each package has its texts in both (empty until
-- an admin writes them, and then the English ones are shown). The seeded packages get theirs, unless an admin has
-- renamed them since (their texts would no longer match).

ALTER TABLE products ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN description_ar text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN features_ar text NOT NULL DEFAULT '[]' CHECK (kartis_is_json(features_ar));
ALTER TABLE products ADD COLUMN benefit1_ar text;
ALTER TABLE products ADD COLUMN benefit2_ar text;
ALTER TABLE products ADD COLUMN benefit3_ar text;
ALTER TABLE products ADD COLUMN benefit4_ar text;
ALTER TABLE products ADD COLUMN benefit5_ar text;
ALTER TABLE products ADD COLUMN name_ru text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN description_ru text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN features_ru text NOT NULL DEFAULT '[]' CHECK (kartis_is_json(features_ru));
ALTER TABLE products ADD COLUMN benefit1_ru text;
ALTER TABLE products ADD COLUMN benefit2_ru text;
ALTER TABLE products ADD COLUMN benefit3_ru text;
ALTER TABLE products ADD COLUMN benefit4_ru text;
ALTER TABLE products ADD COLUMN benefit5_ru text;

UPDATE products SET
  name_ar = texts.name,
  description_ar = texts.description,
  features_ar = texts.features,
  benefit1_ar = texts.benefit1,
  benefit2_ar = texts.benefit2,
  benefit3_ar = texts.benefit3,
  benefit4_ar = texts.benefit4,
  benefit5_ar = texts.benefit5
FROM (
  VALUES
    ('basic', 'בסיסי', 'Basic', 'أساسي', 'بطاقة عمل رقمية واحدة مع كل ما تحتاجه للبدء، مجانًا للأبد.', '["بطاقة رقمية واحدة","رابط شخصي ورمز QR للمشاركة","أزرار اتصال وواتساب وملاحة","حفظ جهة الاتصال في الهاتف بلمسة","قالب تصميم أساسي"]', 'مجانية للأبد', 'بدون بطاقة ائتمان', 'جاهزة خلال دقائق', 'مشاركة عبر واتساب ورمز QR', 'ترقية في أي وقت'),
    ('pro', 'מקצועי', 'Pro', 'احترافي', 'كل الأدوات لعمل ينمو: حتى 5 بطاقات، إحصائيات وجمع العملاء المحتملين، بدفع شهري أو سنوي.', '["حتى 5 بطاقات","إحصائيات المشاهدة","جمع العملاء المحتملين","كل القوالب والألوان","بطاقة NFC بسعر مخفّض","دعم كامل عبر الدردشة"]', '14 يوم تجربة مجانًا', 'بدون التزام في الدفع الشهري', 'سعر ثابت طوال السنة في الدفع السنوي', 'دعم كامل عبر الدردشة', 'تحديثات بلا حدود'),
    ('team', 'צוות', 'Team', 'فريق', 'بطاقات للفريق كله بالدفع لكل مقعد: كل عضو يحصل على كل ما في الباقة الاحترافية، ويرى أصحاب المؤسسة كل البطاقات والعملاء المحتملين في مكان واحد.', '["سعر لكل مقعد: صاحب المؤسسة وكل عضو","كل ما في الباقة الاحترافية، لكل مقعد","قالب موحّد للفريق لكل البطاقات","كل العملاء المحتملين للفريق في مكان واحد، مع تصدير CSV","بطاقات NFC لكل عضو"]', '14 يوم تجربة مجانًا، مع حتى 5 مقاعد', 'إضافة مقاعد في أي وقت', 'بدون التزام في الدفع الشهري', 'سعر ثابت طوال السنة في الدفع السنوي', 'دعم كامل عبر الدردشة'),
    ('nfc_card', 'כרטיס NFC', 'NFC card', 'بطاقة NFC', 'بطاقة مادية مع شريحة NFC ورمز QR تفتح بطاقتك الرقمية بلمسة. التوصيل خلال 3-5 أيام عمل.', '["شريحة NFC تقرؤها هواتف iPhone وAndroid","رمز QR مطبوع على البطاقة","توجيهها إلى بطاقة رقمية أخرى في أي وقت","التوصيل خلال 3-5 أيام عمل"]', NULL, NULL, NULL, NULL, NULL)
) AS texts (seed_key, he_name, en_name, name, description, features, benefit1, benefit2, benefit3, benefit4, benefit5)
WHERE products.seed_key = texts.seed_key AND products.name = texts.he_name AND products.name_en = texts.en_name;

UPDATE products SET
  name_ru = texts.name,
  description_ru = texts.description,
  features_ru = texts.features,
  benefit1_ru = texts.benefit1,
  benefit2_ru = texts.benefit2,
  benefit3_ru = texts.benefit3,
  benefit4_ru = texts.benefit4,
  benefit5_ru = texts.benefit5
FROM (
  VALUES
    ('basic', 'בסיסי', 'Basic', 'Базовый', 'Одна цифровая визитка со всем, что нужно для старта, бесплатно навсегда.', '["Одна цифровая визитка","Личная ссылка и QR-код, чтобы делиться","Кнопки звонка, WhatsApp и маршрута","Сохранение контакта в телефон одним касанием","Базовый шаблон оформления"]', 'Бесплатно навсегда', 'Без кредитной карты', 'Готово за несколько минут', 'Отправка в WhatsApp и по QR-коду', 'Смена тарифа в любой момент'),
    ('pro', 'מקצועי', 'Pro', 'Профи', 'Все инструменты для растущего бизнеса: до 5 визиток, статистика и сбор лидов, с оплатой помесячно или за год.', '["До 5 визиток","Статистика просмотров","Сбор лидов","Все шаблоны и цвета","NFC-карта со скидкой","Полная поддержка в чате"]', '14 дней бесплатно', 'Без обязательств при помесячной оплате', 'Фиксированная цена на весь год при годовой оплате', 'Полная поддержка в чате', 'Обновления без ограничений'),
    ('team', 'צוות', 'Team', 'Команда', 'Визитки для всей команды с оплатой за место: каждый участник получает всё, что есть в тарифе «Профи», а владельцы организации видят все визитки и лиды в одном месте.', '["Цена за место: владелец организации и каждый участник","Всё из тарифа «Профи» для каждого места","Единый шаблон команды для всех визиток","Все лиды команды в одном месте, с выгрузкой в CSV","NFC-карты для каждого участника"]', '14 дней бесплатно, до 5 мест', 'Места можно добавить в любой момент', 'Без обязательств при помесячной оплате', 'Фиксированная цена на весь год при годовой оплате', 'Полная поддержка в чате'),
    ('nfc_card', 'כרטיס NFC', 'NFC card', 'NFC-карта', 'Физическая карта с NFC-чипом и QR-кодом, которая открывает вашу цифровую визитку касанием. Доставка за 3–5 рабочих дней.', '["NFC-чип, который читают iPhone и Android","QR-код, напечатанный на карте","Можно в любой момент направить на другую визитку","Доставка за 3–5 рабочих дней"]', NULL, NULL, NULL, NULL, NULL)
) AS texts (seed_key, he_name, en_name, name, description, features, benefit1, benefit2, benefit3, benefit4, benefit5)
WHERE products.seed_key = texts.seed_key AND products.name = texts.he_name AND products.name_en = texts.en_name;
