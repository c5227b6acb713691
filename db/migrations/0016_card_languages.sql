-- migrate: foreign_keys=off
-- Cards are written in Hebrew, Arabic, Russian or English. SQLite cannot change a CHECK constraint in place, so the
-- cards' table is rebuilt with the wider one. The rows keep their ids, so the tables that reference a card still do;
-- the runner turns foreign keys off around this migration (dropping the old table would otherwise delete every
-- card's items, statistics and leads with it) and checks every reference before it commits.
CREATE TABLE profiles_next (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slug TEXT NOT NULL UNIQUE CHECK (slug = lower(slug)),
  is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
  display_name TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'he' CHECK (language IN ('he', 'ar', 'ru', 'en')),
  template TEXT NOT NULL DEFAULT 'classic',
  primary_color TEXT NOT NULL DEFAULT '#1d4ed8',
  background_color TEXT NOT NULL DEFAULT '#ffffff',
  avatar TEXT,
  cover TEXT,
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  seed_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  contact_kind TEXT NOT NULL DEFAULT 'person' CHECK (contact_kind IN ('person', 'business')),
  given_name TEXT NOT NULL DEFAULT '',
  family_name TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO profiles_next (id, user_id, slug, is_primary, display_name, title, company, bio, language, template,
    primary_color, background_color, avatar, cover, is_published, version, seed_key, created_at, updated_at,
    contact_kind, given_name, family_name)
  SELECT id, user_id, slug, is_primary, display_name, title, company, bio, language, template,
    primary_color, background_color, avatar, cover, is_published, version, seed_key, created_at, updated_at,
    contact_kind, given_name, family_name
  FROM profiles;
DROP TABLE profiles;
ALTER TABLE profiles_next RENAME TO profiles;
CREATE INDEX profiles_user ON profiles(user_id, is_primary DESC, id);
CREATE UNIQUE INDEX profiles_one_primary ON profiles(user_id) WHERE is_primary = 1;
