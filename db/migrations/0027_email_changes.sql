-- A change of an account's address waits for the link mailed to the new address: the account keeps its address (for
-- signing in, Google and invitations) until the link is opened. One change waits per account; asking again replaces
-- it. Only the SHA-256 of the link's token is kept. `session_id` is the session that asked, kept signed in when the
-- address changes (every other session of the account ends).
CREATE TABLE email_changes (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  session_id TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
