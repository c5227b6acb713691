-- An authenticator app (TOTP, RFC 6238) as a second factor. `secret` is sealed (AES-256-GCM under a key derived from
-- the server's session secret), never shown after enrolment; `confirmed_at` is null until the first code confirms it;
-- `last_time_step` is the 30-second step of the last code accepted, so a code is never accepted twice. Recovery codes
-- are stored as SHA-256 digests and deleted when used.
CREATE TABLE totp_factors (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  confirmed_at TEXT,
  last_time_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX recovery_codes_user ON recovery_codes(user_id);
