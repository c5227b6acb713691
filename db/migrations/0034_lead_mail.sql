-- Mail to leads: a card's follow-up template, the queue and record of every mail to a lead (the card a visitor asked
-- for, a follow-up, a card the owner shared), and the addresses that refused an owner's mail.

CREATE TABLE follow_up_templates (
  profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  send_when TEXT NOT NULL DEFAULT 'now' CHECK (send_when IN ('now', 'next-morning')),
  marketing INTEGER NOT NULL DEFAULT 0 CHECK (marketing IN (0, 1)),
  updated_at TEXT NOT NULL
) STRICT;

-- One row per mail to a lead: queued (pending, due at `due_at`; the worker's lease moves `next_attempt_at`), then sent,
-- failed, or refused by the rules (no consent, a refusal, no address). Subject and body are the text sent. Deleting a
-- lead deletes its mails, and with them the copies of what was sent.
CREATE TABLE lead_mails (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('card', 'follow_up', 'shared_card')),
  marketing INTEGER NOT NULL DEFAULT 0 CHECK (marketing IN (0, 1)),
  to_email TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('he', 'ar', 'ru', 'en')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'refused')),
  -- Why it was not sent: 'no_consent', 'refused', 'no_email', 'send_error'.
  reason TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TEXT NOT NULL,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT
) STRICT;
CREATE INDEX lead_mails_due ON lead_mails(next_attempt_at) WHERE status = 'pending';
CREATE INDEX lead_mails_lead ON lead_mails(lead_id, id);

-- An address (as a SHA-256 of its lower case) that refused an owner's mail: nothing more goes to it from that owner,
-- even after its leads are deleted.
CREATE TABLE mail_refusals (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, email_hash)
) STRICT;
