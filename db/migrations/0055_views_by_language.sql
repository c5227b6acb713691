-- The language of the card's version a visitor read: each view, the clicks and shares its page reported and the contact
-- saved. NULL is the card in its own language, as every event before this was.
ALTER TABLE profile_events ADD COLUMN language TEXT CHECK (language IN ('he', 'ar', 'ru', 'en'));

-- The per-day breakdown counts views by language beside source, device and referrer. SQLite cannot change a CHECK
-- constraint in place: the breakdown table is rebuilt with the new dimension.
CREATE TABLE profile_daily_breakdown_next (
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('item', 'action', 'source', 'device', 'referrer', 'language')),
  key TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, day, dimension, key)
) STRICT, WITHOUT ROWID;
INSERT INTO profile_daily_breakdown_next (profile_id, day, dimension, key, count)
  SELECT profile_id, day, dimension, key, count FROM profile_daily_breakdown;
DROP TABLE profile_daily_breakdown;
ALTER TABLE profile_daily_breakdown_next RENAME TO profile_daily_breakdown;
