-- Visitor events on public cards and the per-day rollups that statistics read.
-- Raw events are kept 90 days; the rollups are kept for good, so a stats query costs per day, not per event.
-- `day` is the calendar day in Israel (Asia/Jerusalem), as YYYY-MM-DD.

CREATE TABLE profile_events (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('view', 'click', 'vcard', 'share', 'lead')),
  -- No foreign key: a click outlives the item the owner later removes.
  item_id INTEGER,
  source TEXT NOT NULL CHECK (source IN ('nfc', 'qr', 'link', 'direct')),
  referrer_host TEXT,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop', 'other')),
  -- A hash of the visitor's address and browser under that day's salt; the salt is discarded after the day.
  visitor TEXT,
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX profile_events_day ON profile_events(day);

-- One row per card and day: the totals shown on the stats pages.
CREATE TABLE profile_daily (
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  uniques INTEGER NOT NULL DEFAULT 0,
  clicks INTEGER NOT NULL DEFAULT 0,
  vcards INTEGER NOT NULL DEFAULT 0,
  shares INTEGER NOT NULL DEFAULT 0,
  leads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, day)
) STRICT, WITHOUT ROWID;

-- Per card and day, counts broken down by one dimension: clicks per item, views per source, device and referrer.
CREATE TABLE profile_daily_breakdown (
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('item', 'source', 'device', 'referrer')),
  key TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, day, dimension, key)
) STRICT, WITHOUT ROWID;

-- Who was already counted as a unique visitor of a card today; rows older than yesterday are purged.
CREATE TABLE profile_daily_visitors (
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (profile_id, day, visitor)
) STRICT, WITHOUT ROWID;

-- The salt of each day's visitor hashes; only today's (and yesterday's, for requests crossing midnight) are kept.
CREATE TABLE visitor_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
) STRICT;
