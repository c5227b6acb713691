-- Wallet passes that update themselves. Every "Add to Apple Wallet" download is a pass of its own: a random serial
-- and authentication token (kept only as its SHA-256 digest), the key of what the pass shows, and `updated_at` (epoch
-- ms), the tag a device asks "what changed since". A device that adds the pass registers under its own id with the
-- push token APNs wakes it with. `wallet_for_visitors` lets a card's visitors add it to their wallet too.
ALTER TABLE profiles ADD COLUMN wallet_for_visitors INTEGER NOT NULL DEFAULT 0 CHECK (wallet_for_visitors IN (0, 1));

CREATE TABLE wallet_passes (
  serial TEXT PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  token_digest TEXT NOT NULL,
  content_key TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_passes_profile ON wallet_passes(profile_id);

CREATE TABLE wallet_registrations (
  device_id TEXT NOT NULL,
  serial TEXT NOT NULL REFERENCES wallet_passes(serial) ON DELETE CASCADE,
  push_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (device_id, serial)
);
CREATE INDEX wallet_registrations_serial ON wallet_registrations(serial);
