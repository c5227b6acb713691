-- Links that set a new password, mailed on request ("forgot password"). A link works for 60 minutes and once: using it
-- deletes every link of the account. Only the SHA-256 of the link's token is stored.
CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX password_resets_user ON password_resets(user_id);
