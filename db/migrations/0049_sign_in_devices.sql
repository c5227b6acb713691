-- The devices (browsers) each account has signed in from, so that a sign-in from a new one is mailed to the owner.
-- A device is known by the long-lived random cookie `kartis.device` set at sign-in; only the SHA-256 of its value is
-- kept, never the value. `browser` and `system` are what its User-Agent named when it was first seen (the families
-- of the account's list of signed-in devices). Rows go with their account.
CREATE TABLE sign_in_devices (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  browser TEXT NOT NULL,
  system TEXT NOT NULL,
  first_seen_at TEXT NOT NULL,
  -- The last sign-in from it: a row not seen for longer than the cookie lives can never match again, and is removed.
  last_seen_at TEXT NOT NULL,
  PRIMARY KEY (user_id, device_hash)
) STRICT;
