-- Leads: contact details a visitor left on a card's page, for the card's owner.
-- A lead belongs to the owner (user_id) and keeps the card's name, so it outlives the card it came through.
-- (profile_id, idempotency_key) is unique: a retried submission is stored once.

CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
  card_name TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  note TEXT NOT NULL DEFAULT '',
  -- The consent text the visitor ticked, as shown to them, and when.
  consent_text TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  seed_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (profile_id, idempotency_key)
) STRICT;
CREATE INDEX leads_user ON leads(user_id, created_at DESC);
CREATE INDEX leads_profile ON leads(profile_id, created_at DESC);

-- A notification made by the seed (the demo account's), so the demo restore can tell it apart.
ALTER TABLE notifications ADD COLUMN seed_key TEXT;
CREATE UNIQUE INDEX notifications_seed_key ON notifications(seed_key) WHERE seed_key IS NOT NULL;
