-- migrate: foreign_keys=off
-- A lead no form was shown to (a paper card the owner scanned, a card the owner shared) has no consent: its
-- consent text is '', and now its consent's language and time are NULL rather than Hebrew and the time it was stored.
-- SQLite cannot drop a NOT NULL in place, so leads are rebuilt with their ids kept.
CREATE TABLE leads_next (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
  card_name TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'meeting', 'customer', 'not_relevant')),
  note TEXT NOT NULL DEFAULT '',
  -- The consent to be contacted as shown, and when; '' and NULL when no form was shown.
  consent_text TEXT NOT NULL,
  consented_at TEXT,
  idempotency_key TEXT NOT NULL,
  seed_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  organisation_id INTEGER REFERENCES organisations(id) ON DELETE SET NULL,
  member_name TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT 'card' CHECK (source IN ('card', 'exchange', 'shared', 'event', 'scan')),
  -- A JSON array of the owner's free tags.
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  -- The day (Israel time, YYYY-MM-DD) the owner wants to be reminded, and the day the bell rang for it.
  remind_at TEXT,
  reminded_on TEXT,
  consent_language TEXT CHECK (consent_language IN ('he', 'ar', 'ru', 'en')),
  -- The separate, unticked consent to news and offers: its text as shown, and when; null when not given.
  marketing_consent_text TEXT,
  marketing_consented_at TEXT,
  event TEXT,
  company TEXT NOT NULL DEFAULT '',
  UNIQUE (profile_id, idempotency_key)
) STRICT;
INSERT INTO leads_next (id, user_id, profile_id, card_name, name, phone, email, message, status, note, consent_text,
    consented_at, idempotency_key, seed_key, created_at, updated_at, organisation_id, member_name, source, tags,
    remind_at, reminded_on, consent_language, marketing_consent_text, marketing_consented_at, event, company)
  SELECT id, user_id, profile_id, card_name, name, phone, email, message, status, note, consent_text,
    CASE WHEN consent_text = '' THEN NULL ELSE consented_at END, idempotency_key, seed_key, created_at, updated_at,
    organisation_id, member_name, source, tags, remind_at, reminded_on,
    CASE WHEN consent_text = '' THEN NULL ELSE consent_language END, marketing_consent_text, marketing_consented_at,
    event, company
  FROM leads;
DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;
CREATE INDEX leads_user ON leads(user_id, created_at DESC);
CREATE INDEX leads_profile ON leads(profile_id, created_at DESC);
CREATE INDEX leads_organisation ON leads(organisation_id, created_at DESC) WHERE organisation_id IS NOT NULL;
CREATE INDEX leads_reminders ON leads(remind_at) WHERE remind_at IS NOT NULL AND reminded_on IS NULL;
CREATE INDEX leads_email ON leads(user_id, lower(email));
CREATE INDEX leads_user_event ON leads(user_id, event) WHERE event IS NOT NULL;
