-- migrate: foreign_keys=off
-- The lead pipeline: five statuses (a closed lead reads as a closed deal, so it becomes a customer), where a lead came
-- from (its own card form, an exchange where the visitor asked for the card, a card the owner shared, and later an
-- event or a scanned paper card), free tags, a reminder date and the day its bell rang, the language the consent was
-- shown in, and the separate consent to marketing mail with its text and time. SQLite cannot change a CHECK in place,
-- so leads (and notifications, for their new kinds) are rebuilt with their ids kept.
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
  consent_text TEXT NOT NULL,
  consented_at TEXT NOT NULL,
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
  consent_language TEXT NOT NULL DEFAULT 'he' CHECK (consent_language IN ('he', 'ar', 'ru', 'en')),
  -- The separate, unticked consent to news and offers: its text as shown, and when; null when not given.
  marketing_consent_text TEXT,
  marketing_consented_at TEXT,
  UNIQUE (profile_id, idempotency_key)
) STRICT;
INSERT INTO leads_next (id, user_id, profile_id, card_name, name, phone, email, message, status, note, consent_text,
    consented_at, idempotency_key, seed_key, created_at, updated_at, organisation_id, member_name, consent_language)
  SELECT id, user_id, profile_id, card_name, name, phone, email, message,
    CASE status WHEN 'closed' THEN 'customer' ELSE status END, note, consent_text, consented_at, idempotency_key,
    seed_key, created_at, updated_at, organisation_id, member_name,
    coalesce((SELECT language FROM profiles WHERE profiles.id = leads.profile_id), 'he')
  FROM leads;
DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;
CREATE INDEX leads_user ON leads(user_id, created_at DESC);
CREATE INDEX leads_profile ON leads(profile_id, created_at DESC);
CREATE INDEX leads_organisation ON leads(organisation_id, created_at DESC) WHERE organisation_id IS NOT NULL;
CREATE INDEX leads_reminders ON leads(remind_at) WHERE remind_at IS NOT NULL AND reminded_on IS NULL;
CREATE INDEX leads_email ON leads(user_id, lower(email));

-- Notifications of a reminder that fell due, and of a visitor who deleted their details.
CREATE TABLE notifications_next (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at TEXT NOT NULL,
  seed_key TEXT,
  kind TEXT CHECK (kind IN ('lead', 'support_reply', 'plan_moved', 'lead_reminder', 'lead_deleted')),
  params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params))
) STRICT;
INSERT INTO notifications_next (id, user_id, title, content, is_read, created_at, seed_key, kind, params)
  SELECT id, user_id, title, content, is_read, created_at, seed_key, kind, params FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_next RENAME TO notifications;
CREATE INDEX notifications_user ON notifications(user_id, is_read, created_at);
CREATE UNIQUE INDEX notifications_seed_key ON notifications(seed_key) WHERE seed_key IS NOT NULL;

-- How long the owner keeps leads (months; 0 until they delete them), the morning digest, and the day it last went.
ALTER TABLE users ADD COLUMN lead_retention_months INTEGER NOT NULL DEFAULT 24 CHECK (lead_retention_months IN (0, 6, 12, 24));
ALTER TABLE users ADD COLUMN lead_digest INTEGER NOT NULL DEFAULT 1 CHECK (lead_digest IN (0, 1));
ALTER TABLE users ADD COLUMN digest_sent_on TEXT;
