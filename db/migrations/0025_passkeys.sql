-- Passkeys (WebAuthn credentials) an account registered: each signs in alone or stands as the second factor after a
-- password. `credential_id` is base64url; `public_key` the COSE key; `counter` the authenticator's signature count;
-- `transports` a JSON array of the transports the browser reported.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
) STRICT;
CREATE INDEX passkeys_user ON passkeys(user_id);
