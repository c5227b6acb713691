-- Sign-ups waiting for their address to be confirmed. The account is created only when the link in the mail is
-- opened, so registering never tells anyone whether an address already has an account. Only the SHA-256 of the
-- link's token is stored.

CREATE TABLE pending_registrations (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX pending_registrations_expires ON pending_registrations(expires_at);
