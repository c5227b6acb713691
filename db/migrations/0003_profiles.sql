-- Cards: the profile, its ordered items, and the images uploaded for it.

CREATE TABLE profiles (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slug TEXT NOT NULL UNIQUE CHECK (slug = lower(slug)),
  is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
  display_name TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'he' CHECK (language IN ('he', 'en')),
  template TEXT NOT NULL DEFAULT 'classic',
  primary_color TEXT NOT NULL DEFAULT '#1d4ed8',
  background_color TEXT NOT NULL DEFAULT '#ffffff',
  avatar TEXT,
  cover TEXT,
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  seed_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX profiles_user ON profiles(user_id, is_primary DESC, id);
CREATE UNIQUE INDEX profiles_one_primary ON profiles(user_id) WHERE is_primary = 1;

CREATE TABLE profile_items (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  is_enabled INTEGER NOT NULL DEFAULT 1 CHECK (is_enabled IN (0, 1)),
  sort_order INTEGER NOT NULL
) STRICT;
CREATE INDEX profile_items_profile ON profile_items(profile_id, sort_order);

-- An upload outlives its owner's account as a row with no user, so its files can still be found and
-- removed from disk; `claimed_at` is set once a card uses it (unclaimed ones are kept for a day, as
-- the editor uploads before it saves).
CREATE TABLE uploads (
  id TEXT PRIMARY KEY CHECK (length(id) = 24),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('avatar', 'cover', 'gallery')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  claimed_at TEXT
) STRICT;
CREATE INDEX uploads_user ON uploads(user_id);
