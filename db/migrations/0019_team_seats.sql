-- migrate: foreign_keys=off
-- Teams pay per seat. A new kind of package, 'team', is priced per seat (per month or per year); a subscription to
-- it carries how many seats it pays for, and an organisation whose owner holds one may have that many members
-- (owner included). SQLite cannot widen a CHECK constraint in place, so the packages' table is rebuilt with 'team'
-- among its types; the rows keep their ids, so subscriptions still name their packages (foreign keys are off around
-- this migration and every reference is checked before it commits). The seed adds the team package itself.
CREATE TABLE products_next (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  monthly_price INTEGER NOT NULL DEFAULT 0 CHECK (monthly_price >= 0),
  yearly_price INTEGER NOT NULL DEFAULT 0 CHECK (yearly_price >= 0),
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  benefit1 TEXT,
  benefit2 TEXT,
  benefit3 TEXT,
  benefit4 TEXT,
  benefit5 TEXT,
  is_popular INTEGER NOT NULL DEFAULT 0 CHECK (is_popular IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  show_at_home INTEGER NOT NULL DEFAULT 1 CHECK (show_at_home IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  package_type TEXT NOT NULL CHECK (package_type IN ('basic', 'monthly', 'annual', 'team', 'nfc_card')),
  seed_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  name_en TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  features_en TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features_en)),
  benefit1_en TEXT,
  benefit2_en TEXT,
  benefit3_en TEXT,
  benefit4_en TEXT,
  benefit5_en TEXT
) STRICT;
INSERT INTO products_next (id, name, description, monthly_price, yearly_price, features, benefit1, benefit2, benefit3,
    benefit4, benefit5, is_popular, is_active, show_at_home, sort_order, package_type, seed_key, created_at, updated_at,
    name_en, description_en, features_en, benefit1_en, benefit2_en, benefit3_en, benefit4_en, benefit5_en)
  SELECT id, name, description, monthly_price, yearly_price, features, benefit1, benefit2, benefit3,
    benefit4, benefit5, is_popular, is_active, show_at_home, sort_order, package_type, seed_key, created_at, updated_at,
    name_en, description_en, features_en, benefit1_en, benefit2_en, benefit3_en, benefit4_en, benefit5_en
  FROM products;
DROP TABLE products;
ALTER TABLE products_next RENAME TO products;

-- The seats a team subscription pays for; NULL on every other subscription (a team subscription without a number,
-- say one an admin moved onto the team package, counts as one seat).
ALTER TABLE subscriptions ADD COLUMN seats INTEGER CHECK (seats IS NULL OR seats BETWEEN 1 AND 500);

-- Printed cards ordered by an organisation's owner or admin for a member's card: the order names the organisation.
ALTER TABLE nfc_orders ADD COLUMN organisation_id INTEGER REFERENCES organisations(id) ON DELETE SET NULL;
CREATE INDEX nfc_orders_organisation ON nfc_orders(organisation_id, id DESC) WHERE organisation_id IS NOT NULL;

-- A physical card an organisation's owner or admin gave to a member: it goes back to the owner, unlinked, when the
-- member leaves.
ALTER TABLE physical_cards ADD COLUMN organisation_id INTEGER REFERENCES organisations(id) ON DELETE SET NULL;
