-- Taps on a card's quick actions (call, WhatsApp, email, navigate) are clicks too. The raw event names the action
-- (item_id stays null), and the per-day breakdown counts clicks per action beside clicks per item.
-- Shares and contact saves keep their own kinds ('share', 'vcard'); the statistics count them as clicks when read.

ALTER TABLE profile_events ADD COLUMN action TEXT CHECK (action IN ('call', 'whatsapp', 'email', 'navigate'));

-- SQLite cannot change a CHECK constraint in place: the breakdown table is rebuilt with the new dimension.
CREATE TABLE profile_daily_breakdown_next (
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('item', 'action', 'source', 'device', 'referrer')),
  key TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, day, dimension, key)
) STRICT, WITHOUT ROWID;
INSERT INTO profile_daily_breakdown_next (profile_id, day, dimension, key, count)
  SELECT profile_id, day, dimension, key, count FROM profile_daily_breakdown;
DROP TABLE profile_daily_breakdown;
ALTER TABLE profile_daily_breakdown_next RENAME TO profile_daily_breakdown;
