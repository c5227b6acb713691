-- The support chat: one conversation per customer, opened and closed by tickets.

-- A ticket opens (or reopens) a customer's conversation; the newest ticket says whether it is closed.
CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  opened_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  closed_at TEXT,
  closed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX support_tickets_user ON support_tickets(user_id, id);

-- A message in a customer's conversation (user_id), written by the customer or by support (sender_id).
-- content is what the author wrote; html is how it is shown, escaped or sanitised when written.
-- is_read: read by the other side.
CREATE TABLE support_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  ticket_id INTEGER REFERENCES support_tickets(id) ON DELETE SET NULL,
  content TEXT NOT NULL,
  html TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX support_messages_user ON support_messages(user_id, id);
CREATE INDEX support_messages_unread ON support_messages(user_id, sender_id) WHERE is_read = 0;
