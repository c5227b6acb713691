-- One catalogue a customer understands at a glance: the free basic plan and one paid plan ("Pro") that is billed
-- monthly or yearly. The seeded "monthly" and "annual" packages were the same plan under two billing-cycle names;
-- the cycle belongs to the subscription (subscriptions.billing_cycle), not to the package. Products also carry
-- their texts in English beside the Hebrew ones.

ALTER TABLE products ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN features_en TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features_en));
ALTER TABLE products ADD COLUMN benefit1_en TEXT;
ALTER TABLE products ADD COLUMN benefit2_en TEXT;
ALTER TABLE products ADD COLUMN benefit3_en TEXT;
ALTER TABLE products ADD COLUMN benefit4_en TEXT;
ALTER TABLE products ADD COLUMN benefit5_en TEXT;

-- The seeded annual package becomes the paid plan: its prices stay (₪40 a month, ₪300 a year).
UPDATE products SET seed_key = 'pro' WHERE seed_key = 'annual';

-- Subscribers of the seeded monthly package keep their monthly billing, on the paid plan.
UPDATE subscriptions
SET product_id = (SELECT id FROM products WHERE seed_key = 'pro')
WHERE product_id = (SELECT id FROM products WHERE seed_key = 'monthly')
  AND EXISTS (SELECT 1 FROM products WHERE seed_key = 'pro');

DELETE FROM products
WHERE seed_key = 'monthly'
  AND EXISTS (SELECT 1 FROM products WHERE seed_key = 'pro')
  AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.product_id = products.id);

-- Hebrew texts of the paid plan, unless an admin has already renamed it: no name after a billing cycle, and no
-- fixed price claim (the cards compute what yearly billing saves from the prices themselves).
UPDATE products SET
  name = 'מקצועי',
  description = 'כל הכלים לעסק שצומח: עד 5 כרטיסים, סטטיסטיקות ואיסוף לידים, בתשלום חודשי או שנתי.',
  benefit1 = '14 ימי ניסיון חינם',
  benefit2 = 'ללא התחייבות בתשלום חודשי',
  benefit3 = 'מחיר קבוע לכל השנה בתשלום שנתי',
  benefit4 = 'תמיכה מלאה בצ׳אט',
  benefit5 = 'עדכונים ללא הגבלה',
  features = json_array('עד 5 כרטיסים', 'סטטיסטיקות צפייה', 'איסוף לידים', 'כל התבניות והצבעים', 'כרטיס NFC במחיר מוזל', 'תמיכה מלאה בצ׳אט'),
  sort_order = 2
WHERE seed_key = 'pro' AND name = 'שנתי';

-- English texts of the seeded packages.
WITH texts (seed_key, name, description, features, benefit1, benefit2, benefit3, benefit4, benefit5) AS (
  VALUES
    ('basic', 'Basic', 'One digital business card with everything you need to start, free forever.',
      json_array('One digital card', 'A personal link and QR code to share', 'Call, WhatsApp and directions buttons',
        'Save the contact to a phone in one tap', 'A basic design template'),
      'Free forever', 'No credit card', 'Set up in minutes', 'Share on WhatsApp and by QR code', 'Upgrade at any time'),
    ('pro', 'Pro', 'Every tool for a growing business: up to 5 cards, statistics and lead collection, billed monthly or yearly.',
      json_array('Up to 5 cards', 'View statistics', 'Lead collection', 'Every template and colour', 'A discounted NFC card',
        'Full chat support'),
      '14-day free trial', 'No commitment when billed monthly', 'A fixed price for the whole year when billed yearly',
      'Full chat support', 'Unlimited updates'),
    ('nfc_card', 'NFC card',
      'A physical card with an NFC chip and a QR code that opens your digital card with a tap. Delivered within 3-5 business days.',
      json_array('An NFC chip that iPhones and Android phones read', 'A QR code printed on the card',
        'Point it at another digital card at any time', 'Delivered within 3-5 business days'),
      NULL, NULL, NULL, NULL, NULL)
)
UPDATE products SET
  name_en = texts.name,
  description_en = texts.description,
  features_en = texts.features,
  benefit1_en = texts.benefit1,
  benefit2_en = texts.benefit2,
  benefit3_en = texts.benefit3,
  benefit4_en = texts.benefit4,
  benefit5_en = texts.benefit5
FROM texts
WHERE products.seed_key = texts.seed_key;
