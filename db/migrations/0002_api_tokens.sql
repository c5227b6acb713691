-- Login tokens (Authorization: Bearer) and per-session idle timeouts.
-- A token belongs to the session it was issued with: ending the session (logout, password change,
-- expiry) removes its tokens too. Only the SHA-256 of a token is stored.

ALTER TABLE sessions ADD COLUMN idle_ms INTEGER NOT NULL DEFAULT 7200000;

CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX api_tokens_user ON api_tokens(user_id);
CREATE INDEX api_tokens_session ON api_tokens(session_id);
