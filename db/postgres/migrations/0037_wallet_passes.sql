-- Wallet passes that update themselves. Every "Add to Apple Wallet" download is a pass of its own: a random serial
-- and authentication token (kept only as its SHA-256 digest), the key of what the pass shows, and `updated_at` (epoch
-- ms), the tag a device asks "what changed since". A device that adds the pass registers under its own id with the
-- push token APNs wakes it with. `wallet_for_visitors` lets a card's visitors add it to their wallet too.
ALTER TABLE profiles ADD COLUMN wallet_for_visitors integer NOT NULL DEFAULT 0 CHECK (wallet_for_visitors IN (0, 1));

CREATE TABLE wallet_passes (
  serial text PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  token_digest text NOT NULL,
  content_key text NOT NULL,
  updated_at bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX wallet_passes_profile ON wallet_passes(profile_id);

CREATE TABLE wallet_registrations (
  device_id text NOT NULL,
  serial text NOT NULL REFERENCES wallet_passes(serial) ON DELETE CASCADE,
  push_token text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (device_id, serial)
);
CREATE INDEX wallet_registrations_serial ON wallet_registrations(serial);
